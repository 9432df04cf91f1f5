import { describe, expect, it, vi } from 'vitest';
import { fetchMenuListAtom, menuListsAtom } from '../../src/atoms/menu';
import { sessionAtom } from '../../src/atoms/session';
import { localisedStore } from './basket-fixtures';

// A menu list slice belongs to the hut and disposition it was fetched for (spec 1 §3, §4).

const answer = vi.hoisted(() => ({ resolve: (_list: unknown[]) => {} }));
vi.mock('../../src/api/menu', () => ({
  WEBSITE_CHANNEL: 'web',
  fetchProducts: vi.fn(() => new Promise((resolve) => (answer.resolve = resolve))),
}));

describe('fetchMenuListAtom', () => {
  it('a fetch for another disposition empties the slice and marks it not fetched until the answer comes (10-G1)', async () => {
    const store = localisedStore(['deals']);
    expect(store.get(menuListsAtom).deals).toMatchObject({ key: 'uk-1:1101:delivery', lastFetchStatus: 'ok' });
    expect(store.get(menuListsAtom).deals?.list.length).toBeGreaterThan(0);

    store.set(sessionAtom, (session) => ({ ...session, dispositionType: 'collection' }));
    const fetching = store.set(fetchMenuListAtom, 'deals', true);
    // Never "this hut sells no deals for collection" while the collection list is on its way.
    expect(store.get(menuListsAtom).deals).toEqual({ list: [], error: null, isLoading: true, lastFetchStatus: 'idle', key: 'uk-1:1101:collection' });

    const menu = vi.mocked(await import('../../src/api/menu'));
    await vi.waitFor(() => expect(menu.fetchProducts).toHaveBeenCalled());
    answer.resolve([{ id: 'collection-incentive' }]);
    await fetching;
    expect(store.get(menuListsAtom).deals).toMatchObject({ list: [{ id: 'collection-incentive' }], isLoading: false, lastFetchStatus: 'ok' });
  });

  it('a refresh for the same hut and disposition keeps the list it has while it asks again', async () => {
    const store = localisedStore(['deals']);
    const before = store.get(menuListsAtom).deals?.list;
    void store.set(fetchMenuListAtom, 'deals', true);
    expect(store.get(menuListsAtom).deals).toMatchObject({ list: before, isLoading: true, lastFetchStatus: 'ok' });
  });
});
