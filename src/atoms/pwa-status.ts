/**
 * What the page knows about being an installed, offline-capable app: whether the network answers,
 * whether a new release waits, and the browser's install offer. A tiny external store (read with
 * use-pwa-status.ts) so the service-worker glue, which loads after first paint, can feed React notices.
 */
/** Chromium's install offer (not in the DOM typings). */
export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

export interface PwaStatus {
  /** navigator.onLine as last reported by the browser. */
  online: boolean;
  /** The service worker saw a request fail to reach the network (cleared by the next success). */
  networkFailing: boolean;
  /** A new service worker is installed and waiting for the customer's 'Reload'. */
  updateWaiting: boolean;
  /** The deferred beforeinstallprompt event, or null where install is not offered. */
  installOffer: BeforeInstallPromptEvent | null;
}

let status: PwaStatus = {
  online: typeof navigator === 'undefined' ? true : navigator.onLine,
  networkFailing: false,
  updateWaiting: false,
  installOffer: null,
};
const listeners = new Set<() => void>();
/** Set by the service-worker glue: activates the waiting worker (the pages reload on 'controlling'). */
let applyUpdate: () => void = () => {};

export function getPwaStatus(): PwaStatus {
  return status;
}

export function setPwaStatus(change: Partial<PwaStatus>): void {
  const next = { ...status, ...change };
  if ((Object.keys(change) as (keyof PwaStatus)[]).every((key) => next[key] === status[key])) return;
  status = next;
  for (const listener of listeners) listener();
  probeWhileFailing();
}

/** How often the page asks whether the network is back while requests fail. */
export const RECOVERY_PROBE_MS = 5000;
let probe: ReturnType<typeof setInterval> | undefined;

/**
 * While the worker reports failing requests but the browser says online, nothing else may ask the
 * network for a while: a cheap no-store GET /RELEASE_HASH.txt every few seconds clears the banner when it answers.
 */
function probeWhileFailing(): void {
  const failing = status.networkFailing && status.online;
  if (!failing) {
    clearInterval(probe);
    probe = undefined;
    return;
  }
  probe ??= setInterval(() => {
    fetch('/RELEASE_HASH.txt', { cache: 'no-store' }).then(
      (response) => response.ok && setPwaStatus({ networkFailing: false }),
      () => {},
    );
  }, RECOVERY_PROBE_MS);
}

export function subscribePwaStatus(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function setUpdateHandler(handler: () => void): void {
  applyUpdate = handler;
}

/** The customer chose 'Reload' on the update notice. */
export function activateUpdate(): void {
  applyUpdate();
}

/**
 * Listens from the notices' or the worker glue's first load on, whichever comes first (both are
 * lazy chunks right after first paint): beforeinstallprompt only comes once the worker is
 * registered, and the online state is read afresh when listening starts.
 */
let watching = false;
export function watchPwaEvents(): void {
  if (watching || typeof window === 'undefined') return;
  watching = true;
  setPwaStatus({ online: navigator.onLine });
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault(); // keep the offer for our own button instead of the browser's mini-bar
    setPwaStatus({ installOffer: event as BeforeInstallPromptEvent });
  });
  window.addEventListener('appinstalled', () => setPwaStatus({ installOffer: null }));
  window.addEventListener('online', () => setPwaStatus({ online: true, networkFailing: false }));
  window.addEventListener('offline', () => setPwaStatus({ online: false }));
}
