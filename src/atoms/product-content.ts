import { atom } from 'jotai';
import type { ProductContent } from '../api/contract/catalogue';
import type { Locale } from '../api/contract/common';
import { log } from '../log/logger';
import { MARKET_LOCALES } from '../domain/markets/ids';
import { currentLanguage } from '../i18n';
import { currentHutAtom } from './huts';

/**
 * The localised hut's product content in the customer's language (spec 1 §4 "product content reset
 * and fetched"; 04-G10). In memory only: it is fetched again for the hut after a reload.
 */

export interface ProductContentState {
  /** `sector:locale` the list is for; null before the first fetch. */
  key: string | null;
  status: 'idle' | 'loading' | 'ok' | 'error';
  list: ProductContent[];
  error: string | null;
}

export const productContentAtom = atom<ProductContentState>({ key: null, status: 'idle', list: [], error: null });

/** Locales the content API speaks (the market locales); the generic en/fr are asked as the hut's own locale. */
const CONTENT_LOCALES: ReadonlySet<string> = new Set(MARKET_LOCALES);

/**
 * Fetches the localised hut's product content in the current language ("locale from the customer
 * language or default"). Again on every language change (04-G10); a fetch already made or running
 * for the same sector and locale is not repeated unless forced.
 */
export const fetchProductContentAtom = atom(null, async (get, set, force = false) => {
  const hut = get(currentHutAtom);
  if (!hut) return;
  const language = currentLanguage();
  const locale: Locale = CONTENT_LOCALES.has(language) ? (language as Locale) : hut.defaultLanguage;
  const key = `${hut.sector}:${locale}`;
  const current = get(productContentAtom);
  if (!force && current.key === key && (current.status === 'loading' || current.status === 'ok')) return;
  // The previous language's list stays while the new one loads: only a hut's first load is empty.
  set(productContentAtom, { key, status: 'loading', list: current.list, error: null });
  try {
    const { fetchProductContent } = await import('../api/menu');
    const list = await fetchProductContent({ sector: hut.sector, locale });
    if (get(productContentAtom).key !== key) return;
    set(productContentAtom, { key, status: 'ok', list, error: null });
  } catch (error) {
    if (get(productContentAtom).key !== key) return;
    log.warn('Product content fetch failed', error);
    set(productContentAtom, { key, status: 'error', list: current.list, error: error instanceof Error ? error.message : String(error) });
  }
});
