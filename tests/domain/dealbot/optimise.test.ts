import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { optimiseBasket } from '../../../src/domain/dealbot/optimise';
import { basketLines, candidateDeals, itemClasses, solverProblem, storedOptionIndex } from '../../../src/domain/dealbot/problem';
import { solveDeals } from '../../../src/domain/dealbot/solver';
import type { OptimiseContext } from '../../../src/domain/dealbot/types';
import { priceBasket } from '../../../src/domain/pricing';
import { itemFitsOption, itemMenuPrice, priceDealItems } from '../../../src/domain/pricing/items';
import type { BasketItemFacts, PricingBasket, PricingCatalogue, PricingContext, PricingDeal } from '../../../src/domain/pricing/types';
import { highsTotal } from './highs-oracle';
import { bruteForce } from './oracle';
import { counterIds, randomBasket, seededRandom, ukCatalogue } from './uk-fixture';
import { dealChoiceSlots } from '../../../src/domain/deals/choice-slots';

const catalogue = ukCatalogue();
const context = (overrides: Partial<OptimiseContext> = {}): OptimiseContext => ({
  disposition: 'collection',
  decimals: { product: 2, basket: 2 },
  loyaltyMember: false,
  discountId: null,
  voucherId: null,
  ...overrides,
});

const pizza = (id: string, size: string, productId = 'margherita'): BasketItemFacts => ({
  id,
  dealId: 'ND',
  item: { type: 'pizza', properties: { id: productId, kind: 'pizza', size, crust: 'pan', sauce: 'tomato', cheese: 'mozzarella', toppings: [], basketItemID: id } },
});

const basketOf = (...items: BasketItemFacts[]): PricingBasket => ({ deals: {}, items: Object.fromEntries(items.map((item) => [item.id, item])), discount: null });

/** The basket re-priced line by line with the pricing engine's own functions. */
function repriced(basket: PricingBasket, pricing: PricingCatalogue): number {
  const lines = basketLines(basket, pricing);
  const loose = lines.loose.reduce((sum, item) => sum + itemMenuPrice(item, pricing, 2).price, 0);
  const deals = [...lines.kept, ...lines.pooledDeals].reduce((sum, line) => {
    const deal = pricing.deals.get(line.entry.deal.id) as PricingDeal;
    return sum + priceDealItems(deal, line.items.map((item) => ({ optionIndex: storedOptionIndex(item), item })), pricing, 2);
  }, 0);
  return Math.round((loose + deals) * 100) / 100;
}

const pricingContext: PricingContext = {
  hut: { minDeliveryOrder: 0, minCollectionOrder: 0, minDeliveryOrderOverride: null, deliverySurcharge: 0, surcharges: [], variableDeliverySurcharges: [], supplements: [] },
  disposition: 'collection',
  decimals: { product: 2, basket: 2 },
  accountHolder: false,
  loyaltyMinimum: null,
  chosenSurcharges: [],
  giftCardCredit: 0,
  tax: { market: 'UK', region: null },
};

