import { createStore } from 'jotai';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { freshIndexedDB } from '../db/fresh-indexeddb';

beforeEach(freshIndexedDB);
afterEach(freshIndexedDB);

it('fills a persisted atom whose module loads after start-up (a lazy route)', async () => {
  vi.resetModules(); // a page that has not loaded any slice atom yet
  const persisted = await import('../../src/atoms/persisted');
  const persist = await import('../../src/db/persist');
  await persist.saveSlice('lastOrder', { id: 'order-7' });

  const store = createStore();
  expect(await persisted.hydratePersistedAtoms(store)).toEqual({ status: 'ready', dropped: [] });
  const { lastOrderAtom } = await import('../../src/atoms/last-order');
  await vi.waitFor(() => expect(store.get(lastOrderAtom)).toEqual({ id: 'order-7' }));
  await persist.closeDatabase();
});
