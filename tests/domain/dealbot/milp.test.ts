import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { milpAnswer, milpModel, solveDealsExact, solveDealsMilp, type MilpSolver } from '../../../src/domain/dealbot/milp';
import { optimiseBasket, optimiseBasketExact } from '../../../src/domain/dealbot/optimise';
import { candidateDeals, itemClasses, solverProblem } from '../../../src/domain/dealbot/problem';
import { solveDeals, type SolverProblem } from '../../../src/domain/dealbot/solver';
import type { OptimiseContext } from '../../../src/domain/dealbot/types';
import { priceBasket } from '../../../src/domain/pricing';
import type { PricingContext } from '../../../src/domain/pricing/types';
import { highsSolver, highsTotal } from './highs-oracle';
import { checkAnswer } from './check-answer';
import { bruteForce } from './oracle';
import { asOracleProblem, randomProblem } from './random-problems';
import { counterIds, randomBasket, seededRandom, ukCatalogue } from './uk-fixture';

// The exact fallback (issue 5 "it must return the optimum"): the problem as a MILP (milp.ts), solved
// by HiGHS from node_modules, where the branch and bound stops at its node budget.

const pairs: SolverProblem = {
  classes: Array.from({ length: 6 }, (_, c) => ({ count: 1, loose: 10 + c })),
  deals: [{ options: [{ required: 2, capacity: 2, eligible: [0, 1, 2, 3, 4, 5] }], maxInstances: 3, conflicts: [], group: null }],
  cost: (_d, picks) => Math.max(...picks.flat()) + 10,
};

describe('milpModel / milpAnswer', () => {
  it('lists fillings as columns and writes a CPLEX LP model; y only for deals in a conflict', () => {
    const model = milpModel(pairs);
    expect(model.looseTotal).toBe(75);
    expect(model.columns.length).toBe(15);
    expect(model.lp).toMatch(/^Maximize\n obj: \+ /);
    expect(model.lp).toContain('deal0: + 1 x0');
    expect(model.lp).not.toMatch(/\by0\b/);
    const conflicting = milpModel({ ...pairs, deals: [pairs.deals[0]!, { ...pairs.deals[0]!, conflicts: [0] }] });
    expect(conflicting.lp).toContain('conflict1_0: y1 + y0 <= 1');
    expect(milpModel({ ...pairs, deals: [] })).toMatchObject({ columns: [], lp: '' });
  });

  it('keeps the cheapest filling per multiset unless every filling is asked for', () => {
    // Two options of one class each: a+b in either order is the same multiset.
    const problem: SolverProblem = {
      classes: [{ count: 1, loose: 10 }, { count: 1, loose: 10 }],
      deals: [{ options: [{ required: 1, capacity: 1, eligible: [0, 1] }, { required: 1, capacity: 1, eligible: [0, 1] }], maxInstances: 1, conflicts: [], group: null }],
      cost: (_d, picks) => (picks[0]?.[0] === 0 ? 12 : 15),
    };
    expect(milpModel(problem).columns.map((column) => column.cost)).toEqual([12]);
    expect(milpModel(problem, { cheapestPerMultiset: false }).columns.map((column) => column.cost)).toEqual([12, 15]);
  });

  it('refuses a solution that is not proven optimal, not whole, or breaks a rule', () => {
    const model = milpModel(pairs);
    expect(() => milpAnswer(pairs, model, { Status: 'Time limit reached', Columns: {} })).toThrow(/Time limit/);
    expect(() => milpAnswer(pairs, model, { Status: 'Optimal', Columns: { x0: { Primal: 0.5 } } })).toThrow(/whole number/);
    // x0 holds classes 0 and 1; twice is two of each, and there is one.
    expect(() => milpAnswer(pairs, model, { Status: 'Optimal', Columns: { x0: { Primal: 2 } } })).toThrow(/breaks a rule/);
  });
});

describe('solveDealsMilp (HiGHS)', () => {
  it('matches the brute force on random problems (≤ 6 items, ≤ 5 deals, every cost kind, conflicts, group)', { timeout: 60_000 }, async () => {
    await fc.assert(
      fc.asyncProperty(randomProblem({ maxItems: 6, maxClasses: 5, maxDeals: 5 }), async ({ problem }) => {
        const answer = await solveDealsMilp(problem, highsSolver);
        expect(answer.exact).toBe(true);
        checkAnswer(problem, answer);
        expect(answer.total).toBeCloseTo(bruteForce(asOracleProblem(problem)).total, 6);
      }),
      { seed: 20261122, numRuns: 400 },
    );
  });
});

