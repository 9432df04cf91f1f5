import { createStore } from 'jotai';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { basketAtom } from '../../src/atoms/basket';
import { addItemToBasketAtom, expireBasketAtom, takeCataloguePricesAtom } from '../../src/atoms/basket-actions';
import { startBasketEffects } from '../../src/atoms/basket-effects';
import { dealChoicesAtom } from '../../src/atoms/deal-choices';
import { dealbotAtom } from '../../src/atoms/dealbot';
import { hutsAtom } from '../../src/atoms/huts';
import { dealbotAutoEnableAtom, localisationEpochAtom } from '../../src/atoms/localised-hut';
import { menuListsAtom } from '../../src/atoms/menu';
import {
  accountHolderAtom,
  basketPriceAtom,
  checkoutLinkAtom,
  missingBasketListsAtom,
  pricingCatalogueKeyAtom,
} from '../../src/atoms/pricing';
import { DEFAULT_BASKET, DEFAULT_DEALBOT } from '../../src/db/defaults';
import { settledPrice } from './basket-helpers';
import { CAMDEN, loadLists, localisedStore, MENU_KEY, seededLists } from './basket-fixtures';
import { SETTLE } from '../settle';

// basketPriceAtom and the basket's upkeep (spec 1 §4 "Basket", "Product catalogue refresh", 05-G11).

const menu = vi.hoisted(() => ({ fetchProducts: vi.fn(), fetchUpsell: vi.fn(async () => null), fetchProductContent: vi.fn(async () => []) }));
vi.mock('../../src/api/menu', () => menu);

const largeMargherita = { type: 'pizza', properties: { id: 'margherita', size: 'large', crust: 'pan' } } as const;

beforeEach(() => {
  menu.fetchProducts.mockReset();
  menu.fetchProducts.mockImplementation(async (type: keyof ReturnType<typeof seededLists>) => seededLists()[type]);
});

describe('basketPriceAtom', () => {
  it('has no price and is not pending before localisation', async () => {
    expect(await settledPrice(createStore())).toEqual({ price: null, pending: false, error: null });
  });

  it('prices an empty basket of the localised hut: nothing to pay yet, the delivery minimum unmet', async () => {
    const { price, error } = await settledPrice(localisedStore());
    expect(error).toBeNull();
    expect(price).toMatchObject({ lines: [], subtotal: 0, lineCount: 0 });
    expect(price?.minimumOrder).toMatchObject({ kind: 'delivery', minimum: 10, gap: 10 });
  });

  it('reprices on every basket change, in the worker engine, with the hut’s surcharges', async () => {
    const store = localisedStore();
    store.set(addItemToBasketAtom, largeMargherita);
    const { price } = await settledPrice(store);
    expect(price?.lines).toEqual([expect.objectContaining({ kind: 'item', refId: 'margherita', amount: 16.99 })]);
    expect(price?.subtotal).toBe(16.99);
    // 16.99 is in the 0–20 supplement band (1.50) and above the small-order threshold (15).
    expect(price?.surcharges.map((surcharge) => surcharge.type)).toContain('deliverySupplement');
    expect(price?.total).toBeGreaterThan(16.99);
  });

  it('keeps the last price while the next one is worked out', async () => {
    const store = localisedStore();
    store.set(addItemToBasketAtom, largeMargherita);
    const first = await settledPrice(store);
    const stop = store.sub(basketPriceAtom, () => {});
    store.set(addItemToBasketAtom, { type: 'dip', properties: { id: 'garlic-herb-dip' } });
    expect(store.get(basketPriceAtom)).toEqual({ ...first, pending: true });
    stop();
    expect((await settledPrice(store)).price?.subtotal).toBe(17.98);
  });

  it('signed in, the supplement is the account-holder price (spec 1 §6)', async () => {
    const store = localisedStore();
    store.set(addItemToBasketAtom, largeMargherita);
    const guest = (await settledPrice(store)).price?.surcharges.find((surcharge) => surcharge.type === 'deliverySupplement');
    store.set(accountHolderAtom, true);
    const member = (await settledPrice(store)).price?.surcharges.find((surcharge) => surcharge.type === 'deliverySupplement');
    expect(guest?.amount).toBe(1.5);
    expect(member?.amount).toBe(1);
  });

  it('waits for the lists its items need instead of reporting them unknown', async () => {
    const store = localisedStore(['pizzas', 'deals']);
    store.set(basketAtom, { ...DEFAULT_BASKET, items: { s1: { id: 's1', dealId: 'ND', item: { type: 'side', properties: { id: 'garlic-bread' } } } } });
    expect(store.get(missingBasketListsAtom)).toEqual(['sides']);
    const stop = store.sub(basketPriceAtom, () => {});
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(store.get(basketPriceAtom).pending).toBe(true);
    loadLists(store, ['sides']);
    stop();
    const { price } = await settledPrice(store);
    expect(price?.errors).toEqual([]);
    expect(price?.subtotal).toBe(4.49);
  });
});

