import { atom } from 'jotai';
import { log } from '../log/logger';
import { keptSkus, type SkuEntry } from '../domain/menu/skus';
import { currentHutAtom } from './huts';

/**
 * The localised hut's SKUs (checklist 10-G6; spec 1 §4 "SKU fetch: success or failure storing the error
 * message"). Fetched after a localise success and on entry to the order area, with the hut's sector and
 * POS type; cleared when the huts reset. In memory only, like the product content: fetched again after a
 * reload.
 */
export interface SkusState {
  /** `sector:pos` the list is for; null before the first fetch. */
  key: string | null;
  list: SkuEntry[];
  error: string | null;
}

const EMPTY: SkusState = { key: null, list: [], error: null };

export const skusAtom = atom<SkusState>(EMPTY);

export const clearSkusAtom = atom(null, (_get, set) => set(skusAtom, EMPTY));

/** The ids of a loaded, non-empty list; null while none is known (nothing is marked unavailable then). */
export const skuIdsAtom = atom((get): ReadonlySet<string> | null => {
  const { list, error } = get(skusAtom);
  return error === null && list.length > 0 ? new Set(list.map((entry) => entry.id)) : null;
});

export const fetchSkusAtom = atom(null, async (get, set) => {
  const hut = get(currentHutAtom);
  if (!hut) return;
  const key = `${hut.sector}:${hut.pos.type}`;
  const current = get(skusAtom);
  if (current.key === key && (current.list.length > 0 || current.error === null)) return;
  set(skusAtom, { key, list: [], error: null });
  try {
    const { fetchSkus } = await import('../api/menu');
    const list = keptSkus(await fetchSkus(hut.sector, hut.pos.type));
    if (get(skusAtom).key !== key) return;
    set(skusAtom, { key, list, error: null });
  } catch (error) {
    if (get(skusAtom).key !== key) return;
    const message = error instanceof Error ? error.message : String(error);
    log.warn('SKU fetch failed', message);
    set(skusAtom, { key, list: [], error: message });
  }
});
