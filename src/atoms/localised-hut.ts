import { atom } from 'jotai';
import type { ProductContent } from '../api/contract/catalogue';
import type { Locale } from '../api/contract/common';
import type { Eta } from '../api/contract/geo';
import { log } from '../log/logger';
import { currentLanguage } from '../i18n';
import { currentHutAtom } from './huts';
import { sessionAtom } from './session';

/**
 * What belongs to the localised hut besides the hut itself (spec 1 §3, §4): its product content in
 * the customer's language, the ETA, the dealbot's auto-enable decision, the navigation a
 * localisation asks for, and an epoch that hut-bound slices reset on. In memory only: all of it is
 * fetched again for the hut after a reload.
 */

// ── Product content (spec 1 §4 "product content reset and fetched"; 04-G10) ─────────────────

export interface ProductContentState {
  /** `sector:locale` the list is for; null before the first fetch. */
  key: string | null;
  status: 'idle' | 'loading' | 'ok' | 'error';
  list: ProductContent[];
  error: string | null;
}

export const productContentAtom = atom<ProductContentState>({ key: null, status: 'idle', list: [], error: null });

/** Locales the content API speaks; the generic en/fr (no market) are asked as the hut's own locale. */
const CONTENT_LOCALES = new Set(['en-GB', 'en-IN', 'en-CA', 'fr-CA', 'fr-FR', 'en-FR']);

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

// ── ETA (spec 1 §3, §7: "reads exact; failure only logged as a warning") ───────────────────────

export const etaAtom = atom<Eta['eta'] | null>(null);

export const fetchEtaAtom = atom(null, async (get, set) => {
  const hut = get(currentHutAtom);
  if (!hut) return;
  const disposition = get(sessionAtom).dispositionType === 'collection' ? 'collection' : 'delivery';
  try {
    const { fetchEta } = await import('../api/stores');
    const { eta } = await fetchEta({ disposition, id: hut.id, sector: hut.sector });
    const now = get(currentHutAtom);
    if (now?.id === hut.id && now.sector === hut.sector) set(etaAtom, eta);
  } catch (error) {
    log.warn('ETA fetch failed', error);
  }
});

// ── Seams for the basket, dealbot, voucher and order-summary slices ───────────────────────────

/**
 * Counts localisations that changed the hut or the disposition (and delocalisations). Slices that
 * belong to one hut and disposition — voucher, order summary, deal choices, skus — clear themselves
 * when it moves (C6: the voucher is cleared only then).
 */
export const localisationEpochAtom = atom(0);

/**
 * C2: whether the dealbot should switch itself on after this localisation (French hut unless the
 * page is web-only-20-off, the auto-enable feature, or uk-1 on the automatic path). The dealbot
 * slice (issue 5) reads it when it starts and switches on; localising elsewhere sets it false.
 */
export const dealbotAutoEnableAtom = atom(false);

// ── Navigation asked for by an action (drawn by src/app/OverlayHost, which owns the router) ──

export interface NavigationRequest {
  to: string;
  replace: boolean;
}

export const navigationRequestAtom = atom<NavigationRequest | null>(null);

/** Whether this page session already sent the customer to the order page (spec 1 §4 automatic localisation). */
export const redirectedAtom = atom(false);