describe('pricingCatalogueKeyAtom', () => {
  it('changes when a list is replaced, not when one merely starts loading', () => {
    const store = localisedStore();
    const first = store.get(pricingCatalogueKeyAtom);
    expect(first).toMatch(/^uk-1:1101:delivery\|/);
    store.set(menuListsAtom, (lists) => ({ ...lists, dips: { ...(lists.dips as NonNullable<typeof lists.dips>), isLoading: true } }));
    expect(store.get(pricingCatalogueKeyAtom)).toBe(first);
    loadLists(store, ['dips']);
    expect(store.get(pricingCatalogueKeyAtom)).not.toBe(first);
  });
});

describe('checkoutLinkAtom (spec 1 §4 "Checkout link")', () => {
  async function linkOf(store: ReturnType<typeof createStore>) {
    const stop = store.sub(checkoutLinkAtom, () => {});
    await settledPrice(store);
    await vi.waitFor(() => expect(store.get(checkoutLinkAtom)).not.toBeNull(), SETTLE);
    stop();
    return store.get(checkoutLinkAtom);
  }

  it('is disabled for an empty basket and opens the minimum-order modal below the delivery minimum', async () => {
    const empty = localisedStore();
    expect((await linkOf(empty))?.disabled).toBe(true);
    const small = localisedStore();
    small.set(addItemToBasketAtom, { type: 'dip', properties: { id: 'garlic-herb-dip' } });
    expect(await linkOf(small)).toEqual({ disabled: false, action: 'minimum-order' });
  });

  it('goes to checkout once the minimum is met', async () => {
    const store = localisedStore();
    store.set(addItemToBasketAtom, largeMargherita);
    expect(await linkOf(store)).toEqual({ disabled: false, action: 'checkout' });
  });
});

describe('catalogue refresh (spec 1 §4)', () => {
  it('non-zero stored prices that differ take the catalogue price; zero stays zero', async () => {
    const store = localisedStore();
    store.set(basketAtom, {
      ...DEFAULT_BASKET,
      items: {
        a: { id: 'a', dealId: 'ND', item: { type: 'pizza', properties: { ...largeMargherita.properties, price: 15 } } },
        b: { id: 'b', dealId: 'ND', item: { type: 'dip', properties: { id: 'garlic-herb-dip', price: 0 } } },
      },
    });
    await store.set(takeCataloguePricesAtom);
    expect(store.get(basketAtom).items.a?.item.properties.price).toBe(16.99);
    expect(store.get(basketAtom).items.b?.item.properties.price).toBe(0);
  });
});

describe('the basket’s upkeep (startBasketEffects)', () => {
  it('drops an expired basket at start-up, with its deal choices', () => {
    const store = localisedStore();
    store.set(basketAtom, { ...DEFAULT_BASKET, expires: Date.now() - 1, items: { a: { id: 'a', dealId: 'ND', item: { type: 'dip', properties: { id: 'bbq-dip' } } } } });
    store.set(dealChoicesAtom, { bogof: { basketId: 'b1', price: 1, choices: {} } });
    const stop = startBasketEffects(store);
    expect(store.get(basketAtom)).toEqual(DEFAULT_BASKET);
    expect(store.get(dealChoicesAtom)).toEqual({});
    stop();
  });

  it('an action on an expired basket starts from an empty one', () => {
    const store = localisedStore();
    store.set(basketAtom, { ...DEFAULT_BASKET, expires: 1, items: { old: { id: 'old', dealId: 'ND', item: { type: 'dip', properties: { id: 'bbq-dip' } } } } });
    store.set(addItemToBasketAtom, largeMargherita);
    expect(Object.keys(store.get(basketAtom).items)).toHaveLength(1);
    expect(store.get(basketAtom).items.old).toBeUndefined();
    expect(store.set(expireBasketAtom)).toBe(false);
  });

  it('after rehydration, fetches the lists of the item types in the basket (05-G11), also after they were cleared', async () => {
    const store = createStore();
    store.set(hutsAtom, { current: CAMDEN, localised: true });
    store.set(basketAtom, { ...DEFAULT_BASKET, items: { s1: { id: 's1', dealId: 'ND', item: { type: 'side', properties: { id: 'garlic-bread' } } } } });
    const stop = startBasketEffects(store);
    await vi.waitFor(() => expect(store.get(menuListsAtom).sides?.lastFetchStatus).toBe('ok'), SETTLE);
    expect(menu.fetchProducts).toHaveBeenCalledWith('sides', expect.objectContaining({ hutid: '1101', sector: 'uk-1' }));
    expect(store.get(menuListsAtom).sides?.key).toBe(MENU_KEY);

    store.set(menuListsAtom, {});
    await vi.waitFor(() => expect(store.get(menuListsAtom).sides?.lastFetchStatus).toBe('ok'), SETTLE);
    expect(menu.fetchProducts.mock.calls.filter(([type]) => type === 'sides')).toHaveLength(2);
    stop();
  });

  it('switches the dealbot on when a localisation asks for it (C2), and resetting huts rests it', async () => {
    const store = localisedStore();
    const stop = startBasketEffects(store);
    store.set(dealbotAtom, { ...DEFAULT_DEALBOT, status: 'added-product-with-new-saving', savings: 3 });
    store.set(dealbotAutoEnableAtom, true);
    await vi.waitFor(() => expect(store.get(dealbotAtom).on).toBe(true), SETTLE);
    store.set(localisationEpochAtom, (epoch) => epoch + 1);
    expect(store.get(dealbotAtom)).toMatchObject({ on: true, status: 'resting', savings: 0 });
    stop();
  });
});

