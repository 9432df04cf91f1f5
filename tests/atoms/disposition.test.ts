import { createStore } from 'jotai';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Deal } from '../../src/api/contract/catalogue';
import type { Hut } from '../../src/api/contract/hut';
import { basketAtom } from '../../src/atoms/basket';
import { creditsAtom } from '../../src/atoms/checkout';
import { cancelDispositionChangeAtom, confirmDispositionChangeAtom, requestDispositionChangeAtom } from '../../src/atoms/disposition';
import { hutsAtom } from '../../src/atoms/huts';
import { menuListsAtom } from '../../src/atoms/menu';
import { notificationsAtom } from '../../src/atoms/notifications';
import { overlayAtom } from '../../src/atoms/overlays';
import { sessionAtom } from '../../src/atoms/session';
import { appStore } from '../../src/atoms/store';
import { initI18n, loadScreenStrings } from '../../src/i18n';

// Disposition changes at a localised hut (spec 1 §4; C8) against a stubbed API.

const menu = vi.hoisted(() => ({ fetchProducts: vi.fn(), fetchProductContent: vi.fn() }));
const stores = vi.hoisted(() => ({ fetchEta: vi.fn() }));
vi.mock('../../src/api/stores', () => stores);
// The lists are fetched through the menu slice's own action, with the answers below. (Two of its
// fetches at once never settle under vitest's mocked dynamic import, so the slice's fetch is
// replaced by one that answers from `menu.fetchProducts` directly.)
vi.mock('../../src/atoms/menu', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../src/atoms/menu')>();
  const { atom } = await import('jotai');
  const fetchMenuListAtom = atom(null, async (get, set, type: string) => {
    const key = get(actual.menuKeyAtom);
    const [sector, hutid, disposition] = key?.split(':') ?? [];
    const list = (await menu.fetchProducts(type, { hutid, sector, disposition })) as never[];
    set(actual.menuListsAtom, (lists) => ({ ...lists, [type]: { list, error: null, isLoading: false, lastFetchStatus: 'ok', key } }));
  });
  return { ...actual, fetchMenuListAtom };
});

const camden = {
  id: '1101',
  sector: 'uk-1',
  name: 'London - Camden',
  deliverySurcharge: 1.99,
  allowedDisposition: { delivery: true, collection: true },
} as unknown as Hut;

function deal(id: string, dispositions: Deal['dispositions']): Deal {
  return {
    id,
    kind: 'bundle-discount',
    type: 'deal',
    title: id === 'delivery-duo' ? 'Delivery Duo' : 'Veggie Night',
    desc: '',
    img: 'x.png',
    price: 20,
    options: [],
    loyalty: false,
    locked: false,
    max: 2,
    hidden: false,
    popularity: 1,
    conflicts: [],
    rules: {},
    veg: false,
    dispositions,
  };
}

const basket = {
  expires: null,
  deals: {
    b1: { id: 'b1', deal: { id: 'delivery-duo', price: 24.99, type: 'deal' } },
    b2: { id: 'b2', deal: { id: 'veggie-night', price: 21.99, type: 'deal' } },
  },
  items: {
    i1: { id: 'i1', dealId: 'b1', item: { type: 'pizza', properties: {} } },
    i2: { id: 'i2', dealId: 'b2', item: { type: 'pizza', properties: {} } },
    i3: { id: 'i3', dealId: 'ND', item: { type: 'drink', properties: {} } },
  },
  discount: { id: 'web-only-20-off', value: 5 },
};

let store: ReturnType<typeof createStore>;

beforeAll(async () => {
  await initI18n('en-GB');
  await loadScreenStrings(); // the localisation notices load with the actions, as in the app
});

beforeEach(() => {
  store = createStore();
  appStore.set(notificationsAtom, []);
  menu.fetchProducts.mockReset().mockResolvedValue([]);
  stores.fetchEta.mockReset().mockResolvedValue({ eta: { exact: 15, range: [15, 20] } });
  store.set(hutsAtom, { current: camden, localised: true });
  store.set(sessionAtom, (session) => ({
    ...session,
    dispositionType: 'delivery',
    deliveryHut: { hutId: '1101', sector: 'uk-1' },
    deliveryAddress: { postcode: 'NW1 8QP' },
  }));
  const key = 'uk-1:1101:delivery';
  store.set(menuListsAtom, {
    deals: { list: [deal('delivery-duo', ['delivery']), deal('veggie-night', ['delivery', 'collection'])], error: null, isLoading: false, lastFetchStatus: 'ok', key },
  });
});

