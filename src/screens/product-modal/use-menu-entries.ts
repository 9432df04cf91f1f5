import { useAtomValue, useSetAtom } from 'jotai';
import { useCallback, useEffect, useMemo } from 'react';
import type { ProductListType } from '../../api/contract/catalogue';
import { fetchMenuListAtom, menuKeyAtom, menuListAtom, menuListView, type MenuListView } from '../../atoms/menu';

export interface EntriesState extends MenuListView {
  retry: () => void;
}

/**
 * A menu list of the localised hut for the modal: usually already loaded by the page behind it;
 * fetched when the modal is opened from a link (a deep link, the deal page, the basket).
 */
export function useMenuEntries(type: ProductListType | null): EntriesState {
  const listType = type ?? 'pizzas';
  const listAtom = useMemo(() => menuListAtom(listType), [listType]);
  const slice = useAtomValue(listAtom);
  const key = useAtomValue(menuKeyAtom);
  const fetchList = useSetAtom(fetchMenuListAtom);

  useEffect(() => {
    if (type) void fetchList(type);
  }, [fetchList, type, key]);

  const retry = useCallback(() => void fetchList(listType, true), [fetchList, listType]);
  if (!type) return { list: [], loading: false, error: null, retry };
  return { ...menuListView(slice, key), retry };
}
