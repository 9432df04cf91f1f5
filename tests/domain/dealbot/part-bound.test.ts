// Issue 18: the search bounds a part over the part's own deals only (search.ts partBound). That bound
// is never below the part's best saving (brute force) and never above the bound over every deal.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dealPatterns, undominated } from '../../../src/domain/dealbot/patterns';
import { independentParts, normalisedDeals } from '../../../src/domain/dealbot/parts';
import { partBound } from '../../../src/domain/dealbot/search';
import { boundValue, lagrangianBound } from '../../../src/domain/dealbot/solver-bound';
import type { SolverProblem } from '../../../src/domain/dealbot/solver';
import { bruteForce } from './oracle';
import { asOracleProblem, randomProblem } from './random-problems';

describe('partBound', () => {
  it('keeps only the deals of the part, renumbered, and bounds the optimum no looser than over every deal', () => {
    fc.assert(
      fc.property(randomProblem({ maxItems: 6, maxClasses: 4, maxDeals: 5 }), (random) => {
        const input = random.problem;
        const problem: SolverProblem = { ...input, deals: normalisedDeals(input.deals) };
        const patterns = undominated(problem, problem.deals.flatMap((_, d) => dealPatterns(problem, d)));
        const counts = problem.classes.map((entry) => entry.count);
        const looseTotal = problem.classes.reduce((sum, entry) => sum + entry.count * entry.loose, 0);
        const best = looseTotal - bruteForce(asOracleProblem(input)).total;
        let partsBound = 0;
        for (const part of independentParts(problem, patterns)) {
          const local = partBound(problem.deals, part);
          expect(local.global).toEqual([...new Set(part.map((pattern) => pattern.deal))].sort((a, b) => a - b));
          local.patterns.forEach((pattern, at) => expect(local.global[pattern.deal]).toBe(part[at]?.deal));
          const state = (deals: number) => ({ left: counts, instancesLeft: (d: number) => (d < deals ? Infinity : 0), groupOpen: () => true });
          // Starting prices (no subgradient step): the same for both, as they depend on the patterns only.
          const relaxation = lagrangianBound(counts, local.deals, local.patterns, 0, 0);
          const value = boundValue(relaxation, local.deals, local.patterns, {
            ...state(local.deals.length),
            instancesLeft: (d) => (local.deals[d] as { maxInstances: number }).maxInstances,
          });
          const whole = boundValue(lagrangianBound(counts, problem.deals, part, 0, 0), problem.deals, part, { ...state(0), instancesLeft: (d) => problem.deals[d]?.maxInstances ?? 0 });
          expect(value).toBeLessThanOrEqual(whole + 1e-6);
          partsBound += value;
        }
        expect(partsBound).toBeGreaterThanOrEqual(best - 1e-6);
      }),
      { seed: 18, numRuns: 120 },
    );
  });
});
