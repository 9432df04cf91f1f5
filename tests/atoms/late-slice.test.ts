import { createStore } from 'jotai';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { freshIndexedDB } from '../db/fresh-indexeddb';

beforeEach(freshIndexedDB);
afterEach(freshIndexedDB);

it('fills a persisted atom whose module loads after start-up (a lazy route)', async () => {
  vi.resetModules(); // a page that has not loaded any slice atom yet
  const persisted = await import('../../src/atoms/persisted');
  const persist = await import('../../src/db/persist');
  await persist.saveSlice('lastOrder', { transactionId: 'tx-order-7', orderId: 'order-7', customerOrderReference: 'R1', promisedDeliveryTime: 2, placedAt: 1, hut: { hutId: '1101', sector: 'uk-1' }, etaType: 'delivery' as const, summary: null, state: null, stateUpdatedAt: null, orderToken: null });

  const store = createStore();
  expect(await persisted.hydratePersistedAtoms(store)).toEqual({ status: 'ready', dropped: [] });
  const { lastOrderAtom } = await import('../../src/atoms/last-order');
  // At once, not eventually: a lazy route reads its slice on its first render (an order page
  // reloaded must find the hut, or it sends the customer back to the home page).
  expect(store.get(lastOrderAtom)).toEqual({ transactionId: 'tx-order-7', orderId: 'order-7', customerOrderReference: 'R1', promisedDeliveryTime: 2, placedAt: 1, hut: { hutId: '1101', sector: 'uk-1' }, etaType: 'delivery' as const, summary: null, state: null, stateUpdatedAt: null, orderToken: null });
  await persist.closeDatabase();
});
