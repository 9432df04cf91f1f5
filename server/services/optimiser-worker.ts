import { randomUUID } from 'node:crypto';
import loadHighs from 'highs';
import { optimiseBasketExact, type MilpSolver } from '../../src/domain/dealbot';
import { lazyHighsSolver } from '../../src/domain/dealbot/milp';
import type { PricingBasket, PricingCatalogue } from '../../src/domain/pricing/types';
import type { OptimiseContext, OptimiseResult } from '../../src/domain/dealbot/types';

/**
 * The deal optimiser's worker thread (issue 12 item 9): the branch and bound and HiGHS run here, off
 * the server's event loop (eight 40-item optimise calls held /health for 801 ms when they ran on it).
 * optimiser-pool.ts runs this file with piscina; scripts/build-server.mjs bundles it into
 * dist-server/optimiser-worker.mjs beside main.mjs. Everything it gets is structured-cloned data.
 */
export interface OptimiseTask {
  basket: PricingBasket;
  catalogue: PricingCatalogue;
  context: OptimiseContext;
  /** HiGHS gives up after this and the branch and bound's grouping is answered (`exact: false`). */
  milpTimeLimitSeconds: number;
}

/** One HiGHS instance per worker and time limit, loaded on the first basket that needs it. */
const solvers = new Map<number, MilpSolver>();

function solverFor(timeLimitSeconds: number): MilpSolver {
  let milp = solvers.get(timeLimitSeconds);
  if (!milp) {
    milp = lazyHighsSolver(loadHighs, timeLimitSeconds);
    solvers.set(timeLimitSeconds, milp);
  }
  return milp;
}

export default async function optimiseTask(task: OptimiseTask): Promise<OptimiseResult> {
  return optimiseBasketExact(task.basket, task.catalogue, task.context, randomUUID, solverFor(task.milpTimeLimitSeconds));
}

/** Loads HiGHS now (a tiny MILP), so the first customer's basket does not pay the wasm's start-up. */
export async function warm(task: Pick<OptimiseTask, 'milpTimeLimitSeconds'>): Promise<string> {
  const solution = await solverFor(task.milpTimeLimitSeconds)('Maximize\n obj: x\nSubject To\n c1: x <= 1\nGeneral\n x\nEnd\n');
  return solution.Status;
}
