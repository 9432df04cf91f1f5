// Tells a new browser session from a reload or another tab of the same one, and purges what must not
// outlive a session (C34). The mark is a session cookie: it has no expiry, so the browser drops it
// when the session ends, and every tab of the session shares it (sessionStorage is per tab).
import { openDatabase } from './database';
import { SLICE_RECORD_KEY } from './slice-fallbacks';
import type { SliceName } from './slices';

export const BROWSER_SESSION_COOKIE = 'ph-browser-session';

/**
 * "Purged once per browser session" (spec 1 §9, 3 §9), as C34 lists it: the checkout form, the
 * order in flight, and the visit (its channel and the automatic-localisation mark). The basket, deal
 * choices, dealbot, last order (with the upsell memory kept in the basket), trace id, experiments,
 * settings, huts and session stay.
 */
export const PURGED_EACH_BROWSER_SESSION = ['checkout', 'order', 'visit'] as const satisfies readonly SliceName[];

/** The document whose cookie marks the session; none (a test, a worker) is never a new session. */
interface CookieJar {
  cookie: string;
}

/** True the first time it runs in a browser session (and marks the session); false afterwards. */
export function startsBrowserSession(jar: CookieJar | undefined = globalThis.document): boolean {
  if (!jar) return false;
  const marked = jar.cookie.split(';').some((part) => part.trim().startsWith(`${BROWSER_SESSION_COOKIE}=`));
  if (marked) return false;
  // No Expires or Max-Age: a session cookie. SameSite=Strict: it is only ever read by this page.
  jar.cookie = `${BROWSER_SESSION_COOKIE}=1; path=/; SameSite=Strict`;
  return true;
}

/** Deletes the records a new browser session starts without, in one transaction. */
export async function purgeBrowserSession(): Promise<void> {
  const db = await openDatabase();
  const tables = PURGED_EACH_BROWSER_SESSION.map((name) => db.table(name));
  await db.transaction('rw', tables, () => Promise.all(tables.map((table) => table.delete(SLICE_RECORD_KEY))));
}
