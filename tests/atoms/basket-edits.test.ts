import { describe, expect, it } from 'vitest';
import {
  BASKET_LIFETIME_MS,
  basketListTypes,
  basketWithDeal,
  basketWithDealsUngrouped,
  basketWithItem,
  basketWithItemEdit,
  basketWithoutDeal,
  basketWithoutItem,
  isBasketExpired,
  withExpiry,
  type DealFacts,
} from '../../src/atoms/basket-edits';
import type { DealChoice } from '../../src/atoms/deal-choices';
import { DEFAULT_BASKET } from '../../src/db/defaults';
import type { Basket } from '../../src/db/records';

// The basket edits of spec 1 §4 "Basket", on the Dexie record.

const DEALS: Record<string, DealFacts> = {
  bogof: { id: 'bogof', kind: 'bogof', type: 'deal', loyalty: false, conflicts: ['bogoh', 'bogtf'] },
  bogoh: { id: 'bogoh', kind: 'bogoh', type: 'deal', loyalty: false, conflicts: [] },
  'any-large-pizza': { id: 'any-large-pizza', kind: 'std-pizza-price', type: 'deal', loyalty: false, conflicts: [] },
  'any-large-drink': { id: 'any-large-drink', kind: 'std-drink-price', type: 'deal', loyalty: false, conflicts: [] },
  'reward-free-side': { id: 'reward-free-side', kind: 'flat', type: 'deal', loyalty: true, conflicts: [] },
  'meal-for-one': { id: 'meal-for-one', kind: 'flat', type: 'deal', loyalty: false, conflicts: ['web-only-20-off'] },
};
const dealOf = (id: string) => DEALS[id];

let counter = 0;
const newId = () => `id-${++counter}`;

function pizzaChoices(...productIds: string[]): Record<number, DealChoice> {
  return Object.fromEntries(
    productIds.map((productId, index) => [
      index + 1,
      {
        optionIndex: 0,
        type: 'pizza',
        price: 0,
        originalPrice: 16.99,
        items: [{ type: 'pizza', productId, price: index === 0 ? 1.5 : 0, originalPrice: 16.99, properties: { size: 'large', crust: 'pan' } }],
      },
    ]),
  );
}

function added(basket: Basket, deal: DealFacts, basketId: string, choices = pizzaChoices('margherita')) {
  const outcome = basketWithDeal(basket, { deal, basketId, redeemId: null, price: 12.99, choices }, dealOf, newId);
  if (!outcome.added) throw new Error('not added');
  return outcome;
}

