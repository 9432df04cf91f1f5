// Issue 18's cheaper small baskets: the bound's starting prices (no subgradient step) still bound the
// optimum, and the per-catalogue memos of class facts give the same answers as a fresh catalogue.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { optimiseBasket } from '../../../src/domain/dealbot/optimise';
import { candidateDeals, itemClasses, mergedClasses, solverProblem } from '../../../src/domain/dealbot/problem';
import { lagrangianBound, type BoundPattern } from '../../../src/domain/dealbot/solver-bound';
import type { OptimiseContext } from '../../../src/domain/dealbot/types';
import { bruteForce } from './oracle';
import { asOracleProblem, randomProblem } from './random-problems';
import { counterIds, randomBasket, seededRandom, ukCatalogue } from './uk-fixture';

const context: OptimiseContext = { disposition: 'delivery', decimals: { product: 2, basket: 2 }, loyaltyMember: false, discountId: null, voucherId: null };

describe('lagrangianBound with no subgradient step (parts of few patterns)', () => {
  it('is never below the best saving (brute force) on seeded random problems', () => {
    fc.assert(
      fc.property(randomProblem({ maxItems: 6, maxClasses: 4, maxDeals: 4 }), (random) => {
        const { problem } = random;
        // Every filling that saves, as the solver's patterns (the bound holds for any superset).
        const patterns: BoundPattern[] = [];
        problem.deals.forEach((deal, d) => {
          const fill = (o: number, from: number, picks: number[][], used: number[]) => {
            const option = deal.options[o];
            if (!option) {
              const uses = used.flatMap((n, c) => (n > 0 ? [[c, n] as [number, number]] : []));
              const loose = uses.reduce((sum, [c, n]) => sum + n * (problem.classes[c]?.loose ?? 0), 0);
              const saving = loose - problem.cost(d, picks);
              if (uses.length > 0 && saving > 1e-6) patterns.push({ deal: d, saving, uses });
              return;
            }
            const held = picks[o] as number[];
            if (held.length >= option.required) fill(o + 1, 0, picks, used);
            if (held.length >= option.capacity) return;
            for (let e = from; e < option.eligible.length; e += 1) {
              const c = option.eligible[e] as number;
              if ((used[c] as number) >= (problem.classes[c]?.count ?? 0)) continue;
              used[c] = (used[c] as number) + 1;
              held.push(c);
              fill(o, e, picks, used);
              held.pop();
              used[c] = (used[c] as number) - 1;
            }
          };
          fill(0, 0, deal.options.map(() => []), problem.classes.map(() => 0));
        });
        const looseTotal = problem.classes.reduce((sum, entry) => sum + entry.count * entry.loose, 0);
        const best = looseTotal - bruteForce(asOracleProblem(problem)).total;
        const bound = lagrangianBound(
          problem.classes.map((entry) => entry.count),
          problem.deals.map((deal, d) => ({ ...deal, conflicts: problem.deals.flatMap((other, e) => (e !== d && (deal.conflicts.includes(e) || other.conflicts.includes(d)) ? [e] : [])) })),
          patterns,
          0,
          0,
        );
        const value = problem.classes.reduce((sum, entry, c) => sum + entry.count * (bound.prices[c] as number), 0);
        // With the starting prices every pattern's reduced saving is ≤ 0: the prices alone bound it.
        expect(bound.dealValues.every((r) => r <= 1e-9)).toBe(true);
        expect(value).toBeGreaterThanOrEqual(best - 1e-6);
      }),
      { seed: 18, numRuns: 300 },
    );
  });
});

describe('class facts memoised per catalogue and deal', () => {
  it('gives the same problem and the same answers as a fresh catalogue, basket after basket', () => {
    const catalogue = ukCatalogue();
    for (let run = 0; run < 12; run += 1) {
      const basket = randomBasket(seededRandom(18_500 + run), 3 + (run % 8), catalogue);
      // A fresh products map: nothing memoised for it yet.
      const fresh = { ...catalogue, products: new Map(catalogue.products) };
      const shape = (pricing: typeof catalogue) => {
        const candidates = candidateDeals(pricing, context, [], 1e9, new Set());
        const merged = mergedClasses(itemClasses(Object.values(basket.items), pricing, 2), candidates, pricing, 2);
        const problem = solverProblem(merged.classes, candidates, pricing, 2, merged.facts);
        return { classes: problem.classes, deals: problem.deals, facts: merged.facts };
      };
      expect(shape(catalogue)).toEqual(shape(fresh));
      expect(shape(catalogue)).toEqual(shape(catalogue));
      const again = optimiseBasket(basket, catalogue, context, counterIds());
      expect(optimiseBasket(basket, fresh, context, counterIds())).toEqual(again);
    }
  });
});
