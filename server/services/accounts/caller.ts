import type { Context } from 'hono';
import type { Kysely } from 'kysely';
import type { Database } from '../../db';
import { IDENTITY_MESSAGES, IdentityError } from '../identity/errors';
import { bearerToken, verifyIdentity, type IdentityClaims, type TokenUse } from '../identity/tokens';

/**
 * Who is calling, for the account-data and order routes (issue 14, 11-G28..G32). The server is the only
 * judge: the caller is the verified token's subject (signature, expiry, use, live user, session family
 * not signed out — verifyIdentity), never a body field.
 *
 * - Account data (BFF, /v2/accounts/myaccount) needs the ACCESS token (11-G28 "Bearer authorisation uses
 *   the access token"); without one, or with a bad one, 401 NotAuthorizedException (the page logs out,
 *   11-G27, 11-G29).
 * - Order and payment calls take the ID token, optionally (11-G30: guests send none). A header that is
 *   present but does not verify is refused with 401 rather than read as a guest: a customer whose token
 *   was revoked (sign out everywhere, deletion) must learn it, and a forged token must never quietly buy
 *   a guest order under someone's name either.
 */

export interface Caller {
  /** The identity user's id: also the customer's account id (the accounts row and orders.account_id use it). */
  userId: string;
  tenant: string | null;
  claims: IdentityClaims;
}

/** 401 in the identity stand-in's error shape `{ name: 'NotAuthorizedException', message }`. */
export const notAuthorised = () => new IdentityError('NotAuthorizedException', IDENTITY_MESSAGES.notAuthorized);

async function verified(db: Kysely<Database>, header: string | undefined, use: TokenUse): Promise<Caller | null> {
  const token = bearerToken(header);
  if (!token) return null;
  const claims = await verifyIdentity(db, token, use);
  if (!claims) return null;
  return { userId: claims.sub, tenant: claims.tenant ?? null, claims };
}

/** The caller of an account-data call: a verified access token, or 401. */
export async function requireAccess(db: Kysely<Database>, c: Context): Promise<Caller> {
  const caller = await verified(db, c.req.header('authorization'), 'access');
  if (!caller) throw notAuthorised();
  return caller;
}

/**
 * The caller of an order call: null for a guest (no Authorization header), the verified id token's
 * customer, or `refuse()` thrown for a header that does not verify.
 */
export async function optionalIdCaller(db: Kysely<Database>, c: Context, refuse: () => Error): Promise<Caller | null> {
  const header = c.req.header('authorization');
  if (header === undefined || header.trim() === '') return null;
  const caller = await verified(db, header, 'id');
  if (!caller) throw refuse();
  return caller;
}
