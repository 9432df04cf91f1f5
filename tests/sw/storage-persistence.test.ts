import { afterEach, describe, expect, it, vi } from 'vitest';
import { watchStoragePersistence } from '../../src/app/sw-client';
import { basketAtom } from '../../src/atoms/basket';
import { hutsAtom } from '../../src/atoms/huts';
import { appStore } from '../../src/atoms/store';
import { DEFAULT_BASKET, DEFAULT_HUTS } from '../../src/db/defaults';
import type { HutsSlice } from '../../src/db/records';
import { SETTLE } from '../settle';

vi.mock('workbox-window', () => ({ Workbox: class {} }));

const camden = { id: '1101', sector: 'uk-1', name: 'London - Camden' } as unknown as NonNullable<HutsSlice['current']>;

function fakeStorage(persisted = false, granted = true) {
  const storage = { persisted: vi.fn(async () => persisted), persist: vi.fn(async () => granted) };
  vi.stubGlobal('navigator', { storage });
  return storage;
}

describe('persistent storage', () => {
  let stop = () => {};
  afterEach(() => {
    stop();
    vi.unstubAllGlobals();
    appStore.set(hutsAtom, DEFAULT_HUTS);
    appStore.set(basketAtom, DEFAULT_BASKET);
  });

  it('is not asked for at start when the customer has done nothing yet', async () => {
    const storage = fakeStorage();
    stop = watchStoragePersistence();
    await Promise.resolve();
    expect(storage.persist).not.toHaveBeenCalled();
  });

  it('is asked for once, after the first localisation, however often the basket changes', async () => {
    const storage = fakeStorage();
    stop = watchStoragePersistence();
    appStore.set(hutsAtom, { current: camden, localised: true });
    appStore.set(basketAtom, { ...DEFAULT_BASKET, expires: Date.parse('2025-06-18T20:00:00.000Z') });
    await vi.waitFor(() => expect(storage.persist).toHaveBeenCalledTimes(1), SETTLE);
    appStore.set(basketAtom, DEFAULT_BASKET);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(storage.persist).toHaveBeenCalledTimes(1);
  });

  it('is asked for after a first basket change too, and not again when already persistent', async () => {
    const storage = fakeStorage(true);
    stop = watchStoragePersistence();
    appStore.set(basketAtom, { ...DEFAULT_BASKET, expires: Date.parse('2025-06-18T20:00:00.000Z') });
    await vi.waitFor(() => expect(storage.persisted).toHaveBeenCalledTimes(1), SETTLE);
    expect(storage.persist).not.toHaveBeenCalled();
  });

  it('does nothing where the browser has no storage manager', () => {
    vi.stubGlobal('navigator', {});
    stop = watchStoragePersistence();
    expect(() => appStore.set(hutsAtom, { current: camden, localised: true })).not.toThrow();
  });
});
