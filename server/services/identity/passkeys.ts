import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import { isoBase64URL } from '@simplewebauthn/server/helpers';
import type { Kysely } from 'kysely';
import type { Tokens } from '../../../src/api/contract/accounts';
import type { Passkey } from '../../../src/api/contract/passkeys';
import type { Database } from '../../db';
import { IdentityError } from './errors';
import { startSession } from './sessions';

/**
 * Passkeys (issue 14 "Beyond the spec"): WebAuthn registration for a signed-in customer and
 * usernameless sign-in with a discoverable credential, which then opens an ordinary session
 * (startSession: the same tokens, refresh and sign-out as a code sign-in).
 *
 * Picks: a challenge lives 5 minutes and is spent by its first answer, right or wrong (a replayed
 * answer finds it used); user verification is required (a passkey is the only factor); no attestation
 * is asked ('none': the store does not restrict authenticator makes); at most 10 passkeys a customer.
 */
export const CHALLENGE_SECONDS = 5 * 60;
export const MAX_PASSKEYS = 10;
export const RP_NAME = 'Pizza Hut';

export interface RelyingParty {
  /** WEBAUTHN_RP_ID, else the hostname the browser used. */
  rpID: string;
  /** WEBAUTHN_ORIGINS (comma-separated), else the origin the browser used. */
  origins: string[];
}

export const PASSKEY_MESSAGES = {
  refused: 'Passkey not recognised.',
  notVerified: 'The passkey could not be verified.',
  tooMany: `No more than ${MAX_PASSKEYS} passkeys per account.`,
  exists: 'This passkey is already on your account.',
} as const;

/** The relying party of a request: configuration first, the request's own origin otherwise. */
export function relyingParty(requestOrigin: string | null, env: NodeJS.ProcessEnv = process.env): RelyingParty | null {
  const configuredOrigins = (env.WEBAUTHN_ORIGINS ?? '')
    .split(',')
    .map((origin) => origin.trim())
    .filter(Boolean);
  const origins = configuredOrigins.length > 0 ? configuredOrigins : requestOrigin ? [requestOrigin] : [];
  const rpID = env.WEBAUTHN_RP_ID?.trim() || (requestOrigin ? new URL(requestOrigin).hostname : '');
  return rpID && origins.length > 0 ? { rpID, origins } : null;
}

const expiry = () => new Date(Date.now() + CHALLENGE_SECONDS * 1000);

async function keepChallenge(db: Kysely<Database>, challenge: string, purpose: 'registration' | 'authentication', userId: string | null): Promise<void> {
  // Old challenges are swept as new ones are made: the table holds minutes of traffic, not history.
  await db.deleteFrom('identity_passkey_challenges').where('expires_at', '<', new Date(Date.now() - CHALLENGE_SECONDS * 1000)).execute();
  await db.insertInto('identity_passkey_challenges').values({ challenge, purpose, user_id: userId, expires_at: expiry() }).execute();
}

/**
 * Spends a challenge: one conditional update, so two processes answering with the same challenge
 * cannot both win. True when this call spent a live challenge of this purpose (and user).
 */
async function spendChallenge(db: Kysely<Database>, challenge: string, purpose: 'registration' | 'authentication', userId: string | null): Promise<boolean> {
  let query = db
    .updateTable('identity_passkey_challenges')
    .set({ used_at: new Date() })
    .where('challenge', '=', challenge)
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .where('expires_at', '>', new Date());
  query = userId === null ? query.where('user_id', 'is', null) : query.where('user_id', '=', userId);
  const spent = await query.executeTakeFirst();
  return Number(spent.numUpdatedRows) === 1;
}

const parseTransports = (text: string): string[] => {
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
  } catch {
    return [];
  }
};

async function liveUser(db: Kysely<Database>, userId: string) {
  return db.selectFrom('identity_users').select(['id', 'username', 'given_name', 'family_name']).where('id', '=', userId).where('deleted_at', 'is', null).executeTakeFirst();
}

export async function registrationOptions(db: Kysely<Database>, rp: RelyingParty, userId: string): Promise<PublicKeyCredentialCreationOptionsJSON> {
  const user = await liveUser(db, userId);
  if (!user) throw new IdentityError('NotAuthorizedException', PASSKEY_MESSAGES.refused);
  const existing = await db.selectFrom('identity_passkeys').select(['id', 'transports']).where('user_id', '=', userId).execute();
  if (existing.length >= MAX_PASSKEYS) throw new IdentityError('InvalidParameterException', PASSKEY_MESSAGES.tooMany);
  const displayName = [user.given_name, user.family_name].filter(Boolean).join(' ') || user.username;
  const options = await generateRegistrationOptions({
    rpName: RP_NAME,
    rpID: rp.rpID,
    // The user handle is the identity user's id: a sign-in's userHandle must name the same user.
    userID: new TextEncoder().encode(user.id),
    userName: user.username,
    userDisplayName: displayName,
    attestationType: 'none',
    timeout: CHALLENGE_SECONDS * 1000,
    excludeCredentials: existing.map((row) => ({ id: row.id, transports: parseTransports(row.transports) })),
    authenticatorSelection: { residentKey: 'required', requireResidentKey: true, userVerification: 'required' },
  });
  await keepChallenge(db, options.challenge, 'registration', userId);
  return options;
}

