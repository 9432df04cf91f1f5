// Order and payment calls ask the API client for the id token (api/id-token.ts): refreshed first
// (11-G30, 11-G28), none for a guest. The refresh code loads only when someone is signed in. Its own
// module, imported once by the session upkeep (app/AccountSessionKeeper.tsx).
import { setIdTokenSource } from '../api/id-token';
import { identityAtom } from './identity';
import { appStore } from './store';

export function connectIdTokenSource(): void {
  setIdTokenSource(async () => {
    if (appStore.get(identityAtom).tokens !== null) return (await import('./account-session')).freshIdToken();
    // India's legacy area signs in with its own login token, which the order calls accept too (11-G16, 11-G30).
    return (await import('../db/legacy-account')).legacyLoginToken().catch(() => null);
  });
}
