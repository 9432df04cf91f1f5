import { createStore } from 'jotai';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { basketAtom } from '../../src/atoms/basket';
import { dealChoicesAtom, setDealChoiceAtom } from '../../src/atoms/deal-choices';
import { hutsAtom } from '../../src/atoms/huts';
import { localiseAtom } from '../../src/atoms/localise';
import { localisingAtom } from '../../src/atoms/localisation-state';
import { CLOSED_NOTICE_TIMEOUT_MS } from '../../src/atoms/localisation-notices';
import { dealbotAutoEnableAtom } from '../../src/atoms/localised-hut';
import { navigationRequestAtom, redirectedAtom } from '../../src/atoms/navigation-request';
import { notificationsAtom } from '../../src/atoms/notifications';
import { overlayAtom } from '../../src/atoms/overlays';
import { sessionAtom } from '../../src/atoms/session';
import { appStore } from '../../src/atoms/store';
import { initI18n, loadScreenStrings } from '../../src/i18n';
import { A, basketWithADeal, C, chosenPizza, hut, status } from './localisation-fixtures';

// The localise action and its outcomes (spec 1 §4) against a stubbed store API.

const api = vi.hoisted(() => ({
  fetchHutStatus: vi.fn(),
  geocodePostcode: vi.fn(),
  fetchNearbyHuts: vi.fn(),
  fetchEta: vi.fn(),
}));
vi.mock('../../src/api/stores', () => api);
vi.mock('../../src/api/menu', () => ({ fetchProductContent: vi.fn(async () => []) }));

let store: ReturnType<typeof createStore>;

beforeAll(async () => {
  await initI18n('en-GB');
  await loadScreenStrings(); // the localisation notices load with the actions, as in the app
});

beforeEach(() => {
  store = createStore();
  appStore.set(notificationsAtom, []);
  for (const mock of Object.values(api)) mock.mockReset();
  api.fetchEta.mockResolvedValue({ eta: { exact: 35, range: [30, 45] } });
});

const lastNotice = () => appStore.get(notificationsAtom).at(-1);

