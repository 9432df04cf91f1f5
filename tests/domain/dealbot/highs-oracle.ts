// The second oracle, for baskets too big to brute-force: the same abstract problem as an integer
// programme solved by HiGHS (npm highs, wasm). Every filling of every deal is listed here on its own
// (a plain recursion, no dominance, no pruning) and becomes a column; rows keep the item counts, the
// deal limits, conflicts (a 0/1 "used" per deal) and the price-type group. Tests and bench only.
import loadHighs from 'highs';
import type { SolverProblem } from '../../../src/domain/dealbot/solver';

interface Column {
  deal: number;
  saving: number;
  uses: Map<number, number>;
}

function fillings(problem: SolverProblem, d: number): Column[] {
  const deal = problem.deals[d];
  if (!deal) return [];
  const columns: Column[] = [];
  const picks: number[][] = deal.options.map(() => []);
  const used = new Map<number, number>();
  const visit = (o: number, from: number) => {
    const option = deal.options[o];
    if (!option) {
      if (used.size === 0) return;
      let loose = 0;
      for (const [c, n] of used) loose += n * (problem.classes[c]?.loose ?? 0);
      const saving = loose - problem.cost(d, picks.map((list) => [...list]));
      if (saving > 1e-9) columns.push({ deal: d, saving, uses: new Map(used) });
      return;
    }
    const eligible = [...new Set(option.eligible)].sort((a, b) => a - b);
    const list = picks[o] as number[];
    if (list.length >= option.required) visit(o + 1, 0);
    if (list.length >= option.capacity) return;
    for (let e = from; e < eligible.length; e += 1) {
      const c = eligible[e] as number;
      if ((used.get(c) ?? 0) >= (problem.classes[c]?.count ?? 0)) continue;
      used.set(c, (used.get(c) ?? 0) + 1);
      list.push(c);
      visit(o, e);
      list.pop();
      const n = (used.get(c) ?? 1) - 1;
      if (n === 0) used.delete(c);
      else used.set(c, n);
    }
  };
  visit(0, 0);
  return columns;
}

/** The problem as CPLEX LP text: maximise the saving. */
function lpText(problem: SolverProblem, columns: readonly Column[]): string {
  const term = (coefficient: number, name: string) => `${coefficient >= 0 ? '+' : '-'} ${Math.abs(coefficient)} ${name}`;
  const rows: string[] = [];
  problem.classes.forEach((entry, c) => {
    const terms = columns.flatMap((column, p) => (column.uses.has(c) ? [term(column.uses.get(c) as number, `x${p}`)] : []));
    if (terms.length > 0) rows.push(`items${c}: ${terms.join(' ')} <= ${entry.count}`);
  });
  problem.deals.forEach((deal, d) => {
    const terms = columns.flatMap((column, p) => (column.deal === d ? [term(1, `x${p}`)] : []));
    if (terms.length > 0) rows.push(`deal${d}: ${terms.join(' ')} - ${deal.maxInstances} y${d} <= 0`);
    for (const other of deal.conflicts) if (other !== d) rows.push(`conflict${d}_${other}: y${d} + y${other} <= 1`);
  });
  const groups = new Set(problem.deals.map((deal) => deal.group).filter((group): group is string => group !== null));
  [...groups].forEach((group, g) => {
    const terms = columns.flatMap((column, p) => (problem.deals[column.deal]?.group === group ? [term(1, `x${p}`)] : []));
    if (terms.length > 0) rows.push(`group${g}: ${terms.join(' ')} <= 1`);
  });
  const objective = columns.map((column, p) => term(Math.round(column.saving * 1e6) / 1e6, `x${p}`)).join(' ') || '0 y0';
  return [
    'Maximize',
    ` obj: ${objective}`,
    'Subject To',
    ...rows.map((row) => ` ${row}`),
    'Bounds',
    ...columns.map((_, p) => ` 0 <= x${p} <= 1000`),
    ...problem.deals.map((_, d) => ` 0 <= y${d} <= 1`),
    'General',
    ...columns.map((_, p) => ` x${p}`),
    ...problem.deals.map((_, d) => ` y${d}`),
    'End',
  ].join('\n');
}

let highs: Awaited<ReturnType<typeof loadHighs>> | null = null;

/** The cheapest total by HiGHS. */
export async function highsTotal(problem: SolverProblem): Promise<number> {
  highs ??= await loadHighs();
  const columns = problem.deals.flatMap((_, d) => fillings(problem, d));
  const loose = problem.classes.reduce((sum, entry) => sum + entry.count * entry.loose, 0);
  if (columns.length === 0) return loose;
  const solution = highs.solve(lpText(problem, columns), { output_flag: false, mip_rel_gap: 0 } as never);
  if (solution.Status !== 'Optimal') throw new Error(`HiGHS: ${solution.Status}`);
  return loose - solution.ObjectiveValue;
}
