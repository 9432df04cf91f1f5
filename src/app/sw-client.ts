/**
 * The page's side of the service worker, loaded after first paint: registration (workbox-window),
 * the hourly release-hash check (its fetch and compare are sw/release-check.ts), the update notice's
 * hand-over, the network-status messages, the warm-up of the localised hut's menu, and the one
 * request for persistent storage.
 */
import { Workbox } from 'workbox-window';
import { log } from '../log/logger';
import { basketAtom } from '../atoms/basket';
import { isLocalisedAtom } from '../atoms/huts';
import { fetchEtaAtom } from '../atoms/eta';
import { fetchProductContentAtom } from '../atoms/product-content';
import { menuKeyAtom } from '../atoms/menu';
import { settingsAtom } from '../atoms/settings';
import { appStore } from '../atoms/store';
import { isNetworkStatusMessage } from '../sw/messages';
import { RELEASE_CHECK_INTERVAL_MS, releaseChanged } from '../sw/release-check';
import { setPwaStatus, setUpdateHandler, watchPwaEvents } from '../atoms/pwa-status';

export async function startServiceWorker(): Promise<void> {
  watchPwaEvents();
  const container = navigator.serviceWorker;
  const workbox = new Workbox('/sw.js', { scope: '/', type: 'classic' });

  // A new release is installed and waits: offer it, never reload by ourselves (a half-typed form).
  workbox.addEventListener('waiting', () => setPwaStatus({ updateWaiting: true }));
  setUpdateHandler(() => workbox.messageSkipWaiting());

  // Every open tab reloads once when a new worker takes over from the one that controlled it. The
  // first worker taking a page that had none (a first visit, clientsClaim) changes nothing on screen;
  // a later takeover in that same tab (the customer chose Reload) does reload it.
  let reloading = false;
  let controlled = container.controller !== null;
  container.addEventListener('controllerchange', () => {
    if (!controlled) {
      controlled = true;
      return;
    }
    if (reloading) return;
    reloading = true;
    window.location.reload();
  });

  container.addEventListener('message', (event: MessageEvent<unknown>) => {
    if (isNetworkStatusMessage(event.data)) setPwaStatus({ networkFailing: !event.data.ok });
  });

  await workbox.register();

  const checkRelease = async () => {
    if (!navigator.onLine) return;
    try {
      if (await releaseChanged()) {
        log.info('A new release is deployed; checking for its service worker');
        await workbox.update();
      }
    } catch (error) {
      log.warn('Release check failed', { error: String(error) });
    }
  };
  void checkRelease();
  window.setInterval(() => void checkRelease(), RELEASE_CHECK_INTERVAL_MS);

  watchMenuWarmUp(container);
  watchStoragePersistence();
}

/**
 * Once the worker controls the page and the customer is localised, reads every menu list of the
 * hut (and its product content and ETA) through it, so the categories not yet opened are browsable
 * offline too (the worker caches them as they are read). Same query as fetchMenuListAtom
 * (atoms/menu.ts), so the cached answers are the ones the menu asks for; once per hut and disposition.
 */
function watchMenuWarmUp(container: ServiceWorkerContainer): void {
  const warmed = new Set<string>();
  const warm = async () => {
    const key = appStore.get(menuKeyAtom);
    if (!key || !container.controller || !navigator.onLine || warmed.has(key)) return;
    warmed.add(key);
    const [sector, hutid, disposition] = key.split(':') as [string, string, 'delivery' | 'collection'];
    const [{ fetchProducts }, { productListTypeSchema }] = await Promise.all([
      import('../api/menu'),
      import('../api/contract/catalogue'),
    ]);
    const showHidden = appStore.get(settingsAtom).showHiddenFlags;
    const params = { hutid, sector: sector as Parameters<typeof fetchProducts>[1]['sector'], disposition, showDealOnly: true, showHidden };
    // Product content and the ETA were most likely read before the worker took the page: read again
    // through their own atoms (same queries; the content list stays on screen while it reloads).
    void appStore.set(fetchProductContentAtom, true);
    void appStore.set(fetchEtaAtom);
    const results = await Promise.allSettled(productListTypeSchema.options.map((type) => fetchProducts(type, params)));
    const failed = results.filter((result) => result.status === 'rejected').length;
    log.info('Menu warmed for offline use', { key, lists: results.length, failed });
  };
  appStore.sub(menuKeyAtom, () => void warm());
  container.addEventListener('controllerchange', () => void warm());
  void warm();
}

/**
 * Asks the browser once to keep this site's storage (the basket, session, last order and cached
 * menus) under storage pressure: after the first localisation or basket change, never at first
 * paint. A returning customer who is already localised is asked at start. Returns the unsubscribe.
 */
export function watchStoragePersistence(): () => void {
  let asked = false;
  const ask = async () => {
    if (asked || !navigator.storage?.persist) return;
    asked = true;
    unsubscribe();
    try {
      if (await navigator.storage.persisted()) return log.info('Storage is persistent');
      const granted = await navigator.storage.persist();
      log.info(granted ? 'Storage persistence granted' : 'Storage persistence refused by the browser', { granted });
    } catch (error) {
      log.warn('Storage persistence request failed', { error: String(error) });
    }
  };
  const subscriptions = [
    appStore.sub(isLocalisedAtom, () => {
      if (appStore.get(isLocalisedAtom)) void ask();
    }),
    appStore.sub(basketAtom, () => void ask()),
  ];
  function unsubscribe() {
    for (const stop of subscriptions) stop();
  }
  if (appStore.get(isLocalisedAtom)) void ask();
  return unsubscribe;
}
