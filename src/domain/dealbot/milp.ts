// The dealbot's exact fallback (issue 5 "it must return the optimum"): the solver's abstract problem as
// an integer programme, for a MILP solver (HiGHS) the caller injects. The branch and bound of
// solver.ts answers most baskets within its node budget; when it stops there (`exact: false`), the
// same problem is solved here and the answer is proven optimal by the MILP solver instead.
//
// The model. Every filling of every deal the counts allow is a column x_p (an integer: how many
// instances of that filling), worth its saving (Σ loose prices of its items − its cost) in a maximised
// objective; fillings that save nothing are left out (their items are as cheap loose). Rows:
//   items_c:  Σ_p uses_p(c) · x_p ≤ count_c                  (no item used twice)
//   deal_d:   Σ_{p of d} x_p ≤ maxInstances_d                 (the limit), and for a deal in a conflict
//             Σ_{p of d} x_p − maxInstances_d · y_d ≤ 0       instead (y_d = 1 when d is used)
//   conflict: y_d + y_e ≤ 1                                   (deals never used together)
//   group_g:  Σ_{p of a deal in g} x_p ≤ 1                    (one price-type instance at most)
// y_d are 0/1, and only deals in a conflict have one. Pure: no solver here, no DOM; the product and the tests' oracle share this model.
import { DEFAULT_NODE_BUDGET, solveDeals, type SolverAnswer, type SolverInstance, type SolverProblem } from './solver';

/** What the injected solver answers: HiGHS's own shape (`highs.solve(lp).Status`, `.Columns[name].Primal`). */
export interface MilpSolution {
  /** 'Optimal' when proven optimal; anything else (time limit, infeasible, …) is not an answer. */
  Status: string;
  /** Column values by name (read only when Status is 'Optimal'). */
  Columns: Record<string, { Primal: number }>;
}

/** Solves a CPLEX LP-format model (maximise, with integer columns) to proven optimality. */
export type MilpSolver = (lp: string) => Promise<MilpSolution>;

/** The part of a HiGHS instance (npm `highs`) the solver uses; the loader is injected, so this module loads no wasm. */
export interface HighsInstance {
  solve(lp: string, options: { output_flag: boolean; mip_rel_gap: number; time_limit: number }): { Status: string; Columns: Record<string, unknown> };
}

/**
 * HiGHS as a MilpSolver: loaded on the first basket that needs it, then kept. The wasm can abort (out
 * of memory, a native error) or fail to load: the instance is then dropped and the next basket loads a
 * fresh one. Past `timeLimitSeconds` the MILP is given up and the branch and bound's answer stands
 * (flagged not exact). The server and the basket worker each pass their own loader.
 */
export function lazyHighsSolver(load: () => Promise<HighsInstance>, timeLimitSeconds: number): MilpSolver {
  let highs: Promise<HighsInstance> | null = null;
  return async (lp) => {
    const loading = (highs ??= load());
    try {
      const solution = (await loading).solve(lp, { output_flag: false, mip_rel_gap: 0, time_limit: timeLimitSeconds });
      // An optimal answer's columns all carry Primal (HiGHS's types cover the infeasible shape too).
      return { Status: solution.Status, Columns: solution.Status === 'Optimal' ? (solution.Columns as MilpSolution['Columns']) : {} };
    } catch (error) {
      if (highs === loading) highs = null;
      throw error;
    }
  };
}

export interface MilpColumn {
  /** The LP variable name. */
  name: string;
  deal: number;
  /** picks[o] = the class indices option o holds, ascending. */
  picks: number[][];
  cost: number;
  /** Σ loose prices of its items − cost (> 0). */
  saving: number;
  /** How many items of each class it holds. */
  uses: Map<number, number>;
}

export interface MilpModel {
  columns: MilpColumn[];
  /** CPLEX LP text; '' when there is no column (nothing can save: all loose). */
  lp: string;
  /** Σ count × loose price: the total with every item loose. */
  looseTotal: number;
}

export interface MilpOptions {
  /**
   * Keep only the cheapest filling of a deal per multiset of classes (true, the product's default:
   * they use the same items, so the dearer one is never better). The tests' oracle lists every filling.
   */
  cheapestPerMultiset?: boolean;
}

const SAVING_EPSILON = 1e-9;
/** Money differences below this are rounding noise. */
const EPSILON = 1e-6;
/** A column value this close to an integer is that integer (HiGHS's feasibility tolerance is 1e-6). */
const INTEGRALITY = 1e-4;

