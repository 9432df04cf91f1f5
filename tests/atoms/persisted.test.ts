import { createStore } from 'jotai';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { basketAtom, basketItemCountAtom } from '../../src/atoms/basket';
import { lastOrderAtom } from '../../src/atoms/last-order';
import { flushPersistedWrites, hydratePersistedAtoms, hydrationStatusAtom } from '../../src/atoms/persisted';
import { selectedLanguageAtom, sessionAtom } from '../../src/atoms/session';
import { settingsAtom } from '../../src/atoms/settings';
import { openDatabase } from '../../src/db/database';
import { DEFAULT_BASKET, DEFAULT_SETTINGS } from '../../src/db/defaults';
import { loadSlice, saveSlice } from '../../src/db/persist';
import type { Basket } from '../../src/db/records';
import { freshIndexedDB, removeIndexedDB } from '../db/fresh-indexeddb';
import { log } from '../../src/log/logger';
import { SETTLE } from '../settle';

const BASKET: Basket = {
  expires: 1_700_000_000_000,
  deals: {
    d1: { id: 'd1', deal: { id: 'two-large', price: 22.99, type: 'deal' } },
    d2: { id: 'd2', deal: { id: 'meal-for-one', price: 9.99, type: 'deal' } },
  },
  items: {
    a: { id: 'a', dealId: 'd1', item: { type: 'pizza', properties: {} } },
    b: { id: 'b', dealId: 'd1', item: { type: 'pizza', properties: {} } },
    c: { id: 'c', dealId: 'd2', item: { type: 'side', properties: {} } },
    d: { id: 'd', dealId: 'ND', item: { type: 'drink', properties: {} } },
    e: { id: 'e', dealId: null, item: { type: 'dip', properties: {} } },
  },
  discount: null,
};

beforeEach(freshIndexedDB);
afterEach(async () => {
  await flushPersistedWrites();
  vi.restoreAllMocks();
  await freshIndexedDB();
});

describe('the Dexie bridge', () => {
  it('saves a write (debounced) and a fresh store hydrates it back', async () => {
    const before = createStore();
    expect((await hydratePersistedAtoms(before)).status).toBe('ready');
    before.set(basketAtom, BASKET);
    before.set(selectedLanguageAtom, { language: 'fr-CA', manual: true });
    await vi.waitFor(async () => expect((await loadSlice('basket')).value).toEqual(BASKET), SETTLE);

    const after = createStore(); // the next visit
    expect(after.get(hydrationStatusAtom)).toBe('pending');
    expect(after.get(basketAtom)).toEqual(DEFAULT_BASKET);
    expect(await hydratePersistedAtoms(after)).toEqual({ status: 'ready', dropped: [] });
    expect(after.get(hydrationStatusAtom)).toBe('ready');
    expect(after.get(basketAtom)).toEqual(BASKET);
    expect(after.get(selectedLanguageAtom)).toEqual({ language: 'fr-CA', manual: true });
    expect(after.get(sessionAtom).dispositionType).toBe('delivery');
  });

  it('lets a write made before hydration finished win over the stored value', async () => {
    await saveSlice('settings', { ...DEFAULT_SETTINGS, flagLevel: 'canary', covidNotice: true });
    await saveSlice('lastOrder', { transactionId: 'tx-order-1', orderId: 'order-1', customerOrderReference: 'R1', promisedDeliveryTime: 2, placedAt: 1, hut: { hutId: '1101', sector: 'uk-1' }, etaType: 'delivery' as const, summary: null, state: null, stateUpdatedAt: null, orderToken: null });
    const store = createStore();
    store.set(settingsAtom, (settings) => ({ ...settings, vegetarianOnly: true })); // before hydration starts
    const hydration = hydratePersistedAtoms(store);
    store.set(basketAtom, BASKET); // while it runs
    await hydration;

    expect(store.get(settingsAtom)).toEqual({ ...DEFAULT_SETTINGS, vegetarianOnly: true });
    expect(store.get(basketAtom)).toEqual(BASKET);
    expect(store.get(lastOrderAtom)).toEqual({ transactionId: 'tx-order-1', orderId: 'order-1', customerOrderReference: 'R1', promisedDeliveryTime: 2, placedAt: 1, hut: { hutId: '1101', sector: 'uk-1' }, etaType: 'delivery' as const, summary: null, state: null, stateUpdatedAt: null, orderToken: null }); // untouched slices still load
    await flushPersistedWrites();
    expect((await loadSlice('settings')).value).toEqual({ ...DEFAULT_SETTINGS, vegetarianOnly: true });
  });

  it('reports a dropped slice and starts it from its default', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const db = await openDatabase();
    await db.settings.put({ key: 'current', value: { flagLevel: 42 }, updatedAt: 1 });
    const store = createStore();
    expect(await hydratePersistedAtoms(store)).toEqual({ status: 'ready', dropped: ['settings'] });
    expect(store.get(settingsAtom)).toEqual(DEFAULT_SETTINGS);
  });

  it("runs in memory when IndexedDB is unavailable, logging 'Missing local storage'", async () => {
    await removeIndexedDB();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const store = createStore();

    const result = await hydratePersistedAtoms(store);
    expect(result.status).toBe('memory-only');
    expect(store.get(hydrationStatusAtom)).toBe('memory-only');
    await log.flush(); // the client log loads on first use and replays what was queued
    expect(warn).toHaveBeenCalledWith('Missing local storage', { reason: 'missing' });

    store.set(basketAtom, BASKET);
    expect(store.get(basketItemCountAtom)).toBe(4);
    await flushPersistedWrites(); // nothing to save to, and nothing thrown or logged as an error
    expect(store.get(basketAtom)).toEqual(BASKET);
    expect(error).not.toHaveBeenCalled();
  });

  it("logs any other failure and reports 'failed' (the app then does not render)", async () => {
    // An IndexedDB that exists but fails in a way no browser setting explains: a bug, not privacy.
    await removeIndexedDB();
    globalThis.indexedDB = {
      open: () => {
        throw new RangeError('broken factory');
      },
    } as unknown as IDBFactory;
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const store = createStore();

    const result = await hydratePersistedAtoms(store);
    expect(result.status).toBe('failed');
    expect(store.get(hydrationStatusAtom)).toBe('failed');
    await log.flush();
    expect(error).toHaveBeenCalledWith('Rehydration failed', expect.anything());
    expect(await hydratePersistedAtoms(store)).toBe(result); // once per store
  });
});

describe('slice atoms', () => {
  it('counts each deal once plus every item without a deal', () => {
    const store = createStore();
    expect(store.get(basketItemCountAtom)).toBe(0);
    store.set(basketAtom, BASKET);
    expect(store.get(basketItemCountAtom)).toBe(4); // d1, d2, and the ND and null items
  });

  it('writes the selected language into the session', () => {
    const store = createStore();
    expect(store.get(selectedLanguageAtom)).toEqual({ language: null, manual: false });
    store.set(selectedLanguageAtom, { language: 'en-GB', manual: false });
    expect(store.get(sessionAtom)).toMatchObject({ selectedLanguage: 'en-GB', languageChangedManually: false });
  });
});
