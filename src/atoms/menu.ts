import { atom } from 'jotai';
import type { ProductListType } from '../api/contract/catalogue';
import type { Deal, Discount, Product } from '../api/contract/catalogue';
import type { WebDisposition } from '../api/contract/common';
import { currentHutAtom } from './huts';
import { sessionAtom } from './session';
import { settingsAtom } from './settings';
import { channelAtom } from './visit';

/**
 * Menu lists of the localised hut (spec 1 §3: "Each menu list slice holds list, error, isLoading,
 * lastFetchStatus"). One slice per list type; a slice belongs to the hut and disposition it was
 * fetched for (`key`), so a stale list is never shown for another hut.
 */
export type MenuEntry = Product | Deal | Discount;

export interface MenuList {
  list: MenuEntry[];
  error: string | null;
  isLoading: boolean;
  lastFetchStatus: 'idle' | 'ok' | 'error';
  key: string | null;
}

const EMPTY_LIST: MenuList = { list: [], error: null, isLoading: false, lastFetchStatus: 'idle', key: null };

export const menuListsAtom = atom<Partial<Record<ProductListType, MenuList>>>({});

/** The slice of one list type, or an empty idle one. */
export const menuListAtom = (type: ProductListType) => atom((get) => get(menuListsAtom)[type] ?? EMPTY_LIST);

/** Which hut and disposition the menu is for: `sector:hutId:disposition`, or null when not localised. */
export const menuKeyAtom = atom((get) => {
  const hut = get(currentHutAtom);
  if (!hut) return null;
  const disposition = get(sessionAtom).dispositionType;
  const web: WebDisposition = disposition === 'collection' ? 'collection' : 'delivery';
  return `${hut.sector}:${hut.id}:${web}`;
});

/**
 * Fetches one list for the current hut and disposition (spec 1 §4 menu lists). Pizzas without a hut
 * fail with 'Hut is missing' (spec 3 §4.7). The API module loads lazily: it brings zod.
 */
export const fetchMenuListAtom = atom(null, async (get, set, type: ProductListType, force = false) => {
  const hut = get(currentHutAtom);
  const key = get(menuKeyAtom);
  const update = (slice: Partial<MenuList>) =>
    set(menuListsAtom, (lists) => ({ ...lists, [type]: { ...(lists[type] ?? EMPTY_LIST), ...slice } }));

  if (!hut || !key) {
    update({ list: [], isLoading: false, error: 'Hut is missing', lastFetchStatus: 'error', key: null });
    return;
  }
  const current = get(menuListsAtom)[type];
  if (!force && current?.key === key && (current.isLoading || current.lastFetchStatus === 'ok')) return;

  // A list of another hut or disposition is no answer for this one: it is emptied and not yet fetched
  // (lastFetchStatus 'ok' with an empty list would read as "this hut sells none", 10-G1's deal link).
  update({ isLoading: true, error: null, key, ...(current?.key === key ? {} : { list: [], lastFetchStatus: 'idle' }) });
  try {
    const { fetchProducts } = await import('../api/menu');
    const disposition = key.endsWith(':collection') ? 'collection' : 'delivery';
    // One list serves the menu page and the deal page: deal-only products come too and the menu
    // filters them out (spec 1 §5 "dealOnly ones excluded from normal lists").
    // Deals come as the hut's full list for the disposition, hidden and voucher-only ones included
    // (C46): a gift voucher's deal must be found by the voucher check, the deal page and the pricing.
    // Every menu display filters hidden deals out (isListedDeal), and the dealbot never offers them.
    const showHidden = type === 'deals' || get(settingsAtom).showHiddenFlags;
    // A forced fetch is a refresh: it must see the server's prices, not a cached copy.
    const list = await fetchProducts(type, {
      hutid: hut.id,
      sector: hut.sector,
      disposition,
      showDealOnly: true,
      showHidden,
      fresh: force === true,
      ...(type === 'discounts' ? { channel: get(channelAtom) } : {}),
    });
    if (get(menuKeyAtom) !== key) return; // the customer moved on to another hut meanwhile
    update({ list, isLoading: false, error: null, lastFetchStatus: 'ok' });
  } catch (error) {
    if (get(menuKeyAtom) !== key) return;
    update({ isLoading: false, error: error instanceof Error ? error.message : String(error), lastFetchStatus: 'error' });
  }
});

/** What a screen shows of one list slice. */
export interface MenuListView {
  list: MenuEntry[];
  loading: boolean;
  error: string | null;
}

/**
 * A slice as a screen shows it: a list kept for another hut or disposition counts as still loading,
 * so it is never shown; an error without a hut ('Hut is missing') is shown as it is.
 */
export function menuListView(slice: MenuList, key: string | null): MenuListView {
  const current = slice.key === key || (key === null && slice.error !== null);
  return {
    list: current ? slice.list : [],
    loading: !current || slice.isLoading || slice.lastFetchStatus === 'idle',
    error: current && !slice.isLoading ? slice.error : null,
  };
}

/** Resetting huts clears the menu lists (spec 1 §4). */
export const clearMenuListsAtom = atom(null, (_get, set) => set(menuListsAtom, {}));
