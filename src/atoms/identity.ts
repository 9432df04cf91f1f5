// The signed-in customer as the page knows them (11-G26..29): a persisted slice (Dexie table
// `identity`, src/db/session.ts) read before anything else, so a reload or the offline mode keeps the
// customer signed in. Light on purpose — the header reads it at first paint; refresh, account fetch
// and sign-out live in atoms/account-session.ts and load on use.
import { atom } from 'jotai';
import { DEFAULT_IDENTITY } from '../db/defaults';
import { persistedAtom } from './persisted';

export const identityAtom = persistedAtom('identity', DEFAULT_IDENTITY);

/** Signed in: tokens are held. They may have expired offline; the next call refreshes or logs out (11-G28). */
export const signedInAtom = atom((get) => get(identityAtom).tokens !== null);

/** The first name for the header's greeting (11-G25): the account record's, else the identity attribute. */
export const firstNameAtom = atom((get) => {
  const { account, user } = get(identityAtom);
  return account?.firstName?.trim() || user?.given_name?.trim() || null;
});
