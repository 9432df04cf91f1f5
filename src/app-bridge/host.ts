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

function isHost(candidate: unknown): candidate is AppHost {
  return typeof candidate === 'object' && candidate !== null && typeof (candidate as Partial<AppHost>).postMessage === 'function';
}

export function appHost(): AppHost | null {
  const own = (globalThis as Record<string, unknown>)[APP_HOST_GLOBAL];
  if (isHost(own)) return own;
  return framingHost();
}

/**
 * 14-G29 pick: the development harness (server/routes/app-harness.ts) frames the page and keeps its host
 * object on its own window; a page framed by its own origin uses that. Production pages cannot be framed
 * (frame-ancestors 'none'), and another origin's window throws on access: no host then.
 */
function framingHost(): AppHost | null {
  try {
    const parent = globalThis.parent as (Window & Record<string, unknown>) | undefined;
    if (!parent || parent === (globalThis as unknown) || parent.location.origin !== globalThis.location.origin) return null;
    const candidate = parent[APP_HOST_GLOBAL];
    return isHost(candidate) ? candidate : null;
  } catch {
    return null;
  }
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