describe('solveDealsExact', () => {
  it('answers the branch and bound when it finishes: no MILP call', async () => {
    const milp = vi.fn<MilpSolver>();
    const answer = await solveDealsExact(pairs, milp);
    expect(answer).toEqual(solveDeals(pairs));
    expect(milp).not.toHaveBeenCalled();
  });

  it('past the node budget, the MILP optimum, exact', async () => {
    const capped = solveDeals(pairs, 0);
    expect(capped.exact).toBe(false);
    const answer = await solveDealsExact(pairs, highsSolver, { nodeBudget: 0 });
    expect(answer.exact).toBe(true);
    checkAnswer(pairs, answer);
    expect(answer.total).toBeCloseTo(solveDeals(pairs).total, 9);
  });

  it('keeps the branch and bound grouping, not exact, when the MILP fails or there is none', async () => {
    const capped = solveDeals(pairs, 0);
    const errors: unknown[] = [];
    const failing: MilpSolver = async () => {
      throw new Error('wasm aborted');
    };
    expect(await solveDealsExact(pairs, failing, { nodeBudget: 0, onMilpError: (error) => errors.push(error) })).toEqual(capped);
    expect(String(errors[0])).toMatch(/wasm aborted/);
    expect(await solveDealsExact(pairs, async () => ({ Status: 'Infeasible', Columns: {} }), { nodeBudget: 0 })).toEqual(capped);
    expect(await solveDealsExact(pairs, undefined, { nodeBudget: 0 })).toEqual(capped);
  });
});

const catalogue = ukCatalogue();
const context: OptimiseContext = { disposition: 'delivery', decimals: { product: 2, basket: 2 }, loyaltyMember: false, discountId: null, voucherId: null };
const pricingContext: PricingContext = {
  hut: { minDeliveryOrder: 0, minCollectionOrder: 0, minDeliveryOrderOverride: null, deliverySurcharge: 0, surcharges: [], variableDeliverySurcharges: [], supplements: [] },
  disposition: 'delivery',
  decimals: { product: 2, basket: 2 },
  accountHolder: false,
  loyaltyMinimum: null,
  chosenSurcharges: [],
  giftCardCredit: 0,
  tax: { market: 'UK', region: null },
};
const cents = (value: number) => Math.round(value * 100) / 100;

describe('optimiseBasketExact', () => {
  it('answers as optimiseBasket where the branch and bound finishes', async () => {
    const basket = randomBasket(seededRandom(7), 10, catalogue);
    const milp = vi.fn<MilpSolver>();
    expect(await optimiseBasketExact(basket, catalogue, context, counterIds(), milp)).toEqual(optimiseBasket(basket, catalogue, context, counterIds()));
    expect(milp).not.toHaveBeenCalled();
  });

  it('solves baskets that hit a node budget of 50 exactly via the MILP: the HiGHS optimum, a valid basket', { timeout: 60_000 }, async () => {
    let capped = 0;
    for (const [seed, size] of [[1, 20], [2, 20], [3, 40], [4, 30], [5, 30]] as const) {
      const basket = randomBasket(seededRandom(seed), size, catalogue);
      const problem = solverProblem(itemClasses(Object.values(basket.items), catalogue, 2), candidateDeals(catalogue, context, [], Infinity, new Set()), catalogue, 2);
      if (!solveDeals(problem, 50).exact) capped += 1;
      const milp = vi.fn(highsSolver);
      const result = await optimiseBasketExact(basket, catalogue, context, counterIds(), milp, { nodeBudget: 50 });
      expect(result.exact).toBe(true);
      expect(result.after).toBeCloseTo(Math.min(result.before, cents(await highsTotal(problem))), 6);
      expect(priceBasket(result.basket, catalogue, pricingContext).subtotal).toBeCloseTo(result.after, 6);
      expect(Object.keys(result.basket.items).sort()).toEqual(Object.keys(basket.items).sort());
    }
    // The budget must really have been hit, or this tests nothing.
    expect(capped).toBeGreaterThanOrEqual(3);
  });

  it('matches the brute force on small UK baskets with the MILP answering every one (node budget 0)', { timeout: 60_000 }, async () => {
    const usable = [...catalogue.deals.values()].filter((deal) => deal.type === 'deal' && !deal.hidden && !deal.loyalty && !deal.threshold);
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 1, max: 2 ** 30 }), fc.integer({ min: 1, max: 6 }), fc.shuffledSubarray(usable, { minLength: 1, maxLength: 5 }), async (seed, size, deals) => {
        const pricing = { ...catalogue, deals: new Map(deals.map((deal) => [deal.id, deal])) };
        const basket = randomBasket(seededRandom(seed), size, pricing);
        const problem = solverProblem(itemClasses(Object.values(basket.items), pricing, 2), candidateDeals(pricing, context, [], Infinity, new Set()), pricing, 2);
        const result = await optimiseBasketExact(basket, pricing, context, counterIds(), highsSolver, { nodeBudget: 0 });
        expect(result.exact).toBe(true);
        const oracle = cents(bruteForce(asOracleProblem(problem)).total);
        expect(result.after).toBeCloseTo(Math.min(result.before, oracle), 6);
      }),
      { seed: 42, numRuns: 200 },
    );
  });
});
