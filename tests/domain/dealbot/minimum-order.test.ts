import { describe, expect, it } from 'vitest';
import { optimiseBasket, optimiseBasketExact } from '../../../src/domain/dealbot/optimise';
import { solveDeals } from '../../../src/domain/dealbot/solver';
import type { OptimiseContext } from '../../../src/domain/dealbot/types';
import type { BasketItemFacts, PricingBasket } from '../../../src/domain/pricing/types';
import { seedCatalogue } from '../pricing/fixtures';
import { counterIds } from './uk-fixture';

// 10-G17 (walkthrough): the dealbot regrouped a French basket to 14,90 €, 10 cents under the 15 €
// delivery minimum it met before. Decision: it keeps the best arrangement that still meets it.
// fr-1 seed: Margherita medium 11,90 / large 14,90; bogof (the cheaper free), bogoh (half price).
const fr = seedCatalogue('fr-1');
const context = (minimumOrder: number | null): OptimiseContext => ({
  disposition: 'delivery',
  decimals: { product: 2, basket: 2 },
  loyaltyMember: false,
  discountId: null,
  voucherId: null,
  minimumOrder,
});
const pizza = (id: string, size: string): BasketItemFacts => ({
  id,
  dealId: 'ND',
  item: { type: 'pizza', properties: { id: 'margherita', kind: 'pizza', size, crust: 'pan', sauce: 'tomato', cheese: 'mozzarella', toppings: [], basketItemID: id } },
});
const basket: PricingBasket = { deals: {}, items: { a: pizza('a', 'large'), b: pizza('b', 'medium') }, discount: null };

describe('the dealbot and the minimum order (10-G17)', () => {
  it('without a minimum, buy one get one free takes the basket from 26,80 € to 14,90 €', () => {
    expect(optimiseBasket(basket, fr, context(null), counterIds())).toMatchObject({ before: 26.8, after: 14.9, changed: true });
  });

  it('with the 15 € minimum it met, the best arrangement at or above 15 €: second pizza half price, 20,85 €', () => {
    const result = optimiseBasket(basket, fr, context(15), counterIds());
    expect(result).toMatchObject({ before: 26.8, after: 20.85, savings: 5.95, changed: true });
    expect(Object.values(result.basket.deals).map((entry) => entry.deal.id)).toEqual(['bogoh']);
  });

  it('the exact path (MILP fallback) keeps the same rule', async () => {
    const result = await optimiseBasketExact(basket, fr, context(15), counterIds(), undefined, { nodeBudget: 1 });
    expect(result.after).toBeGreaterThanOrEqual(15);
  });

  it('a basket under the minimum already is optimised as before (the rule protects a met minimum only)', () => {
    const small = { ...basket, items: { a: pizza('a', 'medium'), b: pizza('b', 'medium') } };
    expect(optimiseBasket(small, fr, context(30), counterIds())).toMatchObject({ before: 23.8, after: 11.9 });
  });
});

describe('solveDeals with a saving cap', () => {
  // Two classes (loose 10 each); a deal of two saves 8, a deal of one saves 3.
  const problem = {
    classes: [{ count: 2, loose: 10 }],
    deals: [
      { options: [{ required: 2, capacity: 2, eligible: [0] }], maxInstances: 1, conflicts: [], group: null },
      { options: [{ required: 1, capacity: 1, eligible: [0] }], maxInstances: 2, conflicts: [], group: null },
    ],
    cost: (deal: number) => (deal === 0 ? 12 : 7),
  };
  it('takes the best grouping within the cap, not the best overall', () => {
    expect(solveDeals(problem).total).toBe(12);
    expect(solveDeals({ ...problem, maxSaving: 7 }).total).toBe(14);
    expect(solveDeals({ ...problem, maxSaving: 2 }).total).toBe(20);
  });
});