describe('adding a deal (spec 1 §4)', () => {
  it('puts the chosen items under the basket id with their choice, option and extras', () => {
    const { basket } = added(DEFAULT_BASKET, DEALS.bogof as DealFacts, 'b1', pizzaChoices('margherita', 'pepperoni'));
    expect(basket.deals.b1).toEqual({ id: 'b1', deal: { id: 'bogof', price: 12.99, type: 'deal' } });
    const items = Object.values(basket.items);
    expect(items).toHaveLength(2);
    expect(items[0]).toMatchObject({
      dealId: 'b1',
      item: { type: 'pizza', properties: { id: 'margherita', choiceId: 1, optionIndex: 0, basketDealID: 'b1', extras: 1.5, originalPrice: 16.99, size: 'large' } },
    });
    expect(items[0]?.item.properties.basketItemID).toBe(items[0]?.id);
  });

  it('replaces the deal under the same basket id, items and all', () => {
    const first = added(DEFAULT_BASKET, DEALS.bogof as DealFacts, 'b1', pizzaChoices('margherita', 'pepperoni')).basket;
    const { basket } = added(first, DEALS.bogof as DealFacts, 'b1', pizzaChoices('hawaiian'));
    expect(Object.keys(basket.deals)).toEqual(['b1']);
    expect(Object.values(basket.items).map((item) => item.item.properties.id)).toEqual(['hawaiian']);
  });

  it('keeps a redeemId', () => {
    const outcome = basketWithDeal(DEFAULT_BASKET, { deal: DEALS.bogof as DealFacts, basketId: 'b1', redeemId: 'r-9', price: 1, choices: {} }, dealOf, newId);
    expect(outcome.added && outcome.basket.deals.b1?.deal.redeemId).toBe('r-9');
  });

  it('applies a free-reward (loyalty) deal only once', () => {
    const once = added(DEFAULT_BASKET, DEALS['reward-free-side'] as DealFacts, 'r1').basket;
    expect(basketWithDeal(once, { deal: DEALS['reward-free-side'] as DealFacts, basketId: 'r2', redeemId: null, price: 0, choices: {} }, dealOf, newId)).toEqual({
      added: false,
      reason: 'free-reward-once',
    });
    // Editing the same basket deal is not a second one.
    expect(basketWithDeal(once, { deal: DEALS['reward-free-side'] as DealFacts, basketId: 'r1', redeemId: null, price: 0, choices: {} }, dealOf, newId).added).toBe(true);
  });

  it('C41: once per basket means one reward of any kind; a redeemed reward counts before the deals list is loaded', () => {
    const once = added(DEFAULT_BASKET, DEALS['reward-free-side'] as DealFacts, 'r1').basket;
    const freePizza = { ...(DEALS['reward-free-side'] as DealFacts), id: 'reward-free-pizza' };
    expect(basketWithDeal(once, { deal: freePizza, basketId: 'r2', redeemId: 'uk-free-pizza', price: 0, choices: {} }, dealOf, newId)).toEqual({
      added: false,
      reason: 'free-reward-once',
    });
    const redeemed = basketWithDeal(DEFAULT_BASKET, { deal: DEALS['reward-free-side'] as DealFacts, basketId: 'r1', redeemId: 'uk-free-side', price: 0, choices: {} }, dealOf, newId);
    expect(redeemed.added).toBe(true);
    if (!redeemed.added) return;
    expect(basketWithDeal(redeemed.basket, { deal: freePizza, basketId: 'r2', redeemId: null, price: 0, choices: {} }, () => undefined, newId).added).toBe(false);
    // An ordinary deal still goes in beside the reward.
    expect(basketWithDeal(redeemed.basket, { deal: DEALS.bogof as DealFacts, basketId: 'b1', redeemId: null, price: 20, choices: {} }, dealOf, newId).added).toBe(true);
  });

  it('holds one price-type deal: a new std-pizza-price or std-drink-price deal takes the place of the other', () => {
    const pizza = added(DEFAULT_BASKET, DEALS['any-large-pizza'] as DealFacts, 'p1').basket;
    const outcome = added(pizza, DEALS['any-large-drink'] as DealFacts, 'd1');
    expect(outcome.removedBasketIds).toEqual(['p1']);
    expect(Object.keys(outcome.basket.deals)).toEqual(['d1']);
    expect(Object.values(outcome.basket.items).every((item) => item.dealId === 'd1')).toBe(true);
  });

  it('filters out conflicting deals, either side naming the other, and a conflicting discount', () => {
    const bogoh = added({ ...DEFAULT_BASKET, discount: { id: 'web-only-20-off', value: 2 } }, DEALS.bogoh as DealFacts, 'h1').basket;
    const withBogof = added(bogoh, DEALS.bogof as DealFacts, 'f1');
    expect(withBogof.removedBasketIds).toEqual(['h1']);
    expect(withBogof.discountRemoved).toBe(false);
    const meal = added(withBogof.basket, DEALS['meal-for-one'] as DealFacts, 'm1');
    expect(meal.discountRemoved).toBe(true);
    expect(meal.basket.discount).toBeNull();
    expect(Object.keys(meal.basket.deals).sort()).toEqual(['f1', 'm1']);
  });
});

describe('items (spec 1 §4)', () => {
  const base = basketWithItem(DEFAULT_BASKET, { id: 'i1', type: 'pizza', properties: { id: 'margherita', size: 'medium', crust: 'pan', price: 14.49 } });

  it('adds an item outside every deal with its basketItemID', () => {
    expect(base.items.i1).toEqual({ id: 'i1', dealId: 'ND', item: { type: 'pizza', properties: { id: 'margherita', size: 'medium', crust: 'pan', price: 14.49, basketItemID: 'i1' } } });
  });

  it('replacing by id keeps the deal it sat in; a swap drops the line it replaces', () => {
    const inDeal = { ...base, items: { i1: { ...(base.items.i1 as Basket['items'][string]), dealId: 'b1', originalDealId: 'bogof' } } };
    const edited = basketWithItem(inDeal, { id: 'i1', type: 'pizza', properties: { id: 'margherita', size: 'large' } });
    expect(edited.items.i1).toMatchObject({ dealId: 'b1', originalDealId: 'bogof', item: { properties: { size: 'large' } } });
    expect(edited.items.i1?.item.properties.crust).toBeUndefined();
    const swapped = basketWithItem(base, { id: 'i2', type: 'pizza', properties: { id: 'pepperoni' }, replaces: 'i1' });
    expect(Object.keys(swapped.items)).toEqual(['i2']);
  });

  it('keeps an upsell parent', () => {
    const dip = basketWithItem(base, { id: 'u1', type: 'dip', properties: { id: 'garlic-herb-dip' }, upsellParentId: 'i1' });
    expect(dip.items.u1?.upsellParentId).toBe('i1');
  });

  it('editing merges new properties into old; an unknown id changes nothing', () => {
    const edited = basketWithItemEdit(base, 'i1', { crust: 'thin' });
    expect(edited.items.i1?.item.properties).toEqual({ id: 'margherita', size: 'medium', crust: 'thin', price: 14.49, basketItemID: 'i1' });
    expect(basketWithItemEdit(base, 'nope', { crust: 'thin' })).toBe(base);
    expect(basketWithItemEdit(base, '__proto__', { crust: 'thin' })).toBe(base);
  });
});