describe('optimiseBasket (spec 1 §3 Dealbot)', () => {
  it('puts two medium Margheritas (2 × 14.49) into buy-one-get-one-free: 14.49, same item ids', () => {
    const result = optimiseBasket(basketOf(pizza('a', 'medium'), pizza('b', 'medium')), catalogue, context(), counterIds());
    expect(result).toMatchObject({ before: 28.98, after: 14.49, savings: 14.49, changed: true });
    expect(result.basket.deals).toEqual({ 'deal-1': { id: 'deal-1', deal: { id: 'bogof', price: 14.49, type: 'deal' } } });
    expect(Object.keys(result.basket.items)).toEqual(['a', 'b']);
    const [first, second] = Object.values(result.basket.items);
    expect(first?.dealId).toBe('deal-1');
    expect(first?.item.properties).toMatchObject({ basketDealID: 'deal-1', optionIndex: 0, choiceId: 1, basketItemID: 'a' });
    expect(second?.item.properties).toMatchObject({ basketDealID: 'deal-1', optionIndex: 0, choiceId: 2 });
    expect(priceBasket(result.basket, catalogue, pricingContext).subtotal).toBe(14.49);
  });

  it('keeps the basket as it is when nothing is cheaper (no churn on a second run)', () => {
    const once = optimiseBasket(basketOf(pizza('a', 'medium'), pizza('b', 'medium')), catalogue, context(), counterIds());
    const twice = optimiseBasket(once.basket, catalogue, context(), counterIds('other'));
    expect(twice).toEqual({ basket: once.basket, before: 14.49, after: 14.49, savings: 0, changed: false, exact: true });
    expect(twice.basket).toBe(once.basket);
  });

  it('leaves a single loose pizza alone when no deal is cheaper', () => {
    const basket = basketOf(pizza('a', 'small'));
    expect(optimiseBasket(basket, catalogue, context(), counterIds())).toMatchObject({ basket, changed: false, savings: 0 });
  });

  it('keeps deals it must not touch (a redeemed deal, a gift card) and regroups the rest', () => {
    const basket: PricingBasket = {
      deals: {
        r: { id: 'r', deal: { id: 'bogof', price: 14.49, redeemId: 'points-1', type: 'deal' } },
        g: { id: 'g', deal: { id: 'gift-voucher-10', price: 0, type: 'deal' } },
      },
      items: {
        r1: { ...pizza('r1', 'medium'), dealId: 'r', item: { type: 'pizza', properties: { ...pizza('r1', 'medium').item.properties, optionIndex: 0, choiceId: 1 } } },
        r2: { ...pizza('r2', 'medium'), dealId: 'r', item: { type: 'pizza', properties: { ...pizza('r2', 'medium').item.properties, optionIndex: 0, choiceId: 2 } } },
        a: pizza('a', 'medium'),
        b: pizza('b', 'medium'),
      },
      discount: null,
    };
    const result = optimiseBasket(basket, catalogue, context(), counterIds());
    expect(result.basket.deals.r).toBe(basket.deals.r);
    expect(result.basket.deals.g).toBe(basket.deals.g);
    expect(result.basket.items.r1).toBe(basket.items.r1);
    // bogof allows 2, one is kept: the new pair still gets the second one.
    expect(Object.values(result.basket.deals).filter((entry) => entry.deal.id === 'bogof')).toHaveLength(2);
    expect(result.savings).toBe(14.49);
  });

  it('uses no deal that conflicts with the discount or is not offered for the disposition', () => {
    const basket = basketOf(pizza('a', 'medium'), pizza('b', 'medium'));
    const withDiscount = optimiseBasket(basket, { ...catalogue, deals: new Map([...catalogue.deals].map(([id, deal]) => [id, id === 'bogof' ? { ...deal, conflicts: [...deal.conflicts, 'web-only-20-off'] } : deal])) }, context({ discountId: 'web-only-20-off' }), counterIds());
    expect(Object.values(withDiscount.basket.deals).map((entry) => entry.deal.id)).not.toContain('bogof');
    const dineIn = optimiseBasket(basket, catalogue, context({ disposition: 'dinein' }), counterIds());
    expect(dineIn.changed).toBe(false);
  });

  it('breaks up a dearer deal the customer built and regroups its items', () => {
    const once = optimiseBasket(basketOf(pizza('a', 'medium'), pizza('b', 'medium')), catalogue, context(), counterIds());
    const veggie = { ...once.basket, deals: { 'deal-1': { id: 'deal-1', deal: { id: 'veggie-night', price: 21.99, type: 'deal' } } } };
    const result = optimiseBasket(veggie, catalogue, context(), counterIds('new'));
    expect(result.before).toBe(21.99);
    expect(result.after).toBe(14.49);
    expect(Object.values(result.basket.deals).map((entry) => entry.deal.id)).toEqual(['bogof']);
  });

  /** The brute force on the real items: every item loose or in an option of an instance of a deal. */
  function bruteForceBasket(basket: PricingBasket, pricing: PricingCatalogue, ctx: OptimiseContext): number {
    const items = Object.values(basket.items);
    const deals = candidateDeals(pricing, ctx, [], Infinity, new Set()).map(({ deal, maxInstances }) => ({ deal, maxInstances }));
    const bounds = (deal: PricingDeal) =>
      deal.options.map((option, o) => {
        const slots = dealChoiceSlots(deal).filter((slot) => slot.optionIndex === o);
        const capacity = Math.min(slots.reduce((sum, slot) => sum + slot.capacity, 0), option.max);
        return { required: Math.min(capacity, slots.reduce((sum, slot) => sum + slot.required, 0)), capacity };
      });
    const ids = deals.map((entry) => entry.deal.id);
    return bruteForce({
      items: items.length,
      deals: deals.map(({ deal, maxInstances }) => ({
        options: bounds(deal),
        maxInstances,
        conflicts: deal.conflicts.map((id) => ids.indexOf(id)).filter((d) => d >= 0),
        group: ['std-pizza-price', 'std-drink-price'].includes(deal.kind) ? 'price' : null,
      })),
      fits: (d, o, i) => itemFitsOption(deals[d]?.deal as PricingDeal, o, items[i] as BasketItemFacts, pricing),
      loose: (i) => itemMenuPrice(items[i] as BasketItemFacts, pricing, 2).price,
      cost: (d, picks) => priceDealItems(deals[d]?.deal as PricingDeal, picks.flatMap((list, o) => list.map((i) => ({ optionIndex: o, item: items[i] as BasketItemFacts }))), pricing, 2),
    }).total;
  }

  it('matches the brute force on seeded random UK baskets (≤ 6 items, ≤ 5 random deals without thresholds)', () => {
    const usable = [...catalogue.deals.values()].filter((deal) => deal.type === 'deal' && !deal.hidden && !deal.loyalty && !deal.threshold);
    let saved = 0;
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2 ** 30 }), fc.integer({ min: 1, max: 6 }), fc.shuffledSubarray(usable, { minLength: 1, maxLength: 5 }), (seed, size, deals) => {
        const pricing = { ...catalogue, deals: new Map(deals.map((deal) => [deal.id, deal])) };
        const ctx = context({ disposition: 'delivery' });
        const basket = randomBasket(seededRandom(seed), size, pricing);
        const result = optimiseBasket(basket, pricing, ctx, counterIds());
        const oracle = Math.round(bruteForceBasket(basket, pricing, ctx) * 100) / 100;
        expect(result.after).toBeCloseTo(Math.min(result.before, oracle), 6);
        expect(repriced(result.basket, pricing)).toBeCloseTo(result.after, 6);
        expect(Object.keys(result.basket.items).sort()).toEqual(Object.keys(basket.items).sort());
        if (result.changed) saved += 1;
      }),
      { seed: 42, numRuns: 400 },
    );
    // The baskets must exercise the deals, not only leave everything loose.
    expect(saved).toBeGreaterThan(40);
  });

  it('matches HiGHS on seeded 20- and 40-item UK baskets with every UK deal', { timeout: 60_000 }, async () => {
    for (const [seed, size] of [[1, 20], [2, 20], [3, 40]] as const) {
      const basket = randomBasket(seededRandom(seed), size, catalogue);
      const ctx = context({ disposition: 'delivery' });
      const classes = itemClasses(Object.values(basket.items), catalogue, 2);
      const problem = solverProblem(classes, candidateDeals(catalogue, ctx, [], Infinity, new Set()), catalogue, 2);
      const answer = solveDeals(problem);
      expect(answer.exact).toBe(true);
      expect(answer.total).toBeCloseTo(await highsTotal(problem), 6);
    }
  });
});
