// The dealbot's exact solver on an abstract problem: item classes (interchangeable items, with a
// count and a loose price) and candidate deals (options that accept some classes, between a required
// count and a capacity of items each). It finds the cheapest way to group the items into deal
// instances, every other item staying loose. Pure, no catalogue: optimise.ts builds the problem.
//
// Why it is exact:
// 1. Patterns. An instance is fully described by the multiset of classes each option holds, so the
//    solver lists every valid filling of every deal that the counts allow (its "patterns") and prices
//    each with the cost callback. Of patterns holding the same multiset of classes it keeps the
//    cheapest (they use the same items, so the dearer one is never better), and it drops patterns that
//    save nothing: putting their items back loose is never dearer.
// 2. Search (branch and bound). Among the classes left, take one (the first in a fixed order, fewest
//    patterns first, so branches stay few). In any optimum either some instance holds one of its items — so
//    branching on "which pattern holding this class comes next" reaches it, whatever the order
//    instances are picked in — or none does, and the class is all loose. Every branch removes items, so the search ends; together the
//    branches cover every assignment.
// 3. Cuts that lose nothing. (a) A state whose saving so far plus an upper bound on what is left
//    (solver-bound.ts) cannot beat the best grouping found (at first a greedy one) is dropped.
//    Children are ranked by a cheaper bound that is never below their own (the parent's bound less
//    the Lagrangian prices of the items the pattern takes, plus its saving), best first.
//    (b) What can follow a state depends only on the counts left and the deal limits spent, so a
//    state reached again with no more saved is dropped: all below it was searched (or cut by (a)
//    against a best that has only grown) the first time.
// The one way out of exactness is the node budget (DEFAULT_NODE_BUDGET): a search that reaches it
// answers its best grouping so far with `exact: false`, so the worker never hangs on a huge basket.

export interface SolverOption {
  /** Items the option must hold (0: optional). */
  required: number;
  /** Items it may hold at most. */
  capacity: number;
  /** Class indices it accepts. */
  eligible: readonly number[];
}

export interface SolverDeal {
  options: readonly SolverOption[];
  /** Instances allowed (already net of the ones the basket keeps). */
  maxInstances: number;
  /** Indices of deals never used together with this one. */
  conflicts: readonly number[];
  /** Deals of one group have at most one instance between them (price-type deals); null: none. */
  group: string | null;
}

/** picks[o] = the class indices option o holds, ascending. */
export type Picks = readonly (readonly number[])[];

export interface SolverProblem {
  classes: readonly { count: number; loose: number }[];
  deals: readonly SolverDeal[];
  /** An instance's price. It must not depend on the order of classes within an option. */
  cost: (deal: number, picks: Picks) => number;
  /**
   * The most the grouping may save (10-G17): a basket that met its minimum order keeps meeting it,
   * so the answer is the best grouping saving at most this. Undefined: no cap.
   */
  maxSaving?: number;
}

export interface SolverInstance {
  deal: number;
  picks: number[][];
  cost: number;
}

export interface SolverAnswer {
  /** Σ instance costs + Σ loose prices of the rest. */
  total: number;
  instances: SolverInstance[];
  /** False when the search stopped at its node budget: the best grouping found, not proven cheapest. */
  exact: boolean;
}

/**
 * Nodes the search may visit before it stops with the best grouping found so far (about 0.1–0.4 s).
 * Baskets of up to 20 items finish far below it; some 40-item baskets against 60 deals with many
 * near-identical two-pizza deals do not (bench/dealbot.mjs counts them), and the worker must answer.
 */
export const DEFAULT_NODE_BUDGET = 5_000;

import { boundValue, lagrangianBound } from './solver-bound';

/** Parts of at most this many patterns skip the bound's subgradient steps (lagrangianBound). */
const SMALL_PART = 40;

/** Savings below this are rounding noise, not a saving (money has at most 2 decimals here). */
const EPSILON = 1e-6;

