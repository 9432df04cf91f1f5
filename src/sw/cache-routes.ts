/**
 * The runtime caching route table of the service worker: which same-origin request gets which
 * strategy, in which cache, bounded how. Pure data and one matching function (no Workbox, no DOM),
 * so the table is unit-tested (tests/sw/cache-routes.test.ts) and sw.ts only turns it into routes.
 */

export type CacheStrategy = 'stale-while-revalidate' | 'network-first' | 'network-only';

export interface CacheRoute {
  /** What kind of request this is, in the spec's words. */
  name: string;
  /** Matched against the path only (never the query: the query is part of the cache key). */
  pattern: RegExp;
  strategy: CacheStrategy;
  /** Cache Storage name; absent for network-only. */
  cacheName?: string;
  maxEntries?: number;
  maxAgeSeconds?: number;
  /** NetworkFirst only: after this many seconds without an answer the cached one is used. */
  networkTimeoutSeconds?: number;
  /** Why this request is handled this way (STYLE 6: every caching decision carries a reason). */
  reason: string;
}

/** Bumped when the shape of cached answers changes, so old caches are simply left behind and deleted. */
export const CACHE_VERSION = 'v1';
const cache = (name: string) => `api-${name}-${CACHE_VERSION}`;

const HOUR = 60 * 60;
const DAY = 24 * HOUR;

/**
 * First match wins, so the never-cached paths come first: nothing below can catch them by accident.
 * Paths not listed are not handled by the worker at all (the browser goes to the network as usual).
 */
export const CACHE_ROUTES: readonly CacheRoute[] = [
  {
    name: 'orders, payments, vouchers, gift cards, accounts, feedback',
    pattern:
      /^\/v[12]\/(orders|payment-providers|vouchers|gift-cards|priority-orders|accounts|loyalty|otp|bff|basket-validator|feedback)(\/|$)|^\/v1\/deals\/optimise\/?$/,
    strategy: 'network-only',
    reason: 'personal or money-moving answers: a stale copy could show a wrong order or charge, and must never sit on the device',
  },
  {
    name: 'identity, bot check, customer API',
    pattern: /^\/v1\/(identity|bot-check|customer-api)(\/|$)/,
    strategy: 'network-only',
    reason: 'tokens, codes and one-use challenges (issue 14): a stored copy would replay a sign-in or leak a token',
  },
  {
    name: 'legacy India customer API',
    pattern: /^\/v1\/customer-api(\/|$)/,
    strategy: 'network-only',
    reason: 'the legacy India account and its login token (issue 14, 11-G16): personal, and a token must never sit in a cache',
  },
  {
    name: 'client log',
    pattern: /^\/log\/?$/,
    strategy: 'network-only',
    reason: 'a log write has no answer worth keeping',
  },
  {
    name: 'analytics collector',
    pattern: /^\/v1\/events\/?$/,
    strategy: 'network-only',
    reason: 'an analytics write (issue 17, 14-G30): its acknowledgement deletes the queued events, so a cached answer would lose them',
  },
  {
    name: 'hut status',
    pattern: /^\/v2\/huts\/status\//,
    strategy: 'network-first',
    cacheName: cache('hut-status'),
    maxEntries: 20,
    maxAgeSeconds: DAY,
    networkTimeoutSeconds: 3,
    reason: 'open or closed changes by the minute: the live answer when it comes within 3 s, the last one only offline',
  },
  {
    name: 'ETA',
    pattern: /^\/v2\/eta\/?$/,
    strategy: 'network-first',
    cacheName: cache('eta'),
    maxEntries: 20,
    maxAgeSeconds: DAY,
    networkTimeoutSeconds: 3,
    reason: 'waiting times change by the minute: live when it comes within 3 s, the last one only offline',
  },
  {
    name: 'hut time slots',
    pattern: /^\/v1\/hut\/timeslots\/?$/,
    strategy: 'network-first',
    cacheName: cache('timeslots'),
    maxEntries: 20,
    maxAgeSeconds: DAY,
    networkTimeoutSeconds: 3,
    reason: 'slots fill up during the day: live when it comes within 3 s, the last list only offline',
  },
  {
    name: 'menus and deals',
    pattern: /^\/v2\/products\/[^/]+\/?$|^\/v1\/skus\/?$/,
    strategy: 'stale-while-revalidate',
    cacheName: cache('menus'),
    maxEntries: 120,
    maxAgeSeconds: 7 * DAY,
    reason: 'a menu seen once must be browsable offline; prices change rarely and the server reprices every order',
  },
  {
    name: 'product content',
    pattern: /^\/v1\/content\//,
    strategy: 'stale-while-revalidate',
    cacheName: cache('content'),
    maxEntries: 60,
    maxAgeSeconds: 7 * DAY,
    reason: 'names, descriptions and landing pages change rarely; shown at once, refreshed behind',
  },
  {
    name: 'upsells',
    pattern: /^\/v1\/upsells\/?$/,
    strategy: 'stale-while-revalidate',
    cacheName: cache('content'),
    maxEntries: 60,
    maxAgeSeconds: 7 * DAY,
    reason: 'a suggestion that is a few minutes old is harmless; refreshed behind',
  },
  {
    name: 'hut details',
    pattern: /^\/v1\/hut\/?$|^\/v1\/huts(\/|$)|^\/v1\/hut\/search\/?$/,
    strategy: 'stale-while-revalidate',
    cacheName: cache('huts'),
    maxEntries: 60,
    maxAgeSeconds: 7 * DAY,
    reason: 'addresses and opening hours change rarely; whether a hut is open now comes from hut status',
  },
  {
    name: 'experiment datafile',
    pattern: /^\/v1\/experiments\/?$/,
    strategy: 'network-first',
    cacheName: cache('experiments'),
    maxEntries: 8,
    maxAgeSeconds: DAY,
    networkTimeoutSeconds: 3,
    reason: '14-G12: the datafile is refreshed every 6 minutes and the server allows 60 s of caching; live when it comes within 3 s, the last one only offline',
  },
  {
    name: 'images',
    pattern: /^\/images\//,
    strategy: 'stale-while-revalidate',
    cacheName: `images-menu-${CACHE_VERSION}`,
    maxEntries: 200,
    maxAgeSeconds: 30 * DAY,
    reason: 'menu pictures are large and change rarely: kept for the menus seen, oldest dropped first',
  },
];

/**
 * The route of a same-origin request, or null when the worker leaves it alone. Only GET is ever
 * cached: any other method is network-only whatever its path.
 */
export function cacheRouteFor(pathname: string, method = 'GET'): CacheRoute | null {
  const route = CACHE_ROUTES.find(({ pattern }) => pattern.test(pathname)) ?? null;
  if (method.toUpperCase() !== 'GET' && route && route.strategy !== 'network-only') {
    return { ...route, strategy: 'network-only', reason: 'only GET answers are cached' };
  }
  return route;
}

/** Every cache name the table uses: the worker deletes other `api-`/`images-` caches of old versions. */
export function runtimeCacheNames(): string[] {
  return [...new Set(CACHE_ROUTES.flatMap(({ cacheName }) => (cacheName ? [cacheName] : [])))];
}