/** Every filling of deal d the counts allow that saves something: option by option, a non-decreasing run of eligible classes. */
export function dealFillings(problem: SolverProblem, d: number, options: MilpOptions = {}): Omit<MilpColumn, 'name'>[] {
  const deal = problem.deals[d];
  if (!deal || deal.maxInstances <= 0) return [];
  const cheapest = options.cheapestPerMultiset ?? true;
  const found: Omit<MilpColumn, 'name'>[] = [];
  const byMultiset = new Map<string, number>();
  const picks: number[][] = deal.options.map(() => []);
  const used = new Map<number, number>();
  const eligible = deal.options.map((option) => [...new Set(option.eligible)].sort((a, b) => a - b));

  const record = () => {
    if (used.size === 0) return;
    let loose = 0;
    for (const [c, n] of used) loose += n * (problem.classes[c]?.loose ?? 0);
    const copy = picks.map((list) => [...list]);
    const cost = problem.cost(d, copy);
    const saving = loose - cost;
    if (saving <= SAVING_EPSILON) return;
    const uses = new Map([...used].sort(([a], [b]) => a - b));
    const filling = { deal: d, picks: copy, cost, saving, uses };
    if (!cheapest) {
      found.push(filling);
      return;
    }
    const key = [...uses].map(([c, n]) => `${c}x${n}`).join(',');
    const at = byMultiset.get(key);
    if (at === undefined) {
      byMultiset.set(key, found.length);
      found.push(filling);
    } else if (saving > (found[at] as Omit<MilpColumn, 'name'>).saving + SAVING_EPSILON) found[at] = filling;
  };

  const visit = (o: number, from: number) => {
    const option = deal.options[o];
    if (!option) {
      record();
      return;
    }
    const list = picks[o] as number[];
    const classes = eligible[o] as number[];
    if (list.length >= option.required) visit(o + 1, 0);
    if (list.length >= option.capacity) return;
    for (let e = from; e < classes.length; e += 1) {
      const c = classes[e] as number;
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
  return found;
}

/** The problem's columns (every deal's fillings, named x0, x1, …) and its CPLEX LP text. */
export function milpModel(problem: SolverProblem, options: MilpOptions = {}): MilpModel {
  const columns: MilpColumn[] = problem.deals
    .flatMap((_, d) => dealFillings(problem, d, options))
    .map((filling, p) => ({ ...filling, name: `x${p}` }));
  const looseTotal = problem.classes.reduce((sum, entry) => sum + entry.count * entry.loose, 0);
  return { columns, lp: columns.length === 0 ? '' : lpText(problem, columns), looseTotal };
}

function lpText(problem: SolverProblem, columns: readonly MilpColumn[]): string {
  const term = (coefficient: number, name: string) => `${coefficient >= 0 ? '+' : '-'} ${Math.abs(coefficient)} ${name}`;
  const inRange = (other: number, d: number) => other !== d && Number.isInteger(other) && other >= 0 && other < problem.deals.length;
  // Deals in a conflict get a 0/1 "used" y_d; the others need none (their limit row is tighter without it).
  const conflicts = problem.deals.flatMap((deal, d) => [...new Set(deal.conflicts)].filter((other) => inRange(other, d)).map((other) => [d, other] as const));
  const flagged = new Set(conflicts.flat());
  const rows: string[] = [];
  problem.classes.forEach((entry, c) => {
    const terms = columns.flatMap((column) => (column.uses.has(c) ? [term(column.uses.get(c) as number, column.name)] : []));
    if (terms.length > 0) rows.push(`items${c}: ${terms.join(' ')} <= ${entry.count}`);
  });
  problem.deals.forEach((deal, d) => {
    const terms = columns.flatMap((column) => (column.deal === d ? [term(1, column.name)] : []));
    if (terms.length === 0) return;
    rows.push(flagged.has(d) ? `deal${d}: ${terms.join(' ')} - ${deal.maxInstances} y${d} <= 0` : `deal${d}: ${terms.join(' ')} <= ${deal.maxInstances}`);
  });
  for (const [d, other] of conflicts) rows.push(`conflict${d}_${other}: y${d} + y${other} <= 1`);
  const groups = [...new Set(problem.deals.map((deal) => deal.group).filter((group): group is string => group !== null))];
  groups.forEach((group, g) => {
    const terms = columns.flatMap((column) => (problem.deals[column.deal]?.group === group ? [term(1, column.name)] : []));
    if (terms.length > 0) rows.push(`group${g}: ${terms.join(' ')} <= 1`);
  });
  const objective = columns.map((column) => term(Math.round(column.saving * 1e6) / 1e6, column.name)).join(' ');
  // 10-G17: a basket that met its minimum order must keep meeting it: the saving is capped.
  if (problem.maxSaving !== undefined && Number.isFinite(problem.maxSaving)) rows.push(`cap: ${objective} <= ${Math.max(0, problem.maxSaving) + 1e-6}`);
  const used = [...flagged].sort((a, b) => a - b).map((d) => `y${d}`);
  return [
    'Maximize',
    ` obj: ${objective}`,
    'Subject To',
    ...rows.map((row) => ` ${row}`),
    'Bounds',
    ...columns.map((column) => ` 0 <= ${column.name} <= 1000`),
    ...used.map((name) => ` 0 <= ${name} <= 1`),
    'General',
    ...columns.map((column) => ` ${column.name}`),
    ...used.map((name) => ` ${name}`),
    'End',
  ].join('\n');
}

/**
 * A MILP solution as the solver's answer: each column taken as many times as its (integral) value,
 * re-checked against the problem (counts, limits, conflicts, group) before it is believed. Throws
 * when the solution is not proven optimal or breaks a rule.
 */
export function milpAnswer(problem: SolverProblem, model: MilpModel, solution: MilpSolution): SolverAnswer {
  if (solution.Status !== 'Optimal') throw new Error(`MILP: ${solution.Status}`);
  const instances: SolverInstance[] = [];
  const used = problem.classes.map(() => 0);
  const perDeal = problem.deals.map(() => 0);
  const perGroup = new Map<string, number>();
  let total = model.looseTotal;
  for (const column of model.columns) {
    const value = solution.Columns[column.name]?.Primal ?? 0;
    const times = Math.round(value);
    if (Math.abs(value - times) > INTEGRALITY || times < 0) throw new Error(`MILP: ${column.name} = ${value} is not a whole number`);
    for (let n = 0; n < times; n += 1) instances.push({ deal: column.deal, picks: column.picks.map((list) => [...list]), cost: column.cost });
    if (times === 0) continue;
    for (const [c, count] of column.uses) used[c] = (used[c] as number) + times * count;
    perDeal[column.deal] = (perDeal[column.deal] as number) + times;
    const group = problem.deals[column.deal]?.group ?? null;
    if (group !== null) perGroup.set(group, (perGroup.get(group) ?? 0) + times);
    total -= times * column.saving;
  }
  const broken =
    problem.classes.some((entry, c) => (used[c] as number) > entry.count) ||
    problem.deals.some((deal, d) => (perDeal[d] as number) > deal.maxInstances) ||
    problem.deals.some((deal, d) => (perDeal[d] as number) > 0 && deal.conflicts.some((other) => other !== d && (perDeal[other] ?? 0) > 0)) ||
    [...perGroup.values()].some((n) => n > 1) ||
    (problem.maxSaving !== undefined && model.looseTotal - total > problem.maxSaving + 1e-6);
  if (broken) throw new Error('MILP: the solution breaks a rule of the problem');
  return { total, instances, exact: true };
}

/** The cheapest grouping by the MILP solver alone (exact: true), or a thrown error. */
export async function solveDealsMilp(problem: SolverProblem, solver: MilpSolver, options: MilpOptions = {}): Promise<SolverAnswer> {
  const model = milpModel(problem, options);
  if (model.columns.length === 0) return { total: model.looseTotal, instances: [], exact: true };
  return milpAnswer(problem, model, await solver(model.lp));
}

/**
 * The branch and bound's node budget when a MILP solver stands behind it. Smaller than
 * DEFAULT_NODE_BUDGET: the baskets that need more nodes are solved faster by the MILP than by
 * searching on (bench/dealbot.mjs, 40 items × 60 deals: median about 0.6 s with 1 000 nodes against
 * 1.1 s with 5 000), while 20-item baskets still finish in the branch and bound.
 */
export const MILP_NODE_BUDGET = 1_000;

export interface ExactOptions {
  /** The branch and bound's node budget (MILP_NODE_BUDGET with a MILP solver, else DEFAULT_NODE_BUDGET); tests pass a small one. */
  nodeBudget?: number;
  /** Told when the MILP fails and the branch and bound's grouping is answered instead. */
  onMilpError?: (error: unknown) => void;
}

/**
 * The branch and bound first (fast, no wasm); when it stops at its node budget and a MILP solver is
 * given, the MILP's proven optimum. Should the MILP fail, the branch and bound's grouping stays the
 * answer, still flagged `exact: false`.
 */
export async function solveDealsExact(problem: SolverProblem, milp?: MilpSolver, options: ExactOptions = {}): Promise<SolverAnswer> {
  const answer = solveDeals(problem, options.nodeBudget ?? (milp ? MILP_NODE_BUDGET : DEFAULT_NODE_BUDGET));
  if (answer.exact || !milp) return answer;
  try {
    const exact = await solveDealsMilp(problem, milp);
    // A proven optimum is never dearer than a grouping found; if it were, the solution is not believed.
    if (exact.total <= answer.total + EPSILON) return exact;
    throw new Error(`MILP: optimum ${exact.total} above the grouping found, ${answer.total}`);
  } catch (error) {
    options.onMilpError?.(error);
    return answer;
  }
}
