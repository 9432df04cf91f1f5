import { generateKeyPair, SignJWT } from 'jose';
import type { Kysely } from 'kysely';
import { fixedClock } from '../../server/clock';
import type { Database } from '../../server/db';
import { FIXED_TEST_TIME } from '../../server/db/seed/huts';
import { accountRoutes } from '../../server/routes/accounts';
import { startSession } from '../../server/services/identity/sessions';
import { AUDIENCE, ISSUER, signToken } from '../../server/services/identity/tokens';
import { createUser } from '../../server/services/identity/users';
import { createOrderTestApp, type OrderTestApp } from './orders-setup';

/** The order test app (basket, orders, sandbox on a seeded database) with the account-data routes. */
export async function createAccountTestApp({ devEndpoints = false } = {}): Promise<OrderTestApp> {
  const setup = await createOrderTestApp({ devEndpoints });
  setup.app.route('/', accountRoutes(setup.testDb.handle, fixedClock(FIXED_TEST_TIME), { devEndpoints }));
  return setup;
}

let n = 0;

export interface SignedIn {
  userId: string;
  accessToken: string;
  idToken: string;
  refreshToken: string;
  email: string | null;
  phone: string | null;
}

/** A confirmed identity user signed in (a session family and its tokens), as the identity stand-in makes them. */
export async function signIn(db: Kysely<Database>, options: { tenant?: string; username?: string; givenName?: string } = {}): Promise<SignedIn> {
  const username = options.username ?? `customer${++n}.${Date.now()}@example.com`;
  const userId = await createUser(db, { tenant: options.tenant ?? '44-gbr', username, confirmed: true, givenName: options.givenName ?? 'Ada', familyName: 'Lovelace' });
  const tokens = await startSession(db, userId);
  const phone = username.startsWith('+') ? username : null;
  return { userId, ...tokens, email: phone ? null : username, phone };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** Tokens that must never verify: forged with a key of our own, expired, of the wrong use, unsigned. */
export async function badTokens(db: Kysely<Database>, who: SignedIn): Promise<Record<string, string>> {
  const { privateKey } = await generateKeyPair('ES256');
  const claims = { token_use: 'id', tenant: '44-gbr', sid: 'forged' };
  const forged = await new SignJWT(claims)
    .setProtectedHeader({ alg: 'ES256', kid: 'attacker' })
    .setSubject(who.userId)
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt()
    .setExpirationTime('10m')
    .sign(privateKey);
  const header = JSON.parse(Buffer.from(who.idToken.split('.')[0]!, 'base64url').toString()) as { kid: string };
  // The server's key id on an attacker's signature: the signature check, not the kid lookup, refuses it.
  const wrongKey = await new SignJWT(claims)
    .setProtectedHeader({ alg: 'ES256', kid: header.kid })
    .setSubject(who.userId)
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt()
    .setExpirationTime('10m')
    .sign(privateKey);
  const expired = await signToken(db, { sub: who.userId, token_use: 'id', tenant: '44-gbr' }, -60);
  const [h, p] = who.idToken.split('.');
  const payload = JSON.parse(Buffer.from(p!, 'base64url').toString()) as Record<string, unknown>;
  const unsigned = `${Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url')}.${p}.`;
  const tampered = `${h}.${Buffer.from(JSON.stringify({ ...payload, sub: 'someone-else' })).toString('base64url')}.${who.idToken.split('.')[2]}`;
  return { forged, wrongKey, expired, unsigned, tampered, accessInsteadOfId: who.accessToken, garbage: 'not-a-token' };
}