interface Pattern {
  deal: number;
  picks: number[][];
  cost: number;
  saving: number;
  /** [class, how many] pairs, classes ascending. */
  uses: [number, number][];
  size: number;
}

/** Every filling of a deal the counts allow, the cheapest per multiset of classes, saving > 0. */
function dealPatterns(problem: SolverProblem, dealIndex: number): Pattern[] {
  const deal = problem.deals[dealIndex];
  if (!deal || deal.maxInstances <= 0) return [];
  const used = problem.classes.map(() => 0);
  const picks: number[][] = deal.options.map(() => []);
  const best = new Map<string, Pattern>();

  const record = () => {
    const uses: [number, number][] = [];
    let loose = 0;
    let size = 0;
    used.forEach((n, c) => {
      if (n === 0) return;
      uses.push([c, n]);
      loose += n * (problem.classes[c]?.loose ?? 0);
      size += n;
    });
    if (size === 0) return;
    const copy = picks.map((list) => [...list]);
    const cost = problem.cost(dealIndex, copy);
    const saving = loose - cost;
    if (saving <= EPSILON) return;
    const key = uses.map(([c, n]) => `${c}x${n}`).join(',');
    const known = best.get(key);
    if (!known || saving > known.saving + EPSILON) best.set(key, { deal: dealIndex, picks: copy, cost, saving, uses, size });
  };

  // Option by option, a non-decreasing run of eligible classes per option (a multiset).
  const fill = (optionIndex: number, from: number) => {
    const option = deal.options[optionIndex];
    if (!option) {
      record();
      return;
    }
    const held = picks[optionIndex] as number[];
    if (held.length >= option.required) fill(optionIndex + 1, 0);
    if (held.length >= option.capacity) return;
    for (let e = from; e < option.eligible.length; e += 1) {
      const c = option.eligible[e] as number;
      if ((used[c] as number) >= (problem.classes[c]?.count ?? 0)) continue;
      used[c] = (used[c] as number) + 1;
      held.push(c);
      fill(optionIndex, e);
      held.pop();
      used[c] = (used[c] as number) - 1;
    }
  };
  fill(0, 0);
  return [...best.values()];
}

/** Whether a deal's limits can ever block one of its patterns (else they need not be in the state key). */
function limitCanBind(problem: SolverProblem, dealIndex: number, patterns: readonly Pattern[]): boolean {
  const deal = problem.deals[dealIndex] as SolverDeal;
  if (deal.conflicts.length > 0 || deal.group !== null) return true;
  const own = patterns.filter((pattern) => pattern.deal === dealIndex);
  if (own.length === 0) return false;
  const classes = new Set(own.flatMap((pattern) => pattern.uses.map(([c]) => c)));
  const items = [...classes].reduce((sum, c) => sum + (problem.classes[c]?.count ?? 0), 0);
  const smallest = Math.min(...own.map((pattern) => pattern.size));
  return deal.maxInstances < Math.floor(items / smallest);
}

/**
 * Patterns no optimum needs (pattern dominance). P is dropped when another pattern Q holds a
 * sub-multiset of P's items and saves at least as much, and Q is of P's own deal or of a deal that no
 * rule can stop (no conflict, no price-type group, a limit that never binds). Then in any grouping
 * using P, Q in its place (P's other items loose) is allowed and saves no less: an optimum without P
 * exists. Ties are broken by a strict order (fewer items, then more saving, then the earlier
 * pattern), so of two interchangeable patterns one stays, and every dropped pattern has a kept one
 * dominating it (the order is well founded). Not under a saving cap, where saving more is not always
 * better.
 */
