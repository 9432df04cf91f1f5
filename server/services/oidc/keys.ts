import { exportJWK, generateKeyPair, type JWK } from 'jose';
import type { Kysely } from 'kysely';
import type { Database } from '../../db';
import type { IdentityProvider } from '../../db/schema-identity';

/**
 * Each local provider's signing key (11-G42): RS256, the algorithm Google, Facebook and Apple sign id
 * tokens with, made on first start and kept in the database (never in the source), so every process
 * publishes and signs with the same key. Two processes starting at once both try to insert; the first
 * insert wins and both read it back (like server/services/secrets.ts).
 */
const readKeys = new WeakMap<Kysely<Database>, Map<IdentityProvider, Promise<JWK>>>();

export function providerSigningKey(db: Kysely<Database>, provider: IdentityProvider): Promise<JWK> {
  let keys = readKeys.get(db);
  if (!keys) readKeys.set(db, (keys = new Map()));
  let key = keys.get(provider);
  if (!key) {
    key = storedKey(db, provider);
    key.catch(() => keys.delete(provider));
    keys.set(provider, key);
  }
  return key;
}

async function storedKey(db: Kysely<Database>, provider: IdentityProvider): Promise<JWK> {
  const existing = await db.selectFrom('oidc_provider_keys').select('private_jwk').where('provider', '=', provider).executeTakeFirst();
  if (existing) return JSON.parse(existing.private_jwk) as JWK;
  const { privateKey } = await generateKeyPair('RS256', { modulusLength: 2048, extractable: true });
  const jwk = { ...(await exportJWK(privateKey)), alg: 'RS256', use: 'sig', kid: `${provider}-${Date.now().toString(36)}` };
  await db
    .insertInto('oidc_provider_keys')
    .values({ provider, private_jwk: JSON.stringify(jwk) })
    .onConflict((conflict) => conflict.column('provider').doNothing())
    .execute();
  const row = await db.selectFrom('oidc_provider_keys').select('private_jwk').where('provider', '=', provider).executeTakeFirstOrThrow();
  return JSON.parse(row.private_jwk) as JWK;
}
