/**
 * The order area's address parameters (spec 1 §2, 2 §2; checklist 04-G2) and safe redirect paths.
 * Pure and small: the home page reads them at first paint, the rest of localise-rules loads later.
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

