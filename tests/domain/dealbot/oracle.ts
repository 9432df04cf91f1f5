// The brute-force oracle the dealbot's answers are checked against: every item goes loose or into
// some option of some instance of some deal, every combination tried, invalid ones dropped. It knows
// nothing of patterns, classes or memos, so it shares no reasoning with the solver. Small inputs only
// (≤ 8 items, ≤ 6 deals).

export interface OracleDeal {
  options: readonly { required: number; capacity: number }[];
  maxInstances: number;
  conflicts: readonly number[];
  group: string | null;
}

export interface OracleProblem {
  items: number;
  deals: readonly OracleDeal[];
  fits: (deal: number, option: number, item: number) => boolean;
  loose: (item: number) => number;
  /** picks[o] = item indices option o holds. */
  cost: (deal: number, picks: readonly (readonly number[])[]) => number;
}

export interface OracleAnswer {
  total: number;
  /** Per instance: its deal and the item indices per option. */
  instances: { deal: number; picks: number[][] }[];
}

export function bruteForce(problem: OracleProblem): OracleAnswer {
  // open[d] = instances of deal d opened so far, each a list of per-option item lists.
  const open: number[][][][] = problem.deals.map(() => []);
  let best: OracleAnswer = { total: Infinity, instances: [] };

  const valid = () => {
    let groupInstances = new Map<string, number>();
    for (let d = 0; d < problem.deals.length; d += 1) {
      const deal = problem.deals[d] as OracleDeal;
      const instances = open[d] as number[][][];
      if (instances.length === 0) continue;
      if (instances.length > deal.maxInstances) return false;
      for (const other of deal.conflicts) if (other !== d && (open[other]?.length ?? 0) > 0) return false;
      if (deal.group !== null) groupInstances = groupInstances.set(deal.group, (groupInstances.get(deal.group) ?? 0) + instances.length);
      for (const picks of instances)
        if (deal.options.some((option, o) => (picks[o]?.length ?? 0) < option.required || (picks[o]?.length ?? 0) > option.capacity)) return false;
    }
    return [...groupInstances.values()].every((n) => n <= 1);
  };

  const mayOpen = (d: number) => {
    const deal = problem.deals[d] as OracleDeal;
    if (deal.conflicts.some((other) => other !== d && (open[other]?.length ?? 0) > 0)) return false;
    if (problem.deals.some((other, o) => o !== d && other.conflicts.includes(d) && (open[o]?.length ?? 0) > 0)) return false;
    return deal.group === null || problem.deals.every((other, o) => other.group !== deal.group || (open[o]?.length ?? 0) === 0);
  };

  const total = (looseSum: number) =>
    open.reduce((sum, instances, d) => sum + instances.reduce((inner, picks) => inner + problem.cost(d, picks), 0), looseSum);

  const place = (item: number, looseSum: number) => {
    if (item === problem.items) {
      if (!valid()) return;
      const value = total(looseSum);
      if (value < best.total - 1e-9) best = { total: value, instances: open.flatMap((instances, d) => instances.map((picks) => ({ deal: d, picks: picks.map((list) => [...list]) }))) };
      return;
    }
    place(item + 1, looseSum + problem.loose(item));
    problem.deals.forEach((deal, d) => {
      const instances = open[d] as number[][][];
      // Existing instances, then one new one (instances are unordered: opening them in turn is enough).
      for (let k = 0; k <= instances.length && k < deal.maxInstances; k += 1) {
        const fresh = k === instances.length;
        // An instance that could never be valid is not opened (the same checks as valid(), early).
        if (fresh && !mayOpen(d)) continue;
        if (fresh) instances.push(deal.options.map(() => []));
        const picks = instances[k] as number[][];
        deal.options.forEach((option, o) => {
          const list = picks[o] as number[];
          if (list.length >= option.capacity || !problem.fits(d, o, item)) return;
          list.push(item);
          place(item + 1, looseSum);
          list.pop();
        });
        if (fresh) instances.pop();
      }
    });
  };
  place(0, 0);
  return best;
}
