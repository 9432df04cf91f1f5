import { createStore } from 'jotai';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { delocaliseAtom } from '../../src/atoms/delocalise';
import { hutsAtom } from '../../src/atoms/huts';
import { fetchSkusAtom, skuIdsAtom, skusAtom } from '../../src/atoms/skus';
import { CAMDEN, localisedStore } from './basket-fixtures';

// The skus slice (checklist 10-G6; spec 1 §4 "SKU fetch: success or failure storing the error message";
// "Resetting huts also clears … skus").

vi.mock('../../src/api/menu', () => ({ fetchSkus: vi.fn() }));
const api = vi.mocked(await import('../../src/api/menu'));

beforeEach(() => {
  api.fetchSkus.mockReset();
});

describe('fetchSkusAtom', () => {
  it('asks with the hut sector and POS type, and keeps only the sold types', async () => {
    const store = localisedStore();
    api.fetchSkus.mockResolvedValue([
      { id: 'margherita', type: 'pizza' },
      { id: 'extra-cheese', type: 'topping' },
    ]);
    await store.set(fetchSkusAtom);
    expect(api.fetchSkus).toHaveBeenCalledWith(CAMDEN.sector, CAMDEN.pos.type);
    expect(store.get(skusAtom)).toEqual({ key: `${CAMDEN.sector}:${CAMDEN.pos.type}`, list: [{ id: 'margherita', type: 'pizza' }], error: null });
    expect(store.get(skuIdsAtom)).toEqual(new Set(['margherita']));
  });

  it('stores the error of a failed fetch and then marks nothing unavailable', async () => {
    const store = localisedStore();
    api.fetchSkus.mockImplementation(async () => {
      throw new Error('failed to fetch skus: empty response');
    });
    await store.set(fetchSkusAtom);
    expect(store.get(skusAtom).error).toBe('failed to fetch skus: empty response');
    expect(store.get(skuIdsAtom)).toBeNull();
  });

  it('does not fetch again for the same hut once loaded, and does nothing without a hut', async () => {
    const store = localisedStore();
    api.fetchSkus.mockResolvedValue([{ id: 'margherita', type: 'pizza' }]);
    await store.set(fetchSkusAtom);
    await store.set(fetchSkusAtom);
    expect(api.fetchSkus).toHaveBeenCalledTimes(1);
    const empty = createStore();
    await empty.set(fetchSkusAtom);
    expect(api.fetchSkus).toHaveBeenCalledTimes(1);
  });

  it('is cleared when the huts reset (delocalise)', async () => {
    const store = localisedStore();
    api.fetchSkus.mockResolvedValue([{ id: 'margherita', type: 'pizza' }]);
    await store.set(fetchSkusAtom);
    store.set(delocaliseAtom, { navigate: false });
    expect(store.get(hutsAtom).current).toBeNull();
    expect(store.get(skusAtom)).toEqual({ key: null, list: [], error: null });
  });
});
