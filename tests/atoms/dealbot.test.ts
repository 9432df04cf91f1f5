import { describe, expect, it, vi } from 'vitest';
import { basketAtom } from '../../src/atoms/basket';
import { addDealToBasketAtom, addItemToBasketAtom, clearBasketAtom, editBasketItemAtom, removeBasketLineAtom } from '../../src/atoms/basket-actions';
import { dealbotAtom, dealbotBusyAtom, optimiseBasketAtom, restDealbotAtom, setDealbotAtom } from '../../src/atoms/dealbot';
import { DEFAULT_DEALBOT } from '../../src/db/defaults';
import { settledPrice } from './basket-helpers';
import { localisedStore, seededLists } from './basket-fixtures';

// The dealbot (spec 1 §3 Dealbot, §4) and the basket actions that run it.

vi.mock('../../src/api/menu', () => ({ fetchProducts: vi.fn(async () => []), fetchUpsell: vi.fn(async () => null) }));

const large = (id: string) => ({ type: 'pizza', properties: { id, size: 'large', crust: 'pan' } });
const garlicBread = { type: 'side', properties: { id: 'garlic-bread' } };

function dealbotOn() {
  const store = localisedStore();
  store.set(dealbotAtom, { ...DEFAULT_DEALBOT, on: true });
  return store;
}

describe('optimiseBasketAtom', () => {
  it('does nothing while the dealbot is off', async () => {
    const store = localisedStore();
    const { optimised } = store.set(addItemToBasketAtom, large('margherita'));
    expect(await optimised).toBe('off');
    expect(await store.set(optimiseBasketAtom)).toBe('off');
  });

  it('groups loose items into the cheapest deals and says what it saved', async () => {
    const store = dealbotOn();
    store.set(basketAtom, (basket) => ({
      ...basket,
      items: {
        a: { id: 'a', dealId: 'ND', item: large('margherita') },
        b: { id: 'b', dealId: 'ND', item: large('pepperoni-feast') },
        c: { id: 'c', dealId: 'ND', item: garlicBread },
      },
    }));
    const before = (await settledPrice(store)).price?.subtotal ?? 0;
    expect(before).toBe(38.47); // 16.99 + 16.99 + 4.49 à la carte
    expect(await store.set(optimiseBasketAtom)).toBe('optimised');

    const basket = store.get(basketAtom);
    const made = Object.keys(basket.deals);
    expect(made.length).toBeGreaterThan(0);
    expect(Object.keys(basket.items).sort()).toEqual(['a', 'b', 'c']);
    const dealbot = store.get(dealbotAtom);
    expect(dealbot.status).toBe('added-product-with-new-saving');
    expect(dealbot.savings).toBeGreaterThan(0);
    expect(dealbot.optimisedDealIds.sort()).toEqual(made.sort());
    const after = (await settledPrice(store)).price?.subtotal ?? 0;
    expect(after).toBeCloseTo(before - dealbot.savings, 2);
  });

  it('adding items one by one keeps the basket at its cheapest after each', async () => {
    const store = dealbotOn();
    await store.set(addItemToBasketAtom, large('margherita')).optimised;
    expect(await store.set(addItemToBasketAtom, large('pepperoni-feast')).optimised).toBe('optimised');
    expect(Object.keys(store.get(basketAtom).deals)).toHaveLength(1);
    expect(store.get(dealbotAtom).status).toBe('added-product-with-new-saving');
  });

  it('an item that saves nothing leaves the basket as it was: added-product-without-new-saving', async () => {
    const store = dealbotOn();
    const { optimised } = store.set(addItemToBasketAtom, { type: 'dip', properties: { id: 'garlic-herb-dip' } });
    expect(await optimised).toBe('unchanged');
    expect(store.get(dealbotAtom)).toMatchObject({ status: 'added-product-without-new-saving', savings: 0 });
    store.set(restDealbotAtom);
    expect(store.get(dealbotAtom).status).toBe('resting');
  });

  it('is busy while the worker thinks', async () => {
    const store = dealbotOn();
    store.set(basketAtom, (basket) => ({ ...basket, items: { a: { id: 'a', dealId: 'ND', item: large('margherita') } } }));
    const running = store.set(optimiseBasketAtom);
    expect(store.get(dealbotBusyAtom)).toBe(true);
    await running;
    expect(store.get(dealbotBusyAtom)).toBe(false);
  });

  it('leaves a basket changed meanwhile alone', async () => {
    const store = dealbotOn();
    store.set(basketAtom, (basket) => ({
      ...basket,
      items: {
        a: { id: 'a', dealId: 'ND', item: large('margherita') },
        b: { id: 'b', dealId: 'ND', item: large('hawaiian') },
        c: { id: 'c', dealId: 'ND', item: garlicBread },
      },
    }));
    const running = store.set(optimiseBasketAtom);
    store.set(basketAtom, (basket) => ({ ...basket, discount: null }));
    expect(await running).toBe('skipped');
    expect(Object.keys(store.get(basketAtom).deals)).toEqual([]);
  });
});

