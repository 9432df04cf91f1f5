/// <reference lib="webworker" />
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { clientsClaim, type WorkboxPlugin } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { NetworkFirst, StaleWhileRevalidate, type Strategy } from 'workbox-strategies';
import { cacheRouteFor, runtimeCacheNames, type CacheRoute } from './cache-routes';
import { NETWORK_STATUS_MESSAGE, SKIP_WAITING_MESSAGE } from './messages';

/**
 * The service worker. Precache: the built shell (HTML, JS, CSS, icons, manifest) listed by
 * vite-plugin-pwa at build time, so the app opens with no network. Runtime caching of same-origin
 * API answers and images follows the route table of cache-routes.ts (each entry says why).
 */
declare const self: ServiceWorkerGlobalScope;

// Reason: every page of the app is the same index.html; hashed assets never change under a name.
precacheAndRoute(self.__WB_MANIFEST);
// Reason: on the first visit the worker takes the open page at once, so the menu the customer reads
// in that visit is already cached for the next one offline. Updates still wait for the customer
// (SKIP_WAITING below): claiming only changes who answers, never reloads a page.
clientsClaim();
// Reason: a new release lists new hashed files; the old ones only waste the customer's storage.
cleanupOutdatedCaches();

// Reason: client-side routes (/order/deals/, /huts/…) must open offline from the precached shell;
// API, health, dev and payment-sandbox paths are real server answers and must never get the app shell instead.
registerRoute(
  new NavigationRoute(createHandlerBoundToURL('index.html'), {
    denylist: [/^\/v1\//, /^\/v2\//, /^\/dev\//, /^\/sandbox\//, /^\/health/, /^\/log/, /^\/RELEASE_HASH\.txt/, /^\/images\//],
  }),
);

/**
 * Tells the open pages whether the network answers, so the offline banner also shows while
 * requests fail with navigator.onLine still true (a captive Wi-Fi, a dead mobile link).
 */
function reportNetwork(ok: boolean): void {
  void self.clients.matchAll({ type: 'window' }).then((clients) => {
    for (const client of clients) client.postMessage({ type: NETWORK_STATUS_MESSAGE, ok });
  });
}
const networkStatusPlugin: WorkboxPlugin = {
  fetchDidSucceed: async ({ response }) => {
    reportNetwork(true);
    return response;
  },
  fetchDidFail: async () => reportNetwork(false),
};

function strategyFor(route: CacheRoute, fresh = false): Strategy | null {
  if (route.strategy === 'network-only' || !route.cacheName) return null;
  const plugins = [
    // Reason: an error page or a 404 must never replace a good cached menu.
    new CacheableResponsePlugin({ statuses: [200] }),
    // Reason: bounded, so storage cannot grow without limit; purged first if the quota runs out.
    new ExpirationPlugin({ maxEntries: route.maxEntries, maxAgeSeconds: route.maxAgeSeconds, purgeOnQuotaError: true }),
    networkStatusPlugin,
  ];
  // Reason: a page that asks for a fresh answer (`cache: 'no-cache'`, e.g. the catalogue refresh after
  // 'Prices have changed!') must get the server's, not the stale copy; offline it still gets the copy.
  if (route.strategy === 'network-first' || fresh) {
    return new NetworkFirst({ cacheName: route.cacheName, networkTimeoutSeconds: route.networkTimeoutSeconds, plugins });
  }
  return new StaleWhileRevalidate({ cacheName: route.cacheName, plugins });
}

// Reason (issue 18): the strategies' network fetch passes the page's request, cache mode included, so
// it goes through the browser's HTTP cache. Menu, content and hut answers carry an ETag and
// `max-age=60, stale-while-revalidate=600`: a background revalidation inside the minute costs no
// request at all, later it is a conditional request (If-None-Match) that the server answers 304 with
// no body, and the browser hands the worker its stored copy as a 200 — so the worker never sees a 304
// and never caches one. The `cache: 'no-cache'` refresh always revalidates, so a new price arrives.
// One strategy object per table entry, built once; network-only entries get no handler at all:
// the browser sends them straight to the network and the worker never holds their answers.
const strategies = new Map<string, Strategy | null>();
registerRoute(
  ({ url, request, sameOrigin }) => {
    if (!sameOrigin || request.method !== 'GET') return false;
    const route = cacheRouteFor(url.pathname, request.method);
    return route !== null && route.strategy !== 'network-only';
  },
  (options) => {
    const route = cacheRouteFor(options.url.pathname, options.request.method);
    if (!route) return fetch(options.request);
    const fresh = options.request.cache === 'no-cache' || options.request.cache === 'reload';
    const key = `${route.name}${fresh ? ':fresh' : ''}`;
    if (!strategies.has(key)) strategies.set(key, strategyFor(route, fresh));
    const strategy = strategies.get(key);
    return strategy ? strategy.handle(options) : fetch(options.request);
  },
);

// Reason: caches of an older table version (api-menus-v0, …) would otherwise stay on the device.
self.addEventListener('activate', (event) => {
  const current = new Set(runtimeCacheNames());
  event.waitUntil(
    caches.keys().then((names) =>
      Promise.all(
        names.filter((name) => /^(api|images)-/.test(name) && !current.has(name)).map((name) => caches.delete(name)),
      ),
    ),
  );
});

// The page asks a waiting worker to take over once the customer agrees to update (update prompt).
self.addEventListener('message', (event) => {
  if (event.data && (event.data as { type?: string }).type === SKIP_WAITING_MESSAGE) void self.skipWaiting();
});
