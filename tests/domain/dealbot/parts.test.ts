import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { optimiseBasket } from '../../../src/domain/dealbot/optimise';
import { candidateDeals, itemClasses, solverProblem } from '../../../src/domain/dealbot/problem';
import { solveDeals } from '../../../src/domain/dealbot/solver';
import type { OptimiseContext } from '../../../src/domain/dealbot/types';
import { checkAnswer } from './check-answer';
import { highsTotal } from './highs-oracle';
import { randomProblem } from './random-problems';
import { counterIds, randomBasket, seededRandom, ukCatalogue } from './uk-fixture';

// The solver splits a problem into independent parts (no shared class, deal, conflict or group) and
// problem.ts merges classes it cannot tell apart: both checked against HiGHS on problems too large for
// the brute force, with many small classes (many parts) and conflicts, limits and the price-type group.

const context: OptimiseContext = { disposition: 'delivery', decimals: { product: 2, basket: 2 }, loyaltyMember: false, discountId: null, voucherId: null };

describe('independent parts and merged classes (HiGHS as the oracle)', () => {
  it('solveDeals equals HiGHS on seeded random problems of up to 12 items, 6 classes, 5 deals', { timeout: 120_000 }, async () => {
    await fc.assert(
      fc.asyncProperty(randomProblem({ maxItems: 12, maxClasses: 6, maxDeals: 5 }), async ({ problem }) => {
        const answer = solveDeals(problem);
        checkAnswer(problem, answer);
        if (!answer.exact) return;
        expect(answer.total).toBeCloseTo(await highsTotal(problem), 6);
      }),
      { seed: 18, numRuns: 30 },
    );
  });

  it('optimiseBasket (merged classes) equals HiGHS on the unmerged problem: UK baskets of 5, 10 and 20 items', { timeout: 120_000 }, async () => {
    const catalogue = ukCatalogue();
    for (const size of [5, 10, 20])
      for (let run = 0; run < 8; run += 1) {
        const basket = randomBasket(seededRandom(18_000 + size * 100 + run), size, catalogue);
        const result = optimiseBasket(basket, catalogue, context, counterIds());
        if (result.exact === false) continue;
        const problem = solverProblem(itemClasses(Object.values(basket.items), catalogue, 2), candidateDeals(catalogue, context, [], result.before, new Set()), catalogue, 2);
        const total = Math.round((await highsTotal(problem)) * 100) / 100;
        expect(result.after, `basket ${size}/${run}`).toBeCloseTo(Math.min(result.before, total), 6);
      }
  });
});