function undominated(problem: SolverProblem, patterns: readonly Pattern[]): Pattern[] {
  if (problem.maxSaving !== undefined && Number.isFinite(problem.maxSaving)) return [...patterns];
  const free = problem.deals.map((deal, d) => deal.conflicts.length === 0 && deal.group === null && !limitCanBind(problem, d, patterns));
  const holding = new Map<number, number[]>();
  patterns.forEach((pattern, at) => {
    for (const [c] of pattern.uses) holding.set(c, [...(holding.get(c) ?? []), at]);
  });
  const counts = problem.classes.map(() => 0);
  const beats = (q: Pattern, qAt: number, p: Pattern, pAt: number) => {
    if (q.saving < p.saving - EPSILON || q.size > p.size) return false;
    if (q.size === p.size && (q.saving < p.saving + EPSILON ? qAt > pAt : false)) return false;
    if (q.deal !== p.deal && !free[q.deal]) return false;
    return q.uses.every(([c, n]) => (counts[c] as number) >= n);
  };
  return patterns.filter((pattern, at) => {
    for (const [c, n] of pattern.uses) counts[c] = n;
    let dominated = false;
    for (const [c] of pattern.uses) {
      for (const other of holding.get(c) ?? []) {
        if (other !== at && beats(patterns[other] as Pattern, other, pattern, at)) {
          dominated = true;
          break;
        }
      }
      if (dominated) break;
    }
    for (const [c] of pattern.uses) counts[c] = 0;
    return !dominated;
  });
}

/** The deals with eligible classes ascending and conflicts made mutual (one side naming the other is enough). */
function normalisedDeals(deals: readonly SolverDeal[]): SolverDeal[] {
  const mutual = deals.map(() => new Set<number>());
  deals.forEach((deal, d) => {
    for (const other of deal.conflicts) {
      if (other === d || !Number.isInteger(other) || other < 0 || other >= deals.length) continue;
      mutual[d]?.add(other);
      mutual[other]?.add(d);
    }
  });
  const ascending = (list: readonly number[]) => {
    for (let i = 1; i < list.length; i += 1) if ((list[i] as number) <= (list[i - 1] as number)) return [...new Set(list)].sort((a, b) => a - b);
    return list;
  };
  return deals.map((deal, d) => ({
    ...deal,
    options: deal.options.map((option) => ({ ...option, eligible: ascending(option.eligible) })),
    conflicts: [...(mutual[d] as Set<number>)].sort((a, b) => a - b),
  }));
}

/**
 * Independent parts of the problem: patterns tied by a class they share, or by their deals (one deal's
 * limit, a conflict, a price-type group). No rule links two parts, so the best grouping is the best of
 * each part put together, and each part is searched alone: the search is exponential in a part's size,
 * so two parts of n cost far less than one of 2n. Under a saving cap (10-G17) the parts share the cap
 * and are not split.
 */
function independentParts(problem: SolverProblem, patterns: readonly Pattern[]): Pattern[][] {
  if (problem.maxSaving !== undefined && Number.isFinite(problem.maxSaving)) return [[...patterns]];
  const classes = problem.classes.length;
  // Nodes: classes 0…C−1, deals C…C+D−1, groups after.
  const groups = [...new Set(problem.deals.map((deal) => deal.group).filter((group): group is string => group !== null))];
  const parent = Array.from({ length: classes + problem.deals.length + groups.length }, (_, n) => n);
  const root = (n: number): number => (parent[n] === n ? n : (parent[n] = root(parent[n] as number)));
  const join = (a: number, b: number) => {
    parent[root(a)] = root(b);
  };
  problem.deals.forEach((deal, d) => {
    for (const other of deal.conflicts) join(classes + d, classes + other);
    if (deal.group !== null) join(classes + d, classes + problem.deals.length + groups.indexOf(deal.group));
  });
  for (const pattern of patterns) for (const [c] of pattern.uses) join(c, classes + pattern.deal);
  const parts = new Map<number, Pattern[]>();
  for (const pattern of patterns) {
    const at = root(classes + pattern.deal);
    parts.set(at, [...(parts.get(at) ?? []), pattern]);
  }
  return [...parts.values()];
}