export async function verifyRegistration(
  db: Kysely<Database>,
  rp: RelyingParty,
  userId: string,
  response: RegistrationResponseJSON,
  name: string,
): Promise<Passkey> {
  const verification = await verifyRegistrationResponse({
    response,
    expectedChallenge: (challenge) => spendChallenge(db, challenge, 'registration', userId),
    expectedOrigin: rp.origins,
    expectedRPID: rp.rpID,
    requireUserVerification: true,
  }).catch(() => ({ verified: false as const }));
  if (!verification.verified) throw new IdentityError('InvalidParameterException', PASSKEY_MESSAGES.notVerified);
  const { credential, credentialDeviceType, credentialBackedUp } = verification.registrationInfo;
  const known = await db.selectFrom('identity_passkeys').select('id').where('id', '=', credential.id).executeTakeFirst();
  if (known) throw new IdentityError('InvalidParameterException', PASSKEY_MESSAGES.exists);
  const row = await db
    .insertInto('identity_passkeys')
    .values({
      id: credential.id,
      user_id: userId,
      public_key: isoBase64URL.fromBuffer(credential.publicKey),
      counter: credential.counter,
      transports: JSON.stringify(credential.transports ?? response.response.transports ?? []),
      device_type: credentialDeviceType,
      backed_up: credentialBackedUp,
      name,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return toPasskey(row);
}

export async function authenticationOptions(db: Kysely<Database>, rp: RelyingParty): Promise<PublicKeyCredentialRequestOptionsJSON> {
  // No allowCredentials: the authenticator offers its discoverable credentials for this rpID.
  const options = await generateAuthenticationOptions({ rpID: rp.rpID, userVerification: 'required', timeout: CHALLENGE_SECONDS * 1000 });
  await keepChallenge(db, options.challenge, 'authentication', null);
  return options;
}

const refused = () => new IdentityError('NotAuthorizedException', PASSKEY_MESSAGES.refused);

/**
 * A passkey sign-in: the credential must be one of a live user's of the area's tenant, the answer must spend a live
 * sign-in challenge, come from an allowed origin for the rpID, be user-verified, and carry a counter
 * above the stored one (unless the authenticator keeps none: both 0). The counter moves forward with
 * one conditional update, so the same assertion presented twice at once cannot both pass.
 */
export async function verifyAuthentication(db: Kysely<Database>, rp: RelyingParty, response: AuthenticationResponseJSON, tenant: string): Promise<Tokens> {
  const row = await db
    .selectFrom('identity_passkeys')
    .innerJoin('identity_users', 'identity_users.id', 'identity_passkeys.user_id')
    .selectAll('identity_passkeys')
    .where('identity_passkeys.id', '=', response.id)
    .where('identity_users.deleted_at', 'is', null)
    .where('identity_users.tenant', '=', tenant)
    .executeTakeFirst();
  if (!row) throw refused();
  if (response.response.userHandle && isoBase64URL.toUTF8String(response.response.userHandle) !== row.user_id) throw refused();
  const storedCounter = Number(row.counter);
  const verification = await verifyAuthenticationResponse({
    response,
    expectedChallenge: (challenge) => spendChallenge(db, challenge, 'authentication', null),
    expectedOrigin: rp.origins,
    expectedRPID: rp.rpID,
    requireUserVerification: true,
    credential: { id: row.id, publicKey: isoBase64URL.toBuffer(row.public_key), counter: storedCounter, transports: parseTransports(row.transports) },
  }).catch(() => null);
  if (!verification?.verified) throw refused();
  const moved = await db
    .updateTable('identity_passkeys')
    .set({ counter: verification.authenticationInfo.newCounter, last_used_at: new Date() })
    .where('id', '=', row.id)
    .where('counter', '=', storedCounter)
    .executeTakeFirst();
  if (Number(moved.numUpdatedRows) !== 1) throw refused();
  return startSession(db, row.user_id);
}

type PasskeyRow = { id: string; name: string; created_at: Date; last_used_at: Date | null; backed_up: boolean };

const toPasskey = (row: PasskeyRow): Passkey => ({
  id: row.id,
  name: row.name,
  createdAt: row.created_at.toISOString(),
  lastUsedAt: row.last_used_at?.toISOString() ?? null,
  synced: row.backed_up,
});

export async function listPasskeys(db: Kysely<Database>, userId: string): Promise<Passkey[]> {
  const rows = await db
    .selectFrom('identity_passkeys')
    .select(['id', 'name', 'created_at', 'last_used_at', 'backed_up'])
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .execute();
  return rows.map(toPasskey);
}

/** Removes one of the user's passkeys; false when the id is not theirs (another user's is as unknown as none). */
export async function deletePasskey(db: Kysely<Database>, userId: string, id: string): Promise<boolean> {
  const deleted = await db.deleteFrom('identity_passkeys').where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
  return Number(deleted.numDeletedRows) === 1;
}
