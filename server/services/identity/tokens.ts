import { randomUUID } from 'node:crypto';
import { exportJWK, generateKeyPair, importJWK, jwtVerify, SignJWT, type JWK, type JWTPayload } from 'jose';
import type { Kysely } from 'kysely';
import type { Database } from '../../db';

/**
 * Signed tokens of the identity stand-in (issue 14, 11-G28, 11-G42). Access and id tokens are short-lived
 * ES256 JWTs; the signing keys are generated on first start and kept in the database beside the data
 * (no key in the source or the environment by default), so every process of one PostgreSQL signs and
 * verifies with the same keys. Rotation is by key id: the newest live key signs, every key not retired
 * longer than a token's life verifies.
 *
 * A token names its session family (`sid`): verifying for a request (verifyIdentity) also checks the
 * user still exists and the family was not signed out, so 'sign out everywhere' and deletion take effect
 * at once, not when the token expires.
 */

export const ISSUER = 'urn:pizza-ordering:identity';
export const AUDIENCE = 'pizza-ordering-web';
/** Access and id token life. The page refreshes with 5 minutes or less left (11-G28). */
export const TOKEN_SECONDS = 15 * 60;
const ALGORITHM = 'ES256';

/**
 * What a token is for. 'access' authorises the identity and BFF calls; 'id' goes on order and payment
 * calls (11-G30); 'verified-phone' is the legacy India OTP result (carries the phone, 11-G17); 'otp' is
 * the legacy generate token that verify needs; 'loyalty' is the Hut Rewards provider token (issue 15,
 * services/loyalty/members.ts: subject the member, claim `market`), checked at preauthorise and place.
 */
export type TokenUse = 'access' | 'id' | 'verified-phone' | 'otp' | 'loyalty';

export interface IdentityClaims {
  sub: string;
  token_use: TokenUse;
  tenant?: string;
  /** The session family; absent on tokens that belong to no sign-in (verified-phone, otp). */
  sid?: string;
  username?: string;
  email?: string;
  phone_number?: string;
  given_name?: string;
  family_name?: string;
  /** Legacy OTP: the code row the token stands for. */
  cid?: string;
  /** Hut Rewards (issue 15): the market of a loyalty provider token (use 'loyalty'). */
  market?: string;
}

interface KeyRing {
  signing: { kid: string; key: CryptoKey | Uint8Array };
  verifying: Map<string, CryptoKey | Uint8Array>;
  publicJwks: JWK[];
  readAt: number;
}

/** Keys are re-read after this long, or at once when a token names an unknown key id. */
const KEY_RING_TTL_MS = 60_000;
const rings = new WeakMap<Kysely<Database>, Promise<KeyRing>>();

async function createSigningKey(db: Kysely<Database>): Promise<void> {
  const { privateKey, publicKey } = await generateKeyPair(ALGORITHM, { extractable: true });
  const kid = randomUUID();
  const privateJwk = { ...(await exportJWK(privateKey)), kid, alg: ALGORITHM };
  const publicJwk = { ...(await exportJWK(publicKey)), kid, alg: ALGORITHM, use: 'sig' };
  await db
    .insertInto('identity_signing_keys')
    .values({ kid, private_jwk: JSON.stringify(privateJwk), public_jwk: JSON.stringify(publicJwk) })
    .execute();
}

async function readKeyRing(db: Kysely<Database>): Promise<KeyRing> {
  const live = () =>
    db
      .selectFrom('identity_signing_keys')
      .selectAll()
      .where((eb) => eb.or([eb('retired_at', 'is', null), eb('retired_at', '>', new Date(Date.now() - TOKEN_SECONDS * 1000))]))
      .orderBy('created_at', 'desc')
      .execute();
  let rows = await live();
  if (!rows.some((row) => row.retired_at === null)) {
    // First start: two processes may both create one; either signs, both verify.
    await createSigningKey(db);
    rows = await live();
  }
  const newest = rows.find((row) => row.retired_at === null)!;
  const verifying = new Map<string, CryptoKey | Uint8Array>();
  for (const row of rows) verifying.set(row.kid, await importJWK(JSON.parse(row.public_jwk) as JWK, ALGORITHM));
  return {
    signing: { kid: newest.kid, key: await importJWK(JSON.parse(newest.private_jwk) as JWK, ALGORITHM) },
    verifying,
    publicJwks: rows.map((row) => JSON.parse(row.public_jwk) as JWK),
    readAt: Date.now(),
  };
}

