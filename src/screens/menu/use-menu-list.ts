import { useAtomValue, useSetAtom } from 'jotai';
import { useCallback, useEffect, useMemo } from 'react';
import type { ProductListType } from '../../api/contract/catalogue';
import { fetchMenuListAtom, menuKeyAtom, menuListAtom, menuListView, type MenuListView } from '../../atoms/menu';

export interface MenuListState extends MenuListView {
  retry: () => void;
}

/**
 * One menu list of the localised hut: fetched on first use and again when the hut or disposition
 * changes; a list kept for another hut counts as still loading, so it is never shown.
 */
export function useMenuList(type: ProductListType): MenuListState {
  const listAtom = useMemo(() => menuListAtom(type), [type]);
  const slice = useAtomValue(listAtom);
  const key = useAtomValue(menuKeyAtom);
  const fetchList = useSetAtom(fetchMenuListAtom);

  useEffect(() => {
    void fetchList(type);
  }, [fetchList, type, key]);

  const retry = useCallback(() => void fetchList(type, true), [fetchList, type]);
  return { ...menuListView(slice, key), retry };
}