describe('setDealbotAtom', () => {
  it('on: optimises the basket at once', async () => {
    const store = localisedStore();
    store.set(basketAtom, (basket) => ({
      ...basket,
      items: { a: { id: 'a', dealId: 'ND', item: large('margherita') }, b: { id: 'b', dealId: 'ND', item: large('hawaiian') } },
    }));
    await store.set(setDealbotAtom, true);
    expect(store.get(dealbotAtom).on).toBe(true);
    expect(store.get(dealbotAtom).optimisedDealIds).toHaveLength(1);
  });

  it('off: ungroups only the deals it made, removes the discount and rests', async () => {
    const store = localisedStore();
    store.set(dealbotAtom, { ...DEFAULT_DEALBOT, on: true, savings: 4, status: 'added-product-with-new-saving', optimisedDealIds: ['bot'] });
    store.set(basketAtom, (basket) => ({
      ...basket,
      deals: {
        bot: { id: 'bot', deal: { id: 'bogof', price: 16.99, type: 'deal' } },
        mine: { id: 'mine', deal: { id: 'three-dips', price: 1.99, type: 'deal' } },
      },
      items: {
        a: { id: 'a', dealId: 'bot', item: { type: 'pizza', properties: { ...large('margherita').properties, optionIndex: 0, basketDealID: 'bot' } } },
        d: { id: 'd', dealId: 'mine', item: { type: 'dip', properties: { id: 'bbq-dip', optionIndex: 0, basketDealID: 'mine' } } },
      },
      discount: { id: 'web-only-20-off', value: 0 },
    }));

    await store.set(setDealbotAtom, false);
    const basket = store.get(basketAtom);
    expect(Object.keys(basket.deals)).toEqual(['mine']);
    expect(basket.discount).toBeNull();
    expect(basket.items.a).toMatchObject({ dealId: 'ND', item: { properties: { id: 'margherita' } } });
    expect(basket.items.a?.item.properties.basketDealID).toBeUndefined();
    expect(basket.items.d?.dealId).toBe('mine');
    expect(store.get(dealbotAtom)).toMatchObject({ on: false, status: 'resting', savings: 0, optimisedDealIds: [] });
  });
});

describe('basket actions', () => {
  it('adding a deal puts it in, sets the expiry a day ahead, and optimises', async () => {
    const store = dealbotOn();
    const deal = seededLists().deals.find((entry) => entry.id === 'two-large-classic-side');
    if (!deal || !('rules' in deal)) throw new Error('seed has no two-large-classic-side');
    const before = Date.now();
    const result = store.set(addDealToBasketAtom, {
      deal,
      basketId: 'b1',
      redeemId: null,
      price: 22.99,
      choices: {
        1: { optionIndex: 0, type: 'pizza', price: 0, originalPrice: 16.99, items: [{ type: 'pizza', productId: 'margherita', price: 0, originalPrice: 16.99, properties: { size: 'large', crust: 'pan' } }] },
        2: { optionIndex: 0, type: 'pizza', price: 0, originalPrice: 16.99, items: [{ type: 'pizza', productId: 'hawaiian', price: 0, originalPrice: 16.99, properties: { size: 'large', crust: 'pan' } }] },
        3: { optionIndex: 1, type: 'side', price: 0, originalPrice: 4.49, items: [{ type: 'side', productId: 'garlic-bread', price: 0, originalPrice: 4.49, properties: {} }] },
      },
    });
    expect(result.added).toBe(true);
    const basket = store.get(basketAtom);
    expect(basket.deals.b1?.deal).toEqual({ id: 'two-large-classic-side', price: 22.99, type: 'deal' });
    expect(basket.expires).toBeGreaterThanOrEqual(before + 86_400_000);
    // The dealbot finds these three cheaper as a bogof and a loose side (16.99 + 4.49 < 22.99).
    if (result.added) expect(await result.optimised).toBe('optimised');
    const { price } = await settledPrice(store);
    expect(price?.subtotal).toBe(21.48);
  });

  it('editing merges properties; removing a line optimises unless told not to; clearing empties', async () => {
    const store = dealbotOn();
    const { id } = store.set(addItemToBasketAtom, large('margherita'));
    store.set(editBasketItemAtom, { id, properties: { crust: 'thin' } });
    expect(store.get(basketAtom).items[id]?.item.properties).toMatchObject({ id: 'margherita', size: 'large', crust: 'thin' });

    const removal = store.set(removeBasketLineAtom, { kind: 'item', id, skipOptimise: true });
    expect(removal.changed).toBe(true);
    expect(await removal.optimised).toBe('off');
    expect(store.get(basketAtom).items).toEqual({});

    store.set(addItemToBasketAtom, garlicBread);
    store.set(clearBasketAtom);
    expect(store.get(basketAtom)).toMatchObject({ deals: {}, items: {}, discount: null });
  });
});
