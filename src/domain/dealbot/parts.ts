// Deals made regular for the search, and the problem cut into independent parts (solver.ts). Pure.
import type { Pattern } from './patterns';
import type { SolverDeal, SolverProblem } from './solver';

/** The deals with eligible classes ascending and conflicts made mutual (one side naming the other is enough). */
export function normalisedDeals(deals: readonly SolverDeal[]): SolverDeal[] {
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
export function independentParts(problem: SolverProblem, patterns: readonly Pattern[]): Pattern[][] {
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
