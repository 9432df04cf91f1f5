import { describe, expect, it } from 'vitest';
import { basketFromPayload } from '../../../src/domain/basket/wire';
import { optimisePayload, optimiseResponse } from '../../../src/domain/dealbot/payload';
import type { PricingBasket } from '../../../src/domain/pricing/types';
import { ukCatalogue } from './uk-fixture';

const half = { productId: 'pepperoni-feast', size: 'large', crust: 'pan', sauce: 'tomato', cheese: 'mozzarella', toppings: ['pepperoni'] };

const basket: PricingBasket = {
  deals: { d1: { id: 'd1', deal: { id: 'bogof', price: 19.99, type: 'deal' } } },
  items: {
    p1: {
      id: 'p1',
      dealId: 'd1',
      item: {
        type: 'pizza',
        properties: { id: 'margherita', kind: 'pizza', size: 'large', firstHalf: { ...half, productId: 'margherita' }, secondHalf: half, choiceId: 1, optionIndex: 0, basketItemID: 'p1', basketDealID: 'd1', price: 18.49, originalPrice: 18.49, extras: 0 },
      },
    },
    p2: { id: 'p2', dealId: 'd1', item: { type: 'pizza', properties: { id: 'margherita', size: 'large', choiceId: 2, optionIndex: 0, basketItemID: 'p2', basketDealID: 'd1', price: 16.99 } } },
    w1: { id: 'w1', dealId: 'ND', item: { type: 'side', properties: { id: 'bbq-chicken-wings', kind: 'wings', option: 'regular', basketItemID: 'w1', price: 5.99, total: 5.99, max: 3 } } },
    c1: { id: 'c1', dealId: null, item: { type: 'drink', properties: { id: 'cola-500ml', option: 'regular', basketItemID: 'c1', price: 2.29 } } },
    d9: { id: 'd9', dealId: 'ND', item: { type: 'dip', properties: { id: 'garlic-dip', basketItemID: 'd9', price: 0.99 } } },
  },
  discount: null,
};

describe('optimisePayload (spec 1 §7 POST /v1/deals/optimise)', () => {
  const payload = optimisePayload(basket, { hut: { id: '1101', sector: 'uk-1' }, disposition: 'delivery', amount: 38.255, discountId: 'web-only-20-off', voucherId: null });

  it('sends version 1.0, the hut, the disposition type and the amount rounded to 2 decimals', () => {
    expect(payload).toMatchObject({ version: '1.0', hut: { id: '1101', sector: 'uk-1' }, disposition: { type: 'delivery' }, payment: { amount: 38.26 }, discount: { id: 'web-only-20-off' } });
    expect(payload).not.toHaveProperty('voucher');
  });

  it('groups items per basket deal, loose ones in one ND group; wings are sides', () => {
    expect(payload.deals.map((group) => [group.id, group.basketDealID])).toEqual([
      ['bogof', 'd1'],
      ['ND', 'ND'],
    ]);
    const [deal, loose] = payload.deals;
    expect(deal?.pizzas).toHaveLength(2);
    expect(loose?.sides.map((item) => item.id)).toEqual(['bbq-chicken-wings']);
    expect(loose?.drinks.map((item) => item.id)).toEqual(['cola-500ml']);
    expect(loose?.dips.map((item) => item.id)).toEqual(['garlic-dip']);
  });

  it('drops price, total, originalPrice and max; a half-and-half keeps firstHalf and sends secondHalf as otherHalf', () => {
    const first = payload.deals[0]?.pizzas[0] ?? {};
    expect(first).toMatchObject({ firstHalf: { productId: 'margherita' }, otherHalf: half, choiceId: 1, basketItemID: 'p1' });
    for (const key of ['price', 'originalPrice', 'secondHalf']) expect(first).not.toHaveProperty(key);
    const wings = payload.deals[1]?.sides[0] ?? {};
    for (const key of ['price', 'total', 'max']) expect(wings).not.toHaveProperty(key);
  });

  it('sends no ND group when every item is in a deal, and the voucher when given', () => {
    const inDeals = { ...basket, items: { p1: basket.items.p1!, p2: basket.items.p2! } };
    const only = optimisePayload(inDeals, { hut: { id: '1', sector: 'uk-1' }, disposition: 'collection', amount: 10, voucherId: 'v-1' });
    expect(only.deals.map((group) => group.id)).toEqual(['bogof']);
    expect(only.voucher).toEqual({ id: 'v-1' });
  });
});

describe('basketFromPayload (the server reads the groups back)', () => {
  const payload = optimisePayload(basket, { hut: { id: '1101', sector: 'uk-1' }, disposition: 'delivery', amount: 1 });
  const back = basketFromPayload(payload.deals, ukCatalogue());

  it('rebuilds deals with the catalogue price and type, and items under their basket ids', () => {
    expect(back.deals).toEqual({ d1: { id: 'd1', deal: { id: 'bogof', price: 14.49, type: 'deal' } } });
    expect(Object.keys(back.items).sort()).toEqual(['c1', 'd9', 'p1', 'p2', 'w1']);
    expect(back.items.p1).toMatchObject({ id: 'p1', dealId: 'd1', item: { type: 'pizza' } });
    expect(back.items.p1?.item.properties.secondHalf).toEqual(half);
    expect(back.items.w1).toMatchObject({ dealId: 'ND', item: { type: 'side', properties: { kind: 'wings' } } });
    expect(back.discount).toBeNull();
  });

  it('makes ids for items without one, never twice the same, and keeps unknown deals so pricing reports them', () => {
    const groups = [
      { id: 'no-such-deal', basketDealID: 'x', pizzas: [{ id: 'margherita' }, { id: 'margherita', basketItemID: 'same' }, { id: 'margherita', basketItemID: 'same' }], sides: [], drinks: [], desserts: [], dips: [] },
      { id: '__proto__', basketDealID: '__proto__', pizzas: [], sides: [], drinks: [], desserts: [], dips: [] },
    ];
    const rebuilt = basketFromPayload(groups, ukCatalogue());
    expect(Object.keys(rebuilt.items)).toEqual(['x-pizzas-1', 'same', 'x-pizzas-3']);
    expect(rebuilt.deals.x).toEqual({ id: 'x', deal: { id: 'no-such-deal', price: 0, type: 'deal' } });
    expect(Object.hasOwn(rebuilt.deals, '__proto__')).toBe(true);
  });
});

describe('optimiseResponse', () => {
  it('answers the optimised basket as groups with its total and saving', () => {
    expect(optimiseResponse({ basket, before: 40, after: 38.26, savings: 1.74, changed: true })).toEqual({
      deals: optimisePayload(basket, { hut: { id: '1', sector: 'uk-1' }, disposition: 'delivery', amount: 0 }).deals,
      total: 38.26,
      savings: 1.74,
    });
  });
});
