// The branch and bound over one independent part's patterns (solver.ts header, 2 and 3). Pure.
import { EPSILON, limitCanBind, type Pattern } from './patterns';
import { boundValue, lagrangianBound, type BoundDeal, type BoundPattern } from './solver-bound';
import type { SolverDeal, SolverProblem } from './solver';

/**
 * Parts of at most this many patterns, or of at most SMALL_ITEMS items, skip the bound's subgradient
 * steps (lagrangianBound): their search takes fewer nodes than the steps would cost. A 5-item basket
 * against 60 deals can have ~55 patterns, and its steps took 3–10 ms of a search that needs well
 * under one (issue 18: bench/dealbot.mjs, 5 items, p95).
 */
const SMALL_PART = 40;
const SMALL_ITEMS = 8;

/**
 * The deals and patterns of one part renumbered for the bound: only the deals some pattern of the
 * part uses. The bound stays valid, and is the same or tighter: a deal with no pattern here has
 * r_d = 0 and adds nothing to any choice, and it is never made while this part is searched (a deal
 * it conflicts with or shares a group with is in the same part when it has patterns, parts.ts), so
 * leaving it out of a cluster only drops choices that were worth no more than one without it (and
 * may make a cluster small enough to be chosen exactly instead of relaxed).
 */
export function partBound(deals: readonly SolverDeal[], patterns: readonly Pattern[]): { deals: BoundDeal[]; patterns: BoundPattern[]; global: number[] } {
  const global = [...new Set(patterns.map((pattern) => pattern.deal))].sort((a, b) => a - b);
  const local = new Map(global.map((d, at) => [d, at]));
  return {
    global,
    deals: global.map((d) => {
      const deal = deals[d] as SolverDeal;
      const conflicts = deal.conflicts.flatMap((other) => (local.has(other) ? [local.get(other) as number] : []));
      return { maxInstances: deal.maxInstances, conflicts, group: deal.group };
    }),
    patterns: patterns.map((pattern) => ({ deal: local.get(pattern.deal) as number, saving: pattern.saving, uses: pattern.uses })),
  };
}

/** The branch and bound over one part's patterns: the most it saves, with which patterns. */
export function searchPart(problem: SolverProblem, patterns: readonly Pattern[], nodeBudget: number): { saved: number; patterns: Pattern[]; exact: boolean } {
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
  // The bound over the part's own deals only (partBound): the same bound, read at every node in
  // time of the part's deals rather than the problem's. A small part is searched in fewer nodes
  // than the subgradient steps would cost.
  const { deals: boundDeals, patterns: boundPatterns, global } = partBound(problem.deals, patterns);
  const items = [...patternsOf.keys()].reduce((sum, c) => sum + (left[c] as number), 0);
  const relaxation = lagrangianBound(left, boundDeals, boundPatterns, best, patterns.length <= SMALL_PART || items <= SMALL_ITEMS ? 0 : undefined);
  const bound = () =>
    boundValue(relaxation, boundDeals, boundPatterns, {
      left,
      instancesLeft: (local) => {
        const d = global[local] as number;
        return instancesLeft(problem.deals[d] as SolverDeal, instances[d] as number, instances, left);
      },
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
