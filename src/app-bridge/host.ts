/**
 * The page → app channel (14-G21 pick): the wrapper's injected `window.PizzaHutAppHost.postMessage`,
 * given one JSON string per message. Failures are only logged: the page never depends on the app.
 */
import { APP_HOST_GLOBAL, type PageToAppMessage } from '../domain/app-bridge';
import { log } from '../log/logger';

interface AppHost {
  postMessage(message: string): void;
  platform?: unknown;
  appId?: unknown;
  appVersion?: unknown;
}

export function appHost(): AppHost | null {
  const candidate = (globalThis as Record<string, unknown>)[APP_HOST_GLOBAL] as Partial<AppHost> | undefined;
  return candidate && typeof candidate.postMessage === 'function' ? (candidate as AppHost) : null;
}

export function postToApp(message: PageToAppMessage): boolean {
  const host = appHost();
  if (!host) return false;
  try {
    host.postMessage(JSON.stringify(message));
    return true;
  } catch (error) {
    log.warn('The app did not take a bridge message', error);
    return false;
  }
}
