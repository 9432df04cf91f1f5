import type { Context } from 'hono';
import type { Kysely } from 'kysely';
import type { Database } from '../../db';
import { IDENTITY_MESSAGES, IdentityError } from './errors';
import { bearerToken, verifyIdentity, type IdentityClaims, type TokenUse } from './tokens';

/**
 * The verified identity of a request (11-G28 "Bearer authorisation uses the access token"): the
 * Authorization bearer, checked by verifyIdentity (signature, expiry, use, live user, live session
 * family). Anything else answers 401 `{ name: 'NotAuthorizedException', message }` — the page logs the
 * customer out on it (11-G27). Identity comes from here, never from a body field.
 */
export async function requireIdentity(c: Context, db: Kysely<Database>, use: TokenUse = 'access'): Promise<IdentityClaims> {
  const token = bearerToken(c.req.header('authorization'));
  const claims = token ? await verifyIdentity(db, token, use) : null;
  if (!claims) throw new IdentityError('NotAuthorizedException', IDENTITY_MESSAGES.notAuthorized);
  return claims;
}
