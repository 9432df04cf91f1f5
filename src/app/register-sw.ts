import { log } from '../api/logger';

/**
 * Registers the service worker (src/sw/sw.ts, built to /sw.js) once the page has loaded, so it never
 * competes with the first paint. workbox-window is loaded only then. Development builds skip it:
 * a worker caching dev modules only gets in the way of hot reload.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = async () => {
    try {
      const { Workbox } = await import('workbox-window');
      const workbox = new Workbox('/sw.js', { scope: '/', type: 'classic' });
      await workbox.register();
    } catch (error) {
      log.warn('Service worker registration failed', { error: String(error) });
    }
  };
  if (document.readyState === 'complete') void register();
  else window.addEventListener('load', () => void register(), { once: true });
}
