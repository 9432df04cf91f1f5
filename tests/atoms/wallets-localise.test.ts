import { createStore } from 'jotai';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { localiseAtom } from '../../src/atoms/localise';
import { googlePayAvailableAtom, setGooglePayAvailableAtom } from '../../src/atoms/wallets';
import { initI18n, loadScreenStrings } from '../../src/i18n';
import { A, hut, status } from './localisation-fixtures';

// 13-G14: "Availability is cleared when localisation finishes" (spec 2 §4) — even for the same hut.

const api = vi.hoisted(() => ({ fetchHutStatus: vi.fn(), geocodePostcode: vi.fn(), fetchNearbyHuts: vi.fn(), fetchEta: vi.fn() }));
vi.mock('../../src/api/stores', () => api);
vi.mock('../../src/api/menu', () => ({ fetchProductContent: vi.fn(async () => []) }));

beforeAll(async () => {
  await initI18n('en-GB');
  await loadScreenStrings();
});

describe('Google Pay availability and localisation (13-G14)', () => {
  it('a finished localisation clears the isReadyToPay answer, even to the same hut', async () => {
    api.fetchHutStatus.mockResolvedValue(status([A, A], [A, A]));
    api.fetchEta.mockResolvedValue({ eta: { exact: 35, range: [30, 45] } });
    const store = createStore();
    const camden = hut();
    expect(await store.set(localiseAtom, { hut: camden, disposition: 'delivery', address: { postcode: 'NW1 8QP' } })).toBe('localised');
    store.set(setGooglePayAvailableAtom, true);
    expect(store.get(googlePayAvailableAtom)).toBe(true);
    expect(await store.set(localiseAtom, { hut: camden, disposition: 'delivery', address: { postcode: 'NW1 8QP' } })).toBe('localised');
    expect(store.get(googlePayAvailableAtom)).toBeNull();
  });
});
