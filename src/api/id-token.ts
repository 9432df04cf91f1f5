// Which calls carry the signed-in customer's id token (11-G30, S2 §6: "Logged-in users send an id-token
// authorisation on order and payment calls; guests send none"), and where the client gets the token.
// The client sits below the atoms and never reads them: the identity atom hands it a source once it
// loads (atoms/identity.ts), as the settings slice does for the flag level (api/flag-level.ts).

/**
 * "Payment calls" read as every /v1/orders/*, /v1/payment-providers/*, /v1/gift-cards/* and
 * /v1/priority-orders/* call, and the history call (11-G30, 11-G31). Nothing else gets the token:
 * a menu or hut call has no business knowing who is asking.
 */
export const ID_TOKEN_PATH = /^\/v1\/(orders|payment-providers|gift-cards|priority-orders)(\/|\?|$)|^\/v2\/orders\/orders\/history\/?(\?|$)/;

/** The path of a URL or path as the client was given it (own-host URLs only reach here). */
export function pathOf(url: string): string {
  if (url.startsWith('/')) return url;
  try {
    return new URL(url).pathname;
  } catch {
    return url;
  }
}

export function needsIdToken(url: string): boolean {
  return ID_TOKEN_PATH.test(pathOf(url));
}

type Source = () => Promise<string | null> | string | null;
let source: Source = () => null;

/** Called by the identity atom: where the client reads the (refreshed) id token from now on. */
export function setIdTokenSource(next: Source): void {
  source = next;
}

/** The id token for a call to `url`: only for the paths above, and only when someone is signed in. */
export async function idTokenFor(url: string): Promise<string | null> {
  if (!needsIdToken(url)) return null;
  return source();
}

/**
 * The signed-in customer's id token for a call outside the order paths that still needs it, sent by
 * its own client in its own header (the Hut Rewards calls, S3 §7.1 "authenticated"): refreshed first.
 */
export async function currentIdToken(): Promise<string | null> {
  return source();
}