describe('removing (spec 1 §4)', () => {
  const bogof = added(DEFAULT_BASKET, DEALS.bogof as DealFacts, 'b1', pizzaChoices('margherita', 'pepperoni')).basket;
  const [first] = Object.keys(bogof.items);

  it('removes a deal with its items', () => {
    expect(basketWithoutDeal(bogof, 'b1')).toMatchObject({ deals: {}, items: {} });
    expect(basketWithoutDeal(bogof, 'nope')).toBe(bogof);
  });

  it('an item taken out of a bogof deal leaves a placeholder in its slot', () => {
    const next = basketWithoutItem(bogof, first as string, 'bogof', () => 'ph');
    expect(Object.keys(next.items)).toHaveLength(2);
    expect(next.items.ph).toEqual({
      id: 'ph',
      dealId: 'b1',
      item: { type: 'pizza', properties: { placeholder: true, choiceId: 1, optionIndex: 0, basketItemID: 'ph', basketDealID: 'b1' } },
    });
    expect(next.deals.b1).toBeDefined();
  });

  it('from any other deal, or outside one, the item just goes', () => {
    expect(Object.keys(basketWithoutItem(bogof, first as string, 'bogoh', newId).items)).toHaveLength(1);
    expect(basketWithoutItem(bogof, 'nope', 'bogof', newId)).toBe(bogof);
  });

  it('ungrouping takes the items out of the deals as loose items without their deal-only properties', () => {
    const next = basketWithDealsUngrouped(bogof, ['b1', 'not-there']);
    expect(next.deals).toEqual({});
    const item = next.items[first as string];
    expect(item?.dealId).toBe('ND');
    expect(item?.item.properties).toEqual({ size: 'large', crust: 'pan', id: 'margherita', basketItemID: first, originalPrice: 16.99 });
    expect(basketWithDealsUngrouped(bogof, [])).toBe(bogof);
  });
});

describe('expiry (spec 1 §4 "Basket expires at the stored expiry"; C22)', () => {
  it('moves a lifetime (24 h) ahead on each change; an empty basket keeps none', () => {
    expect(BASKET_LIFETIME_MS).toBe(86_400_000);
    const basket = basketWithItem(DEFAULT_BASKET, { id: 'i1', type: 'dip', properties: { id: 'bbq-dip' } });
    expect(withExpiry(basket, 1_000).expires).toBe(86_401_000);
    expect(withExpiry(DEFAULT_BASKET, 1_000).expires).toBeNull();
  });

  it('is expired at and after the stored time, never without one', () => {
    expect(isBasketExpired({ ...DEFAULT_BASKET, expires: 5 }, 4)).toBe(false);
    expect(isBasketExpired({ ...DEFAULT_BASKET, expires: 5 }, 5)).toBe(true);
    expect(isBasketExpired(DEFAULT_BASKET, Number.MAX_SAFE_INTEGER)).toBe(false);
  });
});

describe('the lists a basket needs (05-G11)', () => {
  it('each item type, deals for a deal or a discount, discounts for a discount', () => {
    expect(basketListTypes(DEFAULT_BASKET)).toEqual([]);
    const basket = basketWithItem(added(DEFAULT_BASKET, DEALS.bogof as DealFacts, 'b1').basket, { id: 'w', type: 'side', properties: { id: 'bbq-wings-6' } });
    expect(basketListTypes(basket)).toEqual(['deals', 'pizzas', 'sides']);
    expect(basketListTypes({ ...DEFAULT_BASKET, discount: { id: 'web-only-20-off', value: 0 } })).toEqual(['deals', 'discounts']);
  });
});