describe('switching disposition (spec 1 §4)', () => {
  it('switches at once when nothing in the basket is invalid, refetching deals and showing the saving', async () => {
    await store.set(requestDispositionChangeAtom, 'collection');

    expect(store.get(overlayAtom)).toBeNull();
    expect(store.get(sessionAtom)).toMatchObject({ dispositionType: 'collection', pendingDisposition: null, collectionHut: { hutId: '1101', sector: 'uk-1' } });
    expect(menu.fetchProducts).toHaveBeenCalledWith('deals', { hutid: '1101', sector: 'uk-1', disposition: 'collection' });
    expect(appStore.get(notificationsAtom).at(-1)?.message).toBe('You save £1.99 on delivery by collecting your order.');
  });

  it('10-G1: a deal link asks even when nothing in the basket is invalid', async () => {
    await store.set(requestDispositionChangeAtom, 'collection', { ask: true });

    expect(store.get(overlayAtom)).toEqual({ kind: 'switch-disposition', to: 'collection', unavailableDeals: [] });
    expect(store.get(sessionAtom)).toMatchObject({ dispositionType: 'delivery', pendingDisposition: 'collection' });
    expect(menu.fetchProducts).not.toHaveBeenCalled();
  });

  it('C8: lists the basket deals the other disposition does not sell, and waits', async () => {
    store.set(basketAtom, basket);
    await store.set(requestDispositionChangeAtom, 'collection');

    expect(store.get(overlayAtom)).toEqual({ kind: 'switch-disposition', to: 'collection', unavailableDeals: [{ id: 'b1', title: 'Delivery Duo' }] });
    expect(store.get(sessionAtom)).toMatchObject({ dispositionType: 'delivery', pendingDisposition: 'collection' });
    expect(menu.fetchProducts).not.toHaveBeenCalled();
  });

  it('cancelling reverts', async () => {
    store.set(basketAtom, basket);
    await store.set(requestDispositionChangeAtom, 'collection');
    store.set(cancelDispositionChangeAtom);
    expect(store.get(overlayAtom)).toBeNull();
    expect(store.get(sessionAtom)).toMatchObject({ dispositionType: 'delivery', pendingDisposition: null });
    expect(store.get(basketAtom)).toEqual(basket);
  });

  it('confirming removes the invalid deals with their items and the discount the new disposition lacks', async () => {
    store.set(basketAtom, basket);
    menu.fetchProducts.mockImplementation(async (type: string) => (type === 'discounts' ? [{ id: 'free-garlic-bread' }] : []));
    await store.set(requestDispositionChangeAtom, 'collection');
    await store.set(confirmDispositionChangeAtom);

    const after = store.get(basketAtom);
    expect(Object.keys(after.deals)).toEqual(['b2']);
    expect(Object.keys(after.items)).toEqual(['i2', 'i3']);
    expect(after.discount).toBeNull();
    expect(store.get(sessionAtom).dispositionType).toBe('collection');
    expect(store.get(overlayAtom)).toBeNull();
  });

  it('10-G9: confirming also clears the discount voucher with the discount the new disposition lacks', async () => {
    store.set(basketAtom, basket);
    store.set(creditsAtom, { giftCard: null, voucher: { id: 'WEB20', type: 'discount', title: '20% off online', discountId: 'web-only-20-off', collectionOnly: false } });
    await store.set(requestDispositionChangeAtom, 'collection');
    await store.set(confirmDispositionChangeAtom);
    expect(store.get(basketAtom).discount).toBeNull();
    expect(store.get(creditsAtom).voucher).toBeNull();
  });

  it('10-G9: a deal voucher goes with the deal the new disposition does not sell', async () => {
    store.set(basketAtom, { ...basket, discount: null });
    store.set(creditsAtom, { giftCard: null, voucher: { id: 'DUO', type: 'deal', title: 'Delivery Duo', dealId: 'delivery-duo', collectionOnly: false } });
    await store.set(requestDispositionChangeAtom, 'collection');
    await store.set(confirmDispositionChangeAtom);
    expect(Object.keys(store.get(basketAtom).deals)).toEqual(['b2']);
    expect(store.get(creditsAtom).voucher).toBeNull();
  });

  it('keeps the discount when the new disposition offers it', async () => {
    store.set(basketAtom, { ...basket, deals: { b2: basket.deals.b2 }, items: { i2: basket.items.i2 } });
    menu.fetchProducts.mockImplementation(async (type: string) => (type === 'discounts' ? [{ id: 'web-only-20-off' }] : []));
    await store.set(requestDispositionChangeAtom, 'collection');
    expect(store.get(basketAtom).discount).toEqual({ id: 'web-only-20-off', value: 5 });
  });
});
