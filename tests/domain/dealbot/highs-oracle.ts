// The second oracle, for baskets too big to brute-force: the same abstract problem as an integer
// programme solved by HiGHS (npm highs, wasm). The model is src/domain/dealbot/milp.ts (the product's
// exact fallback shares it); here every filling of every deal is its own column (no dominance, no
// pruning: `cheapestPerMultiset: false`). Tests and bench only.
import loadHighs from 'highs';
import { milpModel, type MilpSolver } from '../../../src/domain/dealbot/milp';
import type { SolverProblem } from '../../../src/domain/dealbot/solver';

let highs: Awaited<ReturnType<typeof loadHighs>> | null = null;

/** HiGHS from node_modules as a MilpSolver (the one instance, loaded on first use). */
export const highsSolver: MilpSolver = async (lp) => {
  highs ??= await loadHighs();
  try {
    const solution = highs.solve(lp, { output_flag: false, mip_rel_gap: 0 } as never);
    return { Status: solution.Status, Columns: solution.Status === 'Optimal' ? solution.Columns : {} };
  } catch (error) {
    // The wasm may abort: the next call loads a fresh instance.
    highs = null;
    throw error;
  }
};

/** The cheapest total by HiGHS. */
export async function highsTotal(problem: SolverProblem): Promise<number> {
  const model = milpModel(problem, { cheapestPerMultiset: false });
  if (model.columns.length === 0) return model.looseTotal;
  const solution = await highsSolver(model.lp);
  if (solution.Status !== 'Optimal') throw new Error(`HiGHS: ${solution.Status}`);
  return model.looseTotal - model.columns.reduce((sum, column) => sum + Math.round(solution.Columns[column.name]?.Primal ?? 0) * column.saving, 0);
}
