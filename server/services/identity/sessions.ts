import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Tokens } from '../../../src/api/contract/accounts';
import type { Database } from '../../db';
import { IDENTITY_MESSAGES, IdentityError } from './errors';
import { signToken, TOKEN_SECONDS } from './tokens';

/**
 * Sign-in sessions of the identity stand-in (11-G28, 11-G9, 11-G42). A sign-in opens a session family;
 * its refresh token is 32 random bytes (base64url) stored only as a sha256 and living 30 days. Every
 * refresh rotates: the presented row is marked used and the next token of the same family is issued. A
 * used token presented again means it was copied — the family is revoked (the thief's and the owner's
 * tokens alike) and the refresh fails. Access and id tokens carry the family as `sid`, so verifyIdentity
 * refuses them as soon as the family is revoked, not when they expire.
 */

export const REFRESH_SECONDS = 30 * 24 * 60 * 60;

export const hashRefreshToken = (token: string): string => createHash('sha256').update(token).digest('base64url');

const newRefreshToken = (): string => randomBytes(32).toString('base64url');

interface SessionUser {
  id: string;
  tenant: string;
  username: string;
  email: string | null;
  phone: string | null;
  given_name: string | null;
  family_name: string | null;
}

async function liveUser(db: Kysely<Database>, userId: string): Promise<SessionUser | undefined> {
  return db
    .selectFrom('identity_users')
    .select(['id', 'tenant', 'username', 'email', 'phone', 'given_name', 'family_name'])
    .where('id', '=', userId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
}

async function issueTokens(db: Kysely<Database>, user: SessionUser, familyId: string, refreshToken: string): Promise<Tokens> {
  const common = { sub: user.id, tenant: user.tenant, sid: familyId };
  const [accessToken, idToken] = await Promise.all([
    signToken(db, { ...common, token_use: 'access', username: user.username }),
    signToken(db, {
      ...common,
      token_use: 'id',
      ...(user.email ? { email: user.email } : {}),
      ...(user.phone ? { phone_number: user.phone } : {}),
      ...(user.given_name ? { given_name: user.given_name } : {}),
      ...(user.family_name ? { family_name: user.family_name } : {}),
    }),
  ]);
  return { accessToken, idToken, refreshToken, expiresIn: TOKEN_SECONDS, tokenType: 'Bearer' };
}

const refreshRow = (token: string, familyId: string, userId: string) => ({
  token_hash: hashRefreshToken(token),
  family_id: familyId,
  user_id: userId,
  expires_at: new Date(Date.now() + REFRESH_SECONDS * 1000),
});

/** A new sign-in: a new session family and its first tokens. */
export async function startSession(db: Kysely<Database>, userId: string): Promise<Tokens> {
  const user = await liveUser(db, userId);
  if (!user) throw new IdentityError('NotAuthorizedException', IDENTITY_MESSAGES.incorrect);
  const familyId = randomUUID();
  const refreshToken = newRefreshToken();
  await db.insertInto('identity_sessions').values(refreshRow(refreshToken, familyId, user.id)).execute();
  return issueTokens(db, user, familyId, refreshToken);
}

const refused = () => new IdentityError('NotAuthorizedException', IDENTITY_MESSAGES.refreshInvalid);

/**
 * Trades a refresh token for the next one of its family. Unknown, expired, revoked → NotAuthorized.
 * Used before → the family is revoked, then NotAuthorized. The "mark used" is one conditional update,
 * so two processes racing with the same token cannot both win: the loser sees it used and revokes.
 */
export async function refreshSession(db: Kysely<Database>, refreshToken: string): Promise<Tokens> {
  const tokenHash = hashRefreshToken(refreshToken);
  const row = await db.selectFrom('identity_sessions').selectAll().where('token_hash', '=', tokenHash).executeTakeFirst();
  if (!row || row.revoked_at !== null || row.expires_at.getTime() <= Date.now()) throw refused();
  const now = new Date();
  const claimed = await db
    .updateTable('identity_sessions')
    .set({ used_at: now })
    .where('token_hash', '=', tokenHash)
    .where('used_at', 'is', null)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  if (Number(claimed.numUpdatedRows) !== 1) {
    // Reuse of a rotated token: whoever holds the family now may be a thief. Revoke all of it.
    await revokeFamily(db, row.family_id);
    throw refused();
  }
  const user = await liveUser(db, row.user_id);
  if (!user) {
    await revokeFamily(db, row.family_id);
    throw refused();
  }
  const next = newRefreshToken();
  await db.insertInto('identity_sessions').values(refreshRow(next, row.family_id, user.id)).execute();
  return issueTokens(db, user, row.family_id, next);
}

export async function revokeFamily(db: Kysely<Database>, familyId: string): Promise<void> {
  await db.updateTable('identity_sessions').set({ revoked_at: new Date() }).where('family_id', '=', familyId).where('revoked_at', 'is', null).execute();
}

/** Every session of the user (sign out everywhere, password reset, deletion). */
export async function revokeAllSessions(db: Kysely<Database>, userId: string): Promise<void> {
  await db.updateTable('identity_sessions').set({ revoked_at: new Date() }).where('user_id', '=', userId).where('revoked_at', 'is', null).execute();
}

/**
 * Sign out (11-G9): revokes the refresh token's family; with `global`, every family of its user. An
 * unknown token is no error — signing out is idempotent and must not tell which tokens exist.
 * Returns the user id of the token, when known.
 */
export async function endSession(db: Kysely<Database>, refreshToken: string, { global = false } = {}): Promise<string | null> {
  const row = await db
    .selectFrom('identity_sessions')
    .select(['family_id', 'user_id'])
    .where('token_hash', '=', hashRefreshToken(refreshToken))
    .executeTakeFirst();
  if (!row) return null;
  if (global) await revokeAllSessions(db, row.user_id);
  else await revokeFamily(db, row.family_id);
  return row.user_id;
}