/** The cheapest grouping of the problem's items into deal instances (see the header for why it is exact). */
export function solveDeals(input: SolverProblem, nodeBudget = DEFAULT_NODE_BUDGET): SolverAnswer {
  const problem: SolverProblem = { ...input, deals: normalisedDeals(input.deals) };
  const looseTotal = problem.classes.reduce((sum, entry) => sum + entry.count * entry.loose, 0);
  const cap = problem.maxSaving ?? Infinity;
  // A pattern saving more than the cap can be in no grouping within it.
  const patterns = undominated(
    problem,
    problem.deals.flatMap((_, d) => dealPatterns(problem, d)).filter((pattern) => pattern.saving <= cap + EPSILON),
  );
  if (patterns.length === 0) return { total: looseTotal, instances: [], exact: true };
  let saved = 0;
  let exact = true;
  const instances: SolverInstance[] = [];
  for (const part of independentParts(problem, patterns)) {
    const found = searchPart(problem, part, nodeBudget);
    saved += found.saved;
    exact &&= found.exact;
    for (const pattern of found.patterns) instances.push({ deal: pattern.deal, picks: pattern.picks.map((list) => [...list]), cost: pattern.cost });
  }
  return { exact, total: looseTotal - saved, instances };
}

/** The branch and bound over one part's patterns: the most it saves, with which patterns. */
function searchPart(problem: SolverProblem, patterns: readonly Pattern[], nodeBudget: number): { saved: number; patterns: Pattern[]; exact: boolean } {
  const cap = problem.maxSaving ?? Infinity;
  // Classes some pattern holds, fewest patterns first (narrow branches high in the tree).
  const patternsOf = new Map<number, Pattern[]>();
  for (const pattern of patterns) for (const [c] of pattern.uses) patternsOf.set(c, [...(patternsOf.get(c) ?? []), pattern]);
  const order = [...patternsOf.keys()].sort((a, b) => (patternsOf.get(a)?.length ?? 0) - (patternsOf.get(b)?.length ?? 0) || a - b);
  for (const list of patternsOf.values()) list.sort((a, b) => b.saving / b.size - a.saving / a.size);

  const left = problem.classes.map((entry) => entry.count);
  const instances = problem.deals.map(() => 0);
  const groupUsed = new Set<string>();
  // Deals whose limits can bind go into the state key; the others never block a pattern.
  const limited = problem.deals.map((_, d) => d).filter((d) => limitCanBind(problem, d, patterns));

  const usable = (pattern: Pattern) => {
    const deal = problem.deals[pattern.deal] as SolverDeal;
    if ((instances[pattern.deal] as number) >= deal.maxInstances) return false;
    if (deal.group !== null && groupUsed.has(deal.group)) return false;
    if (deal.conflicts.some((other) => (instances[other] as number) > 0)) return false;
    return pattern.uses.every(([c, n]) => (left[c] as number) >= n);
  };
  const take = (pattern: Pattern, sign: 1 | -1) => {
    for (const [c, n] of pattern.uses) left[c] = (left[c] as number) - sign * n;
    instances[pattern.deal] = (instances[pattern.deal] as number) + sign;
    const group = problem.deals[pattern.deal]?.group ?? null;
    if (group !== null) {
      if (sign > 0) groupUsed.add(group);
      else groupUsed.delete(group);
    }
  };

  let incumbent = greedyGrouping(patterns, usable, take, cap);
  let best = incumbent.reduce((sum, pattern) => sum + pattern.saving, 0);
  // A small part is searched in fewer nodes than the subgradient steps would cost.
  const relaxation = lagrangianBound(left, problem.deals, patterns, best, patterns.length <= SMALL_PART ? 0 : undefined);
  const bound = () =>
    boundValue(relaxation, problem.deals, patterns, {
      left,
      instancesLeft: (d) => instancesLeft(problem.deals[d] as SolverDeal, instances[d] as number, instances, left),
      groupOpen: (group) => !groupUsed.has(group),
    });
  // Under a cap, saving more is not always better (it leaves less room), so a state is dropped only
  // when reached again with the very same saving: the key holds it.
  const capped = Number.isFinite(cap);
  const keyOf = (saved: number) => `${left.join(',')}|${limited.map((d) => instances[d]).join(',')}${capped ? `|${Math.round(saved * 100)}` : ''}`;
  // The most saved on reaching each state: a second visit that saved no more has nothing new below it.
  const reached = new Map<string, number>();
  const path: Pattern[] = [];

  /**
   * The class to branch on: the first left in a fixed order, fewest patterns first. Any class keeps
   * the search exact (header, 2); counting usable patterns per class at every node cost about as
   * many nodes and twice the time.
   */
  const branchClass = (): number | null => {
    for (const c of order) if (left[c] !== 0) return c;
    return null;
  };
  /** `upper`: saved + the bound of this state, found when its parent ranked it. */
  let nodes = 0;
  const search = (saved: number, upper: number) => {
    if ((nodes += 1) > nodeBudget) return;
    const c = branchClass();
    if (c === null) {
      if (saved > best + EPSILON) {
        best = saved;
        incumbent = [...path];
      }
      return;
    }
    if (Math.min(upper, cap) <= best + EPSILON) return;
    const key = keyOf(saved);
    if ((reached.get(key) ?? -Infinity) >= saved - EPSILON) return;
    reached.set(key, saved);

    // The node's own bound, then its children ranked by a cheap bound of theirs: this one's less
    // the prices of the items a child uses, plus its saving (each child tightens its own on a visit).
    const exact = Math.min(upper, saved + bound(), cap);
    if (exact <= best + EPSILON) return;
    const children: { pattern: Pattern | null; upper: number }[] = [];
    for (const pattern of patternsOf.get(c) ?? []) {
      const estimate = exact + (reduced.get(pattern) as number);
      if (estimate > best + EPSILON && saved + pattern.saving <= cap + EPSILON && usable(pattern)) children.push({ pattern, upper: estimate });
    }
    // All of class c loose: the rest is searched without it.
    const kept = left[c] as number;
    children.push({ pattern: null, upper: exact - kept * (relaxation.prices[c] as number) });
    children.sort((a, b) => b.upper - a.upper);
    for (const child of children) {
      if (child.upper <= best + EPSILON) break;
      if (child.pattern === null) {
        left[c] = 0;
        search(saved, child.upper);
        left[c] = kept;
        continue;
      }
      take(child.pattern, 1);
      path.push(child.pattern);
      search(saved + child.pattern.saving, child.upper);
      path.pop();
      take(child.pattern, -1);
    }
  };
  const reduced = new Map(patterns.map((pattern) => [pattern, pattern.saving - pattern.uses.reduce((sum, [c, n]) => sum + n * (relaxation.prices[c] as number), 0)]));
  search(0, bound());
  return { exact: nodes <= nodeBudget, saved: best, patterns: incumbent };
}

