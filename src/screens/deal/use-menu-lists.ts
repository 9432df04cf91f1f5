import { useAtomValue, useSetAtom } from 'jotai';
import { useCallback, useEffect, useMemo } from 'react';
import type { ProductListType } from '../../api/contract/catalogue';
import { localisedMenuListsAtom } from '../../atoms/localised-menu';
import { fetchMenuListAtom, menuKeyAtom, type MenuEntry } from '../../atoms/menu';

export interface MenuListsState {
  /** Entries of every requested list that has loaded for the current hut and disposition. */
  entries: Partial<Record<ProductListType, MenuEntry[]>>;
  loading: boolean;
  /** The first failure among the lists, if any. */
  error: string | null;
  /** Every requested list loaded for the current hut and disposition. */
  ready: boolean;
  retry: () => void;
}

/**
 * Fetches the menu lists the page needs (once per hut and disposition) and reports them together, in
 * the customer's language (10-G30: the deal page and its choices named 'Large (14")' in fr-CA).
 */
export function useMenuLists(types: readonly ProductListType[]): MenuListsState {
  const lists = useAtomValue(localisedMenuListsAtom);
  const key = useAtomValue(menuKeyAtom);
  const fetchList = useSetAtom(fetchMenuListAtom);
  const wanted = types.join(',');

  useEffect(() => {
    for (const type of wanted.split(',')) if (type) void fetchList(type as ProductListType);
  }, [fetchList, wanted, key]);

  const retry = useCallback(() => {
    for (const type of wanted.split(',')) if (type) void fetchList(type as ProductListType, true);
  }, [fetchList, wanted]);

  return useMemo(() => {
    const entries: Partial<Record<ProductListType, MenuEntry[]>> = {};
    let loading = false;
    let error: string | null = null;
    const requested = wanted.split(',').filter(Boolean) as ProductListType[];
    for (const type of requested) {
      const slice = lists[type];
      const current = slice !== undefined && slice.key === key;
      if (current && slice.lastFetchStatus === 'ok') entries[type] = slice.list;
      if (!current || slice.isLoading || slice.lastFetchStatus === 'idle') loading = true;
      if (slice?.error && !slice.isLoading && (current || key === null)) error ??= slice.error;
    }
    return { entries, loading: loading && error === null, error, ready: requested.every((type) => entries[type] !== undefined), retry };
  }, [lists, key, wanted, retry]);
}
