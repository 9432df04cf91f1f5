import { createStore } from 'jotai';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { addItemToBasketAtom } from '../../src/atoms/basket-actions';
import { offerCollectionNearbyAtom } from '../../src/atoms/dead-zone';
import { etaShownAtom } from '../../src/atoms/eta';
import { navigationRequestAtom } from '../../src/atoms/navigation-request';
import { overlayAtom } from '../../src/atoms/overlays';
import { settingsAtom } from '../../src/atoms/settings';
import { basketUpsellsAtom, fetchUpsellAtom } from '../../src/atoms/upsells';
import { catalogue } from '../../server/db/seed/catalogue/catalogue';
import { localisedStore } from './basket-fixtures';

// 14-G13 'basket-upsell-carousel' and 'show-eta', 14-G14 'map-for-dead-zones': the atoms, control vs
// treatment (forced the way /debug forces a variant).

const api = vi.hoisted(() => ({ geocodePostcode: vi.fn(), fetchNearbyHuts: vi.fn(), fetchEta: vi.fn(), fetchHutStatus: vi.fn() }));
vi.mock('../../src/api/stores', () => api);
const menu = vi.hoisted(() => ({ fetchUpsell: vi.fn(), fetchProducts: vi.fn(async () => []), fetchProductContent: vi.fn(async () => []) }));
vi.mock('../../src/api/menu', () => menu);

const force = (store: ReturnType<typeof createStore>, forcedVariants: Record<string, string>, flagOverrides: Record<string, boolean> = {}) =>
  store.set(settingsAtom, (settings) => ({ ...settings, forcedVariants, flagOverrides }));

beforeEach(() => {
  for (const mock of [...Object.values(api), menu.fetchUpsell]) mock.mockReset();
});

describe('map-for-dead-zones', () => {
  const address = { postcode: 'TR19 7AA' };

  it('control: the offer-collection overlay with the huts nearby, no navigation', async () => {
    const store = createStore();
    api.geocodePostcode.mockResolvedValue({ postcode: 'TR19 7AA', latitude: 50.06, longitude: -5.71, city: "Land's End" });
    api.fetchNearbyHuts.mockResolvedValue([]);
    await store.set(offerCollectionNearbyAtom, { market: 'UK', address });
    expect(store.get(overlayAtom)).toMatchObject({ kind: 'offer-collection', reason: 'dead-zone' });
    expect(store.get(navigationRequestAtom)).toBeNull();
  });

  it('treatment: the map page at the geocoded point with isDeliveryDeadzone=true, no overlay, no hut look-up', async () => {
    const store = createStore();
    force(store, { 'map-for-dead-zones': 'map' });
    api.geocodePostcode.mockResolvedValue({ postcode: 'TR19 7AA', latitude: 50.06, longitude: -5.71, city: "Land's End" });
    await store.set(offerCollectionNearbyAtom, { market: 'UK', address });
    expect(store.get(overlayAtom)).toBeNull();
    expect(api.fetchNearbyHuts).not.toHaveBeenCalled();
    expect(store.get(navigationRequestAtom)).toEqual({ to: '/map/?latLong=50.06%2C-5.71&disposition=collection&isDeliveryDeadzone=true', replace: false });
  });

  it('treatment with a failed look-up still opens the map (at the market start)', async () => {
    const store = createStore();
    force(store, { 'map-for-dead-zones': 'map' });
    api.geocodePostcode.mockRejectedValue(new Error('offline'));
    await store.set(offerCollectionNearbyAtom, { market: 'UK', address });
    expect(store.get(navigationRequestAtom)?.to).toBe('/map/?disposition=collection&isDeliveryDeadzone=true');
  });
});

describe('basket-upsell-carousel', () => {
  const upsells = catalogue().sectors.find((entry) => entry.sector === 'uk-1')?.upsells ?? [];
  const pizza = { type: 'pizza', properties: { id: 'pepperoni-feast', size: 'large', crust: 'pan', sauce: 'tomato', cheese: 'mozzarella', toppings: ['pepperoni'] } };

  async function withDipInBasket(forcedVariants: Record<string, string>, flagOverrides: Record<string, boolean> = {}) {
    menu.fetchUpsell.mockResolvedValue(upsells[0] ?? null);
    const store = localisedStore();
    force(store, forcedVariants, flagOverrides);
    await store.set(fetchUpsellAtom);
    store.set(addItemToBasketAtom, pizza);
    store.set(addItemToBasketAtom, { type: 'dip', properties: { id: 'garlic-herb-dip' } });
    return store;
  }

  // Without the carousel an item already in the basket is not offered (spec 1 §4); with it, it is.
  it('control, flag off: the dip already in the basket is not offered', async () => {
    expect((await withDipInBasket({})).get(basketUpsellsAtom)).toEqual([]);
  });

  it('treatment: the carousel rules apply (the dip is offered again)', async () => {
    const store = await withDipInBasket({ 'basket-upsell-carousel': 'carousel' });
    expect(store.get(basketUpsellsAtom)).toEqual([expect.objectContaining({ id: 'garlic-herb-dip' })]);
  });

  it('control with the flag on (a /debug override): the carousel too', async () => {
    const store = await withDipInBasket({}, { basketUpsellCarousel: true });
    expect(store.get(basketUpsellsAtom)).toEqual([expect.objectContaining({ id: 'garlic-herb-dip' })]);
  });
});

describe('show-eta', () => {
  it('control follows hideEta; the treatment overrides it', () => {
    const store = createStore();
    expect(store.get(etaShownAtom)).toBe(true);
    force(store, {}, { hideEta: true });
    expect(store.get(etaShownAtom)).toBe(false);
    force(store, { 'show-eta': 'shown' }, { hideEta: true });
    expect(store.get(etaShownAtom)).toBe(true);
  });
});