describe('localise outcomes (spec 1 §4)', () => {
  it('localises an open hut: hut stored and localised, customer details set, then its initial route', async () => {
    api.fetchHutStatus.mockResolvedValue(status([A, A], [A, A]));
    const camden = hut();
    const result = await store.set(localiseAtom, { hut: camden, disposition: 'delivery', address: { postcode: 'NW1 8QP' } });

    expect(result).toBe('localised');
    expect(store.get(hutsAtom)).toEqual({ current: camden, localised: true });
    const session = store.get(sessionAtom);
    expect(session.dispositionType).toBe('delivery');
    expect(session.dispositionWhen).toBe('asap');
    expect(session.dispositionTime).toBeNull();
    expect(session.deliveryHut).toEqual({ hutId: camden.id, sector: 'uk-1' });
    expect(session.deliveryAddress).toEqual({ postcode: 'NW1 8QP' });
    expect(store.get(navigationRequestAtom)).toEqual({ to: '/order/deals/', replace: false });
    expect(store.get(redirectedAtom)).toBe(true);
    expect(store.get(localisingAtom)).toBe(false);
  });

  it('goes where the customer was going, with the any-20 redirect at an equity hut', async () => {
    api.fetchHutStatus.mockResolvedValue(status([A, A], [A, A]));
    await store.set(localiseAtom, { hut: hut({ ownership: 'equity' }), disposition: 'collection', target: '/order/deal/?id=any-20' });
    expect(store.get(navigationRequestAtom)?.to).toBe('/order/deal/?id=any-20-medium');
    expect(store.get(sessionAtom).collectionHut).not.toBeNull();
  });

  it('ignores a target that is not a path of this site', async () => {
    api.fetchHutStatus.mockResolvedValue(status([A, A], [A, A]));
    await store.set(localiseAtom, { hut: hut(), disposition: 'delivery', target: 'https://evil.example/' });
    expect(store.get(navigationRequestAtom)?.to).toBe('/order/deals/');
  });

  it('C6: resets the basket when the hut or disposition changes, keeps it on a same-hut re-localise', async () => {
    api.fetchHutStatus.mockResolvedValue(status([A, A], [A, A]));
    const camden = hut();
    store.set(basketAtom, basketWithADeal);
    await store.set(localiseAtom, { hut: camden, disposition: 'delivery' });
    expect(store.get(basketAtom).deals).toEqual({});

    store.set(basketAtom, basketWithADeal);
    await store.set(localiseAtom, { hut: camden, disposition: 'delivery' });
    expect(store.get(basketAtom)).toEqual(basketWithADeal);

    await store.set(localiseAtom, { hut: camden, disposition: 'collection' });
    expect(store.get(basketAtom).deals).toEqual({});
  });

  it('04-G9: deal choices and the basket discount reset with the hut or disposition, not on a same-hut re-localise', async () => {
    api.fetchHutStatus.mockResolvedValue(status([A, A], [A, A]));
    const camden = hut();
    await store.set(localiseAtom, { hut: camden, disposition: 'delivery' });
    const choose = () => {
      store.set(setDealChoiceAtom, { dealId: 'two-large', choiceId: 1, optionIndex: 0, item: chosenPizza });
      store.set(basketAtom, basketWithADeal);
    };

    choose();
    await store.set(localiseAtom, { hut: camden, disposition: 'delivery' });
    expect(Object.keys(store.get(dealChoicesAtom))).toEqual(['two-large']);
    expect(store.get(basketAtom).discount).toEqual(basketWithADeal.discount);

    await store.set(localiseAtom, { hut: camden, disposition: 'collection' });
    expect(store.get(dealChoicesAtom)).toEqual({});
    expect(store.get(basketAtom).discount).toBeNull();

    choose();
    await store.set(localiseAtom, { hut: hut(), disposition: 'collection' });
    expect(store.get(dealChoicesAtom)).toEqual({});
    expect(store.get(basketAtom).discount).toBeNull();
  });

  it('C2: the dealbot switches itself on for a French hut', async () => {
    api.fetchHutStatus.mockResolvedValue(status([A, A], [A, A]));
    await store.set(localiseAtom, { hut: hut({ sector: 'fr-1', defaultLanguage: 'fr-FR' }), disposition: 'delivery' });
    expect(store.get(dealbotAutoEnableAtom)).toBe(true);
    await store.set(localiseAtom, { hut: hut(), disposition: 'delivery' });
    expect(store.get(dealbotAutoEnableAtom)).toBe(false);
  });

  it('opens the scheduled-order overlay with the localisation pending when only later is open', async () => {
    api.fetchHutStatus.mockResolvedValue(status([C, C], [A, A]));
    const later = hut();
    const result = await store.set(localiseAtom, { hut: later, disposition: 'delivery', target: '/order/pizzas/' });
    expect(result).toBe('scheduled');
    expect(store.get(overlayAtom)).toMatchObject({
      kind: 'scheduled-order',
      disposition: 'delivery',
      repick: false,
      pending: { hut: later, disposition: 'delivery', target: '/order/pizzas/' },
    });
    expect(store.get(hutsAtom).localised).toBe(false);
  });

  it('localises a scheduled time once it is chosen', async () => {
    api.fetchHutStatus.mockResolvedValue(status([C, C], [A, A]));
    const time = Date.now() + 3_600_000;
    const result = await store.set(localiseAtom, { hut: hut(), disposition: 'collection', when: 'scheduled', time });
    expect(result).toBe('localised');
    expect(store.get(sessionAtom)).toMatchObject({ dispositionWhen: 'scheduled', dispositionTime: time });
  });

  it('offers collection when the hut is not delivering but collects', async () => {
    api.fetchHutStatus.mockResolvedValue(status([C, A], [C, A]));
    const result = await store.set(localiseAtom, { hut: hut(), disposition: 'delivery' });
    expect(result).toBe('opposite');
    expect(store.get(overlayAtom)).toMatchObject({ kind: 'offer-collection', reason: 'delivery-unavailable' });
    expect(lastNotice()).toMatchObject({ type: 'warning', topic: 'localisation' });
  });

  it('C1: a closed hut gives a warning "Sorry" with its name, topic localisation, for 10 s', async () => {
    api.fetchHutStatus.mockResolvedValue(status([C, C], [C, C]));
    const glasgow = hut({ name: 'Glasgow - West End' });
    expect(await store.set(localiseAtom, { hut: glasgow, disposition: 'delivery' })).toBe('closed');
    expect(CLOSED_NOTICE_TIMEOUT_MS).toBe(10_000);
    expect(lastNotice()).toMatchObject({ type: 'warning', topic: 'localisation', title: 'Sorry', timeOut: 10_000 });
    expect(lastNotice()?.message).toContain('Glasgow - West End');
    expect(store.get(hutsAtom).current).toBeNull();
  });

  it('a hut flagged closed is closed whatever its status says', async () => {
    api.fetchHutStatus.mockResolvedValue(status([A, A], [A, A]));
    expect(await store.set(localiseAtom, { hut: hut({ closed: true }), disposition: 'collection' })).toBe('closed');
  });

  it('insufficient data for delivery: the postcode is geocoded and huts nearby offered for collection', async () => {
    api.fetchHutStatus.mockResolvedValue(null);
    api.geocodePostcode.mockResolvedValue({ postcode: 'TR19 7AA', latitude: 50.06, longitude: -5.71, city: "Land's End" });
    const nearby = [hut(), hut({ allowedDisposition: { delivery: true, collection: false } })];
    api.fetchNearbyHuts.mockResolvedValue(nearby);
    const result = await store.set(localiseAtom, { hut: hut(), disposition: 'delivery', address: { postcode: 'TR19 7AA' } });

    expect(result).toBe('insufficient-data');
    expect(api.geocodePostcode).toHaveBeenCalledWith('TR19 7AA', 'GB');
    expect(api.fetchNearbyHuts).toHaveBeenCalledWith({ lat: 50.06, lon: -5.71, limit: 5, sectors: ['uk-1', 'uk-2'] });
    expect(store.get(overlayAtom)).toEqual({ kind: 'offer-collection', reason: 'dead-zone', huts: [nearby[0]], target: undefined });
  });

  it('C24: India looks up 4 huts nearby; a failed look-up is only logged', async () => {
    api.fetchHutStatus.mockResolvedValue(null);
    api.fetchNearbyHuts.mockResolvedValue([]);
    await store.set(localiseAtom, { hut: hut({ sector: 'in-1' }), disposition: 'delivery', address: { lat: 28.63, lng: 77.21 } });
    expect(api.fetchNearbyHuts).toHaveBeenCalledWith(expect.objectContaining({ limit: 4, sectors: ['in-1', 'in-2'] }));

    api.fetchNearbyHuts.mockRejectedValue(new Error('offline'));
    await store.set(localiseAtom, { hut: hut({ sector: 'in-1' }), disposition: 'delivery', address: { lat: 28.63, lng: 77.21 } });
    expect(store.get(overlayAtom)).toMatchObject({ kind: 'offer-collection', reason: 'dead-zone', huts: [] });
  });

  it('insufficient data for collection: the store finder around the hut', async () => {
    api.fetchHutStatus.mockResolvedValue(null);
    await store.set(localiseAtom, { hut: hut({ latitude: 52.47, longitude: -1.88 }), disposition: 'collection' });
    expect(store.get(overlayAtom)).toMatchObject({ kind: 'store-finder', market: 'UK', point: { lat: 52.47, lng: -1.88 } });
  });

  it('any failure gives the localisation error, and localising always finishes', async () => {
    api.fetchHutStatus.mockRejectedValue(new Error('500 Internal Server Error'));
    expect(await store.set(localiseAtom, { hut: hut(), disposition: 'delivery' })).toBe('error');
    expect(lastNotice()).toMatchObject({ type: 'error', topic: 'localisation' });
    expect(store.get(localisingAtom)).toBe(false);
  });
});
