import { createStore } from 'jotai';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { basketAtom } from '../../src/atoms/basket';
import { dealChoicesAtom, setDealChoiceAtom } from '../../src/atoms/deal-choices';
import { delocaliseAtom } from '../../src/atoms/delocalise';
import { hutsAtom } from '../../src/atoms/huts';
import { localiseAtom } from '../../src/atoms/localise';
import { navigationRequestAtom } from '../../src/atoms/navigation-request';
import { notificationsAtom } from '../../src/atoms/notifications';
import { sessionAtom } from '../../src/atoms/session';
import { appStore } from '../../src/atoms/store';
import { initI18n, loadScreenStrings } from '../../src/i18n';
import { A, basketWithADeal, chosenPizza, hut, status } from './localisation-fixtures';

// Delocalise (spec 1 §4 "Change location") against a stubbed store API.

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

describe('delocalise (spec 1 §4)', () => {
  it('delocalise: asap, huts cleared, deal choices and basket discount gone, home', async () => {
    api.fetchHutStatus.mockResolvedValue(status([A, A], [A, A]));
    await store.set(localiseAtom, { hut: hut(), disposition: 'delivery', when: 'scheduled', time: Date.now() + 3_600_000 });
    store.set(basketAtom, basketWithADeal);
    store.set(setDealChoiceAtom, { dealId: 'two-large', choiceId: 1, optionIndex: 0, item: chosenPizza });
    store.set(delocaliseAtom);

    expect(store.get(dealChoicesAtom)).toEqual({}); // 04-G12

    expect(store.get(hutsAtom)).toEqual({ current: null, localised: false });
    expect(store.get(sessionAtom)).toMatchObject({ dispositionWhen: 'asap', dispositionTime: null, deliveryHut: null });
    expect(store.get(basketAtom).discount).toBeNull();
    expect(store.get(basketAtom).deals).toEqual(basketWithADeal.deals);
    expect(store.get(navigationRequestAtom)).toEqual({ to: '/', replace: false });
  });
});
