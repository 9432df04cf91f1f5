/**
 * The rules around a localisation that are not the outcome itself (that is outcome.ts):
 * what the order area's query asks for (spec 1 §2), where a localise success lands and its
 * redirects, when the dealbot switches itself on (C2), what counts as a changed hut or disposition
 * (C6), and when the switch-disposition widget shows (spec 1 §2). Pure.
 */

import type { HutRefLike, WebDisposition } from './order-area-params';

export type { HutRefLike, OrderAreaQuery, WebDisposition, When } from './order-area-params';
export {
  ORDER_AREA_PARAMS,
  parseOrderAreaQuery,
  parseStoreId,
  safeRedirectPath,
  webDispositionOf,
  withoutOrderAreaParams,
  withSearch,
} from './order-area-params';

export interface RedirectHut {
  sector: string;
  ownership: string;
}

const DEAL_PATH = /^\/order\/(deal|discount)\/?$/;

/**
 * The optional redirect of a localise success (spec 1 §4): the deal any-20 becomes any-20-medium
 * at equity-owned huts; in sector fr-1 a deal link without a real id (id=undefined) goes to the
 * pizzas instead.
 */
export function redirectAfterLocalise(target: string, hut: RedirectHut): string {
  const url = new URL(target, 'https://hut.invalid');
  const id = url.searchParams.get('id');
  if (DEAL_PATH.test(url.pathname)) {
    if (hut.sector === 'fr-1' && (id === null || id === 'undefined' || id === '')) return '/order/pizzas/';
    if (id === 'any-20' && hut.ownership === 'equity') {
      url.searchParams.set('id', 'any-20-medium');
      return `${url.pathname}${url.search}${url.hash}`;
    }
  }
  return target;
}

// ── What a localise success resets ────────────────────────────────────────────────────────────

/** C6: the basket and voucher are cleared only when the hut or the disposition changed. */
export function hutOrDispositionChanged(
  previous: { hut: HutRefLike | null; disposition: string },
  next: { hut: HutRefLike; disposition: string },
): boolean {
  if (!previous.hut) return true;
  return previous.hut.id !== next.hut.id || previous.hut.sector !== next.hut.sector || previous.disposition !== next.disposition;
}

export interface DealbotAutoEnableFacts {
  market: string;
  /** The page the customer is going to (the web-only-20-off discount page is the exception). */
  target: string;
  /** The hasDealbotAutoEnable feature. */
  autoEnableFeature: boolean;
  /** True on the automatic-localisation path (a returning customer). */
  automatic: boolean;
  /** The sector's dealbotOnAutoLocalise setting (uk-1). */
  sectorSwitchesOnAfterAutoLocalise: boolean;
}

/**
 * C2, both readings on their own triggers: on every localise success the dealbot switches on for a
 * French hut (unless the page is the web-only-20-off discount) or when the auto-enable feature is
 * on; on the automatic-localisation path it also switches on for uk-1.
 */
export function dealbotSwitchesOn(facts: DealbotAutoEnableFacts): boolean {
  if (facts.autoEnableFeature) return true;
  if (facts.market === 'FR' && !facts.target.includes('web-only-20-off')) return true;
  return facts.automatic && facts.sectorSwitchesOnAfterAutoLocalise;
}

// ── Automatic localisation (spec 1 §4) ────────────────────────────────────────────────────────

export interface AutoLocaliseFacts {
  current: HutRefLike | null;
  localised: boolean;
  /** The hut the session names for its disposition (deliveryHut or collectionHut). */
  selected: { hutId: string; sector: string } | null;
  hash: string;
  alreadyRedirected: boolean;
  autoLocaliseFeature: boolean;
}

export type AutoLocaliseDecision = 'redirect' | 'reset' | 'stay';

/**
 * A returning customer with a hut goes straight to the order page, once per page session, unless
 * the address carries #skipredirect. The configured condition (ours): the stored localisation is
 * complete, i.e. the localised flag is set; the auto-localise feature redirects on the hut alone.
 * A stored hut that is not the one the session selected resets localisation.
 */
export function decideAutoLocalise(facts: AutoLocaliseFacts): AutoLocaliseDecision {
  if (!facts.current) return 'stay';
  if (!facts.selected || facts.selected.hutId !== facts.current.id || facts.selected.sector !== facts.current.sector) {
    return 'reset';
  }
  if (/(^#|[#&])skipredirect\b/i.test(facts.hash) || facts.alreadyRedirected) return 'stay';
  return facts.autoLocaliseFeature || facts.localised ? 'redirect' : 'stay';
}

// ── Switch-disposition widget (spec 1 §2, §4; C8) ─────────────────────────────────────────────

export interface SwitchWidgetFacts {
  hut: (HutRefLike & { allowedDisposition: Record<WebDisposition, boolean> }) | null;
  /** The sector's switchDisposition setting (uk-1 only). */
  sectorHasWidget: boolean;
  deliveryHut: { hutId: string; sector: string } | null;
  postcode: string | null | undefined;
}

/**
 * "appears only for a uk-1 hut allowing both delivery and collection, where the customer's delivery
 * hut equals the current hut and a postcode exists".
 */
export function showsSwitchDisposition(facts: SwitchWidgetFacts): boolean {
  const { hut } = facts;
  if (!hut || !facts.sectorHasWidget) return false;
  if (!hut.allowedDisposition.delivery || !hut.allowedDisposition.collection) return false;
  if (!facts.deliveryHut || facts.deliveryHut.hutId !== hut.id || facts.deliveryHut.sector !== hut.sector) return false;
  return Boolean(facts.postcode?.trim());
}

/** Deals of the basket that the other disposition does not sell: listed in the confirm modal. */
export function dealsUnavailableFor<T extends { dispositions: readonly string[] }>(
  deals: readonly T[],
  disposition: WebDisposition,
): T[] {
  return deals.filter((deal) => !deal.dispositions.includes(disposition));
}

// ── Collection at a chosen hut (store finder, offer-collection) ───────────────────────────────

/** The notice a refused collection localisation shows beside the huts; null when it went ahead. */
export function collectionRefusalNotice(result: string): 'closed' | 'bouncedCollection' | 'error' | null {
  if (result === 'closed') return 'closed';
  if (result === 'opposite') return 'bouncedCollection';
  if (result === 'error') return 'error';
  return null;
}
