import { createStore } from 'jotai';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { autoLocaliseAtom } from '../../src/atoms/auto-localise';
import { hutsAtom } from '../../src/atoms/huts';
import { localiseAtom } from '../../src/atoms/localise';
import { dealbotAutoEnableAtom } from '../../src/atoms/localised-hut';
import { navigationRequestAtom, redirectedAtom } from '../../src/atoms/navigation-request';
import { notificationsAtom } from '../../src/atoms/notifications';
import { sessionAtom } from '../../src/atoms/session';
import { appStore } from '../../src/atoms/store';
import { initI18n, loadScreenStrings } from '../../src/i18n';
import { A, hut, status } from './localisation-fixtures';

// Automatic localisation of a returning customer (spec 1 §4, 3 §4.6) against a stubbed store API.

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

describe('automatic localisation (spec 1 §4)', () => {
  it('sends a returning uk-1 customer to the order page once and switches the dealbot on (C2)', async () => {
    api.fetchHutStatus.mockResolvedValue(status([A, A], [A, A]));
    await store.set(localiseAtom, { hut: hut(), disposition: 'delivery' });
    store.set(redirectedAtom, false); // a new page session
    store.set(navigationRequestAtom, null);

    expect(store.set(autoLocaliseAtom, { hash: '#skipredirect' })).toBe(false);
    expect(store.set(autoLocaliseAtom, { hash: '', target: '/order/pizzas/' })).toBe(true);
    expect(store.get(navigationRequestAtom)).toEqual({ to: '/order/pizzas/', replace: true });
    expect(store.get(dealbotAutoEnableAtom)).toBe(true);
    expect(store.set(autoLocaliseAtom, { hash: '' })).toBe(false);
  });

  it('resets a stored hut that is not the one the session selected', async () => {
    api.fetchHutStatus.mockResolvedValue(status([A, A], [A, A]));
    await store.set(localiseAtom, { hut: hut(), disposition: 'delivery' });
    store.set(sessionAtom, (session) => ({ ...session, deliveryHut: { hutId: 'another', sector: 'uk-1' } }));
    store.set(redirectedAtom, false);
    expect(store.set(autoLocaliseAtom, { hash: '' })).toBe(false);
    expect(store.get(hutsAtom).current).toBeNull();
  });
});