async function keyRing(db: Kysely<Database>, fresh = false): Promise<KeyRing> {
  let ring = rings.get(db);
  if (ring && !fresh) {
    const current = await ring.catch(() => undefined);
    if (current && Date.now() - current.readAt < KEY_RING_TTL_MS) return current;
  }
  ring = readKeyRing(db);
  ring.catch(() => rings.delete(db));
  rings.set(db, ring);
  return ring;
}

/** Retires the signing key: a new one signs from now on; tokens of the old one verify until they expire. */
export async function rotateSigningKey(db: Kysely<Database>): Promise<void> {
  await db.updateTable('identity_signing_keys').set({ retired_at: new Date() }).where('retired_at', 'is', null).execute();
  await createSigningKey(db);
  await keyRing(db, true);
}

/** The public keys, as served at the identity stand-in's JWKS path. */
export async function publicJwks(db: Kysely<Database>): Promise<{ keys: JWK[] }> {
  return { keys: (await keyRing(db)).publicJwks };
}

export async function signToken(
  db: Kysely<Database>,
  claims: IdentityClaims,
  lifetimeSeconds: number = TOKEN_SECONDS,
): Promise<string> {
  const { signing } = await keyRing(db);
  const { sub, ...rest } = claims;
  return new SignJWT(rest as JWTPayload)
    .setProtectedHeader({ alg: ALGORITHM, kid: signing.kid, typ: 'JWT' })
    .setSubject(sub)
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(Math.floor(Date.now() / 1000) + lifetimeSeconds)
    .setJti(randomUUID())
    .sign(signing.key);
}

/**
 * The token's claims when its signature (by a known key id), issuer, audience, expiry and use are right;
 * null otherwise (forged, expired, wrong key, wrong use, malformed). Checks no database state.
 */
export async function verifyToken(db: Kysely<Database>, token: string, use: TokenUse): Promise<IdentityClaims | null> {
  if (token.length > 4096) return null;
  const attempt = async (ring: KeyRing) =>
    jwtVerify(
      token,
      (header) => {
        const key = header.kid ? ring.verifying.get(header.kid) : undefined;
        if (!key) throw new UnknownKeyError();
        return key;
      },
      { issuer: ISSUER, audience: AUDIENCE, algorithms: [ALGORITHM] },
    );
  try {
    let result;
    try {
      result = await attempt(await keyRing(db));
    } catch (error) {
      // Another process may have rotated: read the keys once more before refusing.
      if (!(error instanceof UnknownKeyError)) throw error;
      result = await attempt(await keyRing(db, true));
    }
    const payload = result.payload as JWTPayload & Partial<IdentityClaims>;
    if (payload.token_use !== use || typeof payload.sub !== 'string') return null;
    return payload as IdentityClaims;
  } catch {
    return null;
  }
}

class UnknownKeyError extends Error {}

/**
 * verifyToken, then the database: the user must be live (not deleted) and, for a token of a sign-in,
 * its session family not signed out. What every authenticated route uses.
 */
export async function verifyIdentity(db: Kysely<Database>, token: string, use: TokenUse): Promise<IdentityClaims | null> {
  const claims = await verifyToken(db, token, use);
  if (!claims) return null;
  const user = await db
    .selectFrom('identity_users')
    .select('id')
    .where('id', '=', claims.sub)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  if (!user) return null;
  if (claims.sid) {
    const live = await db
      .selectFrom('identity_sessions')
      .select('token_hash')
      .where('family_id', '=', claims.sid)
      .where('revoked_at', 'is', null)
      .executeTakeFirst();
    if (!live) return null;
  }
  return claims;
}

/** The bearer token of an Authorization header, or null. */
export function bearerToken(header: string | undefined | null): string | null {
  const match = /^Bearer\s+([A-Za-z0-9_\-.]+)$/.exec(header?.trim() ?? '');
  return match?.[1] ?? null;
}
