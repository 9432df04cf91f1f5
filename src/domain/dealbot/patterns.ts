// The solver's patterns (solver.ts header, 1): every filling of a deal the counts allow, priced once,
// the cheapest per multiset of classes, and those no optimum needs dropped (dominance). Pure.
import type { SolverDeal, SolverProblem } from './solver';

/** Savings below this are rounding noise, not a saving (money has at most 2 decimals here). */
export const EPSILON = 1e-6;

export interface Pattern {
  deal: number;
  picks: number[][];
  cost: number;
  saving: number;
  /** [class, how many] pairs, classes ascending. */
  uses: [number, number][];
  size: number;
}
/** Every filling of a deal the counts allow, the cheapest per multiset of classes, saving > 0. */
export function dealPatterns(problem: SolverProblem, dealIndex: number): Pattern[] {
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
export function limitCanBind(problem: SolverProblem, dealIndex: number, patterns: readonly Pattern[]): boolean {
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
export function undominated(problem: SolverProblem, patterns: readonly Pattern[]): Pattern[] {
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