/**
 * How many more instances of a deal could be made: its limit less those made, none while a deal it
 * conflicts with is in use, and no more than each required option's eligible items left allow.
 */
function instancesLeft(deal: SolverDeal, made: number, instances: readonly number[], left: readonly number[]): number {
  if (deal.conflicts.some((other) => (instances[other] as number) > 0)) return 0;
  let most = deal.maxInstances - made;
  for (const option of deal.options) {
    if (option.required === 0 || most <= 0) continue;
    let items = 0;
    for (const c of option.eligible) items += left[c] as number;
    most = Math.min(most, Math.floor(items / option.required));
  }
  return most;
}

/** A grouping found greedily, best saving per item first: the first incumbent, and the bound's target. */
function greedyGrouping(
  patterns: readonly Pattern[],
  usable: (pattern: Pattern) => boolean,
  take: (pattern: Pattern, sign: 1 | -1) => void,
  cap = Infinity,
): Pattern[] {
  const ordered = [...patterns].sort((a, b) => b.saving / b.size - a.saving / a.size);
  const taken: Pattern[] = [];
  let saved = 0;
  for (const pattern of ordered) {
    while (usable(pattern) && saved + pattern.saving <= cap + EPSILON) {
      saved += pattern.saving;
      taken.push(pattern);
      take(pattern, 1);
    }
  }
  // Put everything back: the search starts from the full basket.
  for (const pattern of taken) take(pattern, -1);
  return taken;
}
