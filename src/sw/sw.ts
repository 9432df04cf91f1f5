/// <reference lib="webworker" />
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';

/**
 * The service worker. Precache: the built shell (HTML, JS, CSS, icons, manifest) listed by
 * vite-plugin-pwa at build time, so the app opens with no network. Runtime caching of API answers,
 * the update prompt and offline behaviour come with the offline issue and are added here.
 */
declare const self: ServiceWorkerGlobalScope;

// Reason: every page of the app is the same index.html; hashed assets never change under a name.
precacheAndRoute(self.__WB_MANIFEST);
// Reason: a new release lists new hashed files; the old ones only waste the customer's storage.
cleanupOutdatedCaches();

// Reason: client-side routes (/order/deals/, /huts/…) must open offline from the precached shell;
// API, health and dev paths are real server answers and must never get HTML instead.
registerRoute(
  new NavigationRoute(createHandlerBoundToURL('index.html'), {
    denylist: [/^\/v1\//, /^\/v2\//, /^\/dev\//, /^\/health/, /^\/log/, /^\/RELEASE_HASH\.txt/],
  }),
);

// The page asks a waiting worker to take over once the customer agrees to update (update prompt).
self.addEventListener('message', (event) => {
  if (event.data && (event.data as { type?: string }).type === 'SKIP_WAITING') void self.skipWaiting();
});
