import { log } from '../log/logger';

/**
 * Registers the service worker (src/sw/sw.ts, built to /sw.js) once the page has loaded, so it never
 * competes with the first paint. workbox-window and the rest of the glue (release-hash check,
 * update notice, menu warm-up, storage persistence) load only then, as one lazy chunk.
 * Development builds skip the worker: caching dev modules only gets in the way of hot reload.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  // A framed page is the development app harness's (14-G29; production forbids framing): a worker
  // would serve later loads of the frame from its precache, whose shell forbids framing.
  if (window.top !== window) return;
  const register = async () => {
    try {
      const { startServiceWorker } = await import('./sw-client');
      await startServiceWorker();
    } catch (error) {
      log.warn('Service worker registration failed', { error: String(error) });
    }
  };
  if (document.readyState === 'complete') void register();
  else window.addEventListener('load', () => void register(), { once: true });
}
