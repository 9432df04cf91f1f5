/**
 * The rules around a localisation that are not the outcome itself (that is localisation.ts):
 * what the order area's query asks for (spec 1 §2), where a localise success lands and its
 * redirects, when the dealbot switches itself on (C2), what counts as a changed hut or disposition
 * (C6), and when the switch-disposition widget shows (spec 1 §2). Pure.
 */

export type WebDisposition = 'delivery' | 'collection';
export type When = 'asap' | 'scheduled';

export interface HutRefLike {
  id: string;
  sector: string;
}

// ── Paths ─────────────────────────────────────────────────────────────────────────────────────

/**
 * A redirect target from the address (redirectFrom, pathAfterLocalise) only when it is a path of
 * this site: one leading slash, no scheme, no backslash. Anything else is dropped (open redirect).
 */
export function safeRedirectPath(value: string | null | undefined): string | null {
  if (!value) return null;
  const path = value.trim();
  if (!path.startsWith('/') || path.startsWith('//') || path.includes('\\')) return null;
  if (/\p{Cc}/u.test(path)) return null;
  return path;
}

/** Joins a path and a search string ('?a=1' or 'a=1'); an empty search adds nothing. */
export function withSearch(path: string, search: string | null | undefined): string {
  const query = (search ?? '').replace(/^\?/, '');
  if (query === '') return path;
  return `${path}${path.includes('?') ? '&' : '?'}${query}`;
}

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

// ── Order-area query (spec 1 §2, 2 §2; checklist 04-G2) ──────────────────────────────────────

export interface OrderAreaQuery {
  /** The raw value: 'dinein' or an unknown word is not allowed and bounces to the home page. */
  dispositionType: string | null;
  dispositionWhen: When | null;
  /** A postcode (UK, CA, IN) or a free address the home form is filled with. */
  deliveryAddress: string | null;
  storeId: HutRefLike | null;
  pathAfterLocalise: string | null;
  searchAfterLocalise: string | null;
}

export const ORDER_AREA_PARAMS = [
  'dispositionType',
  'dispositionWhen',
  'deliveryAddress',
  'storeId',
  'pathAfterLocalise',
  'searchAfterLocalise',
] as const;

/** storeId is `sector:hutId` ('uk-1:1001'); anything else is ignored. */
export function parseStoreId(value: string | null): HutRefLike | null {
  if (!value) return null;
  const match = /^([A-Za-z]{2}[-_]\d):([A-Za-z0-9_-]{1,40})$/.exec(value.trim());
  if (!match?.[1] || !match[2]) return null;
  const sector = match[1].toLowerCase().replace('_', '-');
  return { sector, id: match[2] };
}

/** Legacy 'now'/'later' read as asap/scheduled (spec 1 §3). */
function parseWhen(value: string | null): When | null {
  if (value === 'asap' || value === 'now') return 'asap';
  if (value === 'scheduled' || value === 'later') return 'scheduled';
  return null;
}

/** The order-area parameters of a query string; storeId only when the flag gate is open. */
export function parseOrderAreaQuery(search: string, storeIdAllowed: boolean): OrderAreaQuery {
  const params = new URLSearchParams(search);
  const text = (name: string) => {
    const value = params.get(name)?.trim();
    return value ? value : null;
  };
  return {
    dispositionType: text('dispositionType')?.toLowerCase() ?? null,
    dispositionWhen: parseWhen(text('dispositionWhen')),
    deliveryAddress: text('deliveryAddress'),
    storeId: storeIdAllowed ? parseStoreId(text('storeId')) : null,
    pathAfterLocalise: safeRedirectPath(text('pathAfterLocalise')),
    searchAfterLocalise: text('searchAfterLocalise'),
  };
}

/** Delivery and collection are ordered in the app; dine-in only through its outside link (C4). */
export function webDispositionOf(value: string | null): WebDisposition | null {
  if (value === 'delivery' || value === 'collection') return value;
  return null;
}

/** The query without the order-area parameters (what stays in the address once they are read). */
export function withoutOrderAreaParams(search: string): string {
  const params = new URLSearchParams(search);
  for (const name of ORDER_AREA_PARAMS) params.delete(name);
  const rest = params.toString();
  return rest ? `?${rest}` : '';
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
