import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { solveDeals, type SolverProblem } from '../../../src/domain/dealbot/solver';
import { checkAnswer } from './check-answer';
import { bruteForce } from './oracle';
import { asOracleProblem, randomProblem } from './random-problems';

const fixed = (price: number) => () => price;

describe('solveDeals (spec 1 §3 Dealbot: the cheapest grouping)', () => {
  it('stops at its node budget with a valid grouping flagged not exact', () => {
    const problem: SolverProblem = {
      classes: Array.from({ length: 6 }, (_, c) => ({ count: 1, loose: 10 + c })),
      deals: [{ options: [{ required: 2, capacity: 2, eligible: [0, 1, 2, 3, 4, 5] }], maxInstances: 3, conflicts: [], group: null }],
      cost: (_d, picks) => Math.max(...picks.flat()) + 10,
    };
    const capped = solveDeals(problem, 0);
    expect(capped.exact).toBe(false);
    checkAnswer(problem, capped);
    expect(solveDeals(problem).exact).toBe(true);
    expect(solveDeals(problem).total).toBeLessThanOrEqual(capped.total);
  });

  it('leaves everything loose when no deal saves', () => {
    const problem: SolverProblem = {
      classes: [{ count: 2, loose: 5 }],
      deals: [{ options: [{ required: 2, capacity: 2, eligible: [0] }], maxInstances: 1, conflicts: [], group: null }],
      cost: fixed(10),
    };
    expect(solveDeals(problem)).toEqual({ total: 10, instances: [], exact: true });
  });

  it('groups two pizzas into a cheaper two-pizza deal, as many times as the deal allows', () => {
    const problem: SolverProblem = {
      classes: [{ count: 5, loose: 14.49 }],
      deals: [{ options: [{ required: 2, capacity: 2, eligible: [0] }], maxInstances: 2, conflicts: [], group: null }],
      cost: fixed(20),
    };
    const answer = solveDeals(problem);
    expect(answer.instances).toHaveLength(2);
    expect(answer.total).toBeCloseTo(40 + 14.49, 6);
  });

  it('never uses conflicting deals together, even when only one side names the other', () => {
    const problem: SolverProblem = {
      classes: [{ count: 4, loose: 10 }],
      deals: [
        { options: [{ required: 2, capacity: 2, eligible: [0] }], maxInstances: 1, conflicts: [], group: null },
        { options: [{ required: 2, capacity: 2, eligible: [0] }], maxInstances: 1, conflicts: [0], group: null },
      ],
      cost: (d) => (d === 0 ? 15 : 16),
    };
    const answer = solveDeals(problem);
    expect(answer.total).toBeCloseTo(15 + 20, 6);
    checkAnswer(problem, answer);
  });

  it('allows one price-type instance in all (std-pizza-price, std-drink-price)', () => {
    const problem: SolverProblem = {
      classes: [{ count: 2, loose: 16.99 }, { count: 1, loose: 3.99 }],
      deals: [
        { options: [{ required: 1, capacity: 1, eligible: [0] }], maxInstances: 4, conflicts: [], group: 'price' },
        { options: [{ required: 1, capacity: 1, eligible: [1] }], maxInstances: 4, conflicts: [], group: 'price' },
      ],
      cost: (d) => (d === 0 ? 12.99 : 2.99),
    };
    const answer = solveDeals(problem);
    expect(answer.instances).toHaveLength(1);
    expect(answer.total).toBeCloseTo(12.99 + 16.99 + 3.99, 6);
  });

  it('prices an instance by its option filling: an optional slot is filled only when it helps', () => {
    const problem: SolverProblem = {
      classes: [{ count: 1, loose: 10 }, { count: 1, loose: 3 }],
      deals: [
        {
          options: [
            { required: 1, capacity: 1, eligible: [0] },
            { required: 0, capacity: 1, eligible: [1] },
          ],
          maxInstances: 1,
          conflicts: [],
          group: null,
        },
      ],
      cost: (_d, picks) => 8 + (picks[1]?.length ?? 0) * 1,
    };
    const answer = solveDeals(problem);
    expect(answer.total).toBeCloseTo(9, 6);
    expect(answer.instances[0]?.picks).toEqual([[0], [1]]);
  });

  const matchesOracle = ({ problem }: { problem: SolverProblem }) => {
    const answer = solveDeals(problem);
    checkAnswer(problem, answer);
    expect(answer.exact).toBe(true);
    expect(answer.total).toBeCloseTo(bruteForce(asOracleProblem(problem)).total, 6);
  };

  // Generous timeouts: the brute force is the slow part, and the machine may be busy.
  it('matches the brute-force oracle on 1,500 seeded random problems (≤ 6 items, ≤ 5 deals)', { timeout: 60_000 }, () => {
    fc.assert(fc.property(randomProblem({ maxItems: 6, maxClasses: 5, maxDeals: 5 }), matchesOracle), { seed: 20261122, numRuns: 1500 });
  });

  it('matches the brute-force oracle at the limit of the oracle (8 items, 6 deals)', { timeout: 60_000 }, () => {
    fc.assert(fc.property(randomProblem({ maxItems: 8, maxClasses: 5, maxDeals: 6 }), matchesOracle), { seed: 5, numRuns: 30 });
  });
});
