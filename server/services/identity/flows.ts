import type { Kysely } from 'kysely';
import type {
  Challenge,
  IdentityUser,
  Tokens,
  confirmForgotPasswordBodySchema,
  forgotPasswordBodySchema,
  initiateAuthBodySchema,
  signUpBodySchema,
} from '../../../src/api/contract/accounts';
import type { z } from 'zod';
import type { Database } from '../../db';
import { consumePoint, RateLimitedError } from '../../http/rate-limit';
import { keyPart } from '../../http/rate-limit-client';
import { RATE_LIMITS, type RateLimitRule } from '../../http/rate-limits';
import type { MessageTransport } from '../messages/transport';
import { codeOfSession, issueCode, replaceCode, RESEND_SECONDS, secondsBeforeResend, sessionOfCode, verifyCode } from './codes';
import { IDENTITY_MESSAGES, IdentityError } from './errors';
import { checkPassword, hashPassword, meetsPasswordPolicy, meetsTenantPasswordPolicy } from './passwords';
import { revokeAllSessions, startSession } from './sessions';
import { createUser, findLiveUser, findUserById, findUserBySignInName, isPhoneUsername } from './users';

/**
 * The identity provider's operations (S3 §7.1, 11-G35), as the store API plays them (11-G42). Routes
 * parse and authorise; these do the work. Limits (C30, 11-G36): every call that sends a code or makes
 * a user counts against the client (a tighter limit without a valid bot-check token) and, for codes,
 * against the contact; password attempts count per username.
 */

export interface Caller {
  /** The client's hashed key for the rate limits; undefined for an in-process call. */
  clientKey: string | undefined;
  /** Whether the request carried a valid, unused bot-check solution. */
  botChecked: boolean;
}

/** Unconfirmed users (a code sign-up whose code was never entered) are deleted after this long (C30 pick). */
export const UNCONFIRMED_LIFE_HOURS = 24;

async function limit(db: Kysely<Database>, rule: RateLimitRule, key: string | undefined): Promise<void> {
  if (key === undefined) return;
  try {
    await consumePoint(db, rule, key);
  } catch (error) {
    if (error instanceof RateLimitedError) throw new IdentityError('TooManyRequestsException', IDENTITY_MESSAGES.tooMany, error.retryAfter);
    throw error;
  }
}

/**
 * The limits of a call that sends a code (C30): the client's (tighter without a bot check) and the
 * contact's. Exported for the other code senders (the legacy India OTP) so every code shares them.
 */
export async function limitCodeRequest(db: Kysely<Database>, caller: Caller, tenant: string, contact: string): Promise<void> {
  await limitClient(db, caller);
  await limitContact(db, tenant, contact);
}

const limitClient = (db: Kysely<Database>, caller: Caller) =>
  limit(db, caller.botChecked ? RATE_LIMITS.identityPerClient : RATE_LIMITS.identityPerClientNoBotCheck, caller.clientKey);
const limitContact = (db: Kysely<Database>, tenant: string, contact: string) =>
  limit(db, RATE_LIMITS.identityCodePerContact, keyPart('contact', tenant, contact));
const limitPassword = (db: Kysely<Database>, tenant: string, username: string) =>
  limit(db, RATE_LIMITS.identityPasswordPerUsername, keyPart('password', tenant, username));
export const limitAnswers = (db: Kysely<Database>, caller: Caller) => limit(db, RATE_LIMITS.identityAnswerPerClient, caller.clientKey);

/** 'j***@e***.com', '+44 ***** **0123': enough for the customer to recognise, not to read (challengeSchema). */
export function maskDestination(contact: string): string {
  if (isPhoneUsername(contact)) return `${contact.slice(0, 3)} ***** **${contact.slice(-4)}`;
  const [local = '', domain = ''] = contact.split('@');
  const dot = domain.lastIndexOf('.');
  const host = dot > 0 ? domain.slice(0, dot) : domain;
  const tld = dot > 0 ? domain.slice(dot) : '';
  return `${local.slice(0, 1)}***@${host.slice(0, 1)}***${tld}`;
}

const mediumOf = (contact: string): Challenge['medium'] => (isPhoneUsername(contact) ? 'SMS' : 'EMAIL');

/** Deletes unconfirmed users older than UNCONFIRMED_LIFE_HOURS, with their codes (run on each sign-up). */
export async function purgeUnconfirmedUsers(db: Kysely<Database>, now = Date.now()): Promise<void> {
  const cutoff = new Date(now - UNCONFIRMED_LIFE_HOURS * 3600 * 1000);
  const stale = db
    .selectFrom('identity_users')
    .select('id')
    .where('confirmed', '=', false)
    .where('provider', 'is', null)
    .where('created_at', '<', cutoff)
    .where(({ not, exists, selectFrom }) =>
      not(exists(selectFrom('accounts').select('accounts.id').whereRef('accounts.user_id', '=', 'identity_users.id'))),
    )
    .where(({ not, exists, selectFrom }) =>
      not(exists(selectFrom('identity_sessions').select('identity_sessions.token_hash').whereRef('identity_sessions.user_id', '=', 'identity_users.id'))),
    );
  const ids = (await stale.execute()).map((row) => row.id);
  if (ids.length === 0) return;
  await db.deleteFrom('identity_codes').where('user_id', 'in', ids).execute();
  await db.deleteFrom('identity_users').where('id', 'in', ids).where('confirmed', '=', false).execute();
}

const isUniqueViolation = (error: unknown) => typeof error === 'object' && error !== null && (error as { code?: string }).code === '23505';

/**
 * Sign-up (11-G35). 'password': a confirmed user who may sign in at once (checkout sign-up then
 * automatic login, 11-G23). 'code': the passwordless flow's silent registration (C30) — an unconfirmed
 * user that cannot sign in until a code sent to the contact is entered; its random password is checked
 * against the policy like any other and then dropped (a code user signs in by code only).
 */
export async function signUp(db: Kysely<Database>, body: z.output<typeof signUpBodySchema>, caller: Caller) {
  await limitClient(db, caller);
  await purgeUnconfirmedUsers(db);
  if (!meetsPasswordPolicy(body.password)) throw new IdentityError('InvalidPasswordException', IDENTITY_MESSAGES.passwordPolicy);
  // A code user's random password is dropped, so only a password the customer chose meets India's limits.
  if (body.method === 'password' && !meetsTenantPasswordPolicy(body.password, body.tenant)) {
    throw new IdentityError('InvalidPasswordException', IDENTITY_MESSAGES.passwordPolicy);
  }
  if (await findLiveUser(db, body.tenant, body.username)) throw new IdentityError('UsernameExistsException', IDENTITY_MESSAGES.usernameExists);
  const passwordHash = body.method === 'password' ? await hashPassword(body.password) : null;
  try {
    const userSub = await createUser(db, {
      tenant: body.tenant,
      username: body.username,
      passwordHash,
      confirmed: body.method === 'password',
      lang: body.lang,
    });
    return { userSub, confirmed: body.method === 'password' };
  } catch (error) {
    if (isUniqueViolation(error)) throw new IdentityError('UsernameExistsException', IDENTITY_MESSAGES.usernameExists);
    throw error;
  }
}

/** Password sign-in: tokens, or NotAuthorized without saying whether the user exists (timing included). */
export async function passwordSignIn(db: Kysely<Database>, tenant: string, username: string, password: string): Promise<Tokens> {
  await limitPassword(db, tenant, username);
  const user = await findLiveUser(db, tenant, username);
  const right = await checkPassword(user?.password_hash, password);
  if (!user || !right || !user.confirmed) throw new IdentityError('NotAuthorizedException', IDENTITY_MESSAGES.incorrect);
  if (user.password_reset_required) throw new IdentityError('PasswordResetRequiredException', IDENTITY_MESSAGES.resetRequired);
  return startSession(db, user.id);
}

/**
 * Code sign-in (the custom challenge, 11-G4): sends a code to the username and answers the challenge.
 * An unknown user → NotAuthorizedException 'User does not exist.', on which the page registers the
 * contact silently and asks again (C30; the enumeration this allows is the spec's, accepted there).
 */
export async function codeSignIn(
  db: Kysely<Database>,
  transport: MessageTransport,
  body: { tenant: string; username: string },
  caller: Caller,
): Promise<Challenge> {
  await limitClient(db, caller);
  const user = (await findLiveUser(db, body.tenant, body.username)) ?? (await findUserBySignInName(db, body.tenant, body.username));
  if (!user) throw new IdentityError('NotAuthorizedException', IDENTITY_MESSAGES.userDoesNotExist);
  await limitContact(db, body.tenant, body.username);
  // The code goes to the name typed — the username, or the contact the account saved (a second name).
  const rowId = await issueCode(db, transport, { purpose: 'sign-in', userId: user.id, contact: body.username, lang: user.lang });
  return {
    challenge: 'CUSTOM_CHALLENGE',
    session: await sessionOfCode(db, rowId),
    medium: mediumOf(body.username),
    destination: maskDestination(body.username),
    resendAfter: RESEND_SECONDS,
  };
}

export async function initiateAuth(
  db: Kysely<Database>,
  transport: MessageTransport,
  body: z.output<typeof initiateAuthBodySchema>,
  caller: Caller,
): Promise<Tokens | Challenge> {
  if (body.flow === 'password') return passwordSignIn(db, body.tenant, body.username, body.password);
  return codeSignIn(db, transport, body, caller);
}

/** The code of a challenge answered: a first right code confirms the user; answers tokens (a new session). */
export async function respondToChallenge(db: Kysely<Database>, session: string, answer: string, caller: Caller): Promise<Tokens> {
  await limitAnswers(db, caller);
  const rowId = await codeOfSession(db, session);
  if (!rowId) throw new IdentityError('NotAuthorizedException', IDENTITY_MESSAGES.invalidSession);
  const userId = await verifyCode(db, rowId, answer, 'sign-in');
  const user = await findUserById(db, userId);
  if (!user) throw new IdentityError('NotAuthorizedException', IDENTITY_MESSAGES.userDoesNotExist);
  if (!user.confirmed) await db.updateTable('identity_users').set({ confirmed: true }).where('id', '=', user.id).execute();
  return startSession(db, user.id);
}

/** Resend (11-G6): a new code for the same challenge, 60 s after the last. Answers the same challenge. */
export async function resendCode(db: Kysely<Database>, transport: MessageTransport, session: string, caller: Caller): Promise<Challenge> {
  const rowId = await codeOfSession(db, session);
  if (!rowId) throw new IdentityError('NotAuthorizedException', IDENTITY_MESSAGES.invalidSession);
  const row = await db.selectFrom('identity_codes').select(['contact', 'user_id', 'sent_at', 'purpose']).where('id', '=', rowId).executeTakeFirst();
  const user = row?.user_id ? await findUserById(db, row.user_id) : undefined;
  if (!row || !user || row.purpose !== 'sign-in') throw new IdentityError('NotAuthorizedException', IDENTITY_MESSAGES.invalidSession);
  const wait = secondsBeforeResend(row.sent_at);
  if (wait > 0) throw new IdentityError('TooManyRequestsException', IDENTITY_MESSAGES.resendTooSoon, wait);
  await limitClient(db, caller);
  await limitContact(db, user.tenant, row.contact);
  await replaceCode(db, transport, rowId, user.lang);
  return { challenge: 'CUSTOM_CHALLENGE', session, medium: mediumOf(row.contact), destination: maskDestination(row.contact), resendAfter: RESEND_SECONDS };
}

/**
 * Forgot password (11-G22): a reset code to the username. Pick: an unknown username gets the same
 * answer and no message, so this call tells nobody whether an account exists.
 */
export async function forgotPassword(
  db: Kysely<Database>,
  transport: MessageTransport,
  body: z.output<typeof forgotPasswordBodySchema>,
  caller: Caller,
): Promise<{ medium: Challenge['medium']; destination: string; resendAfter: number }> {
  await limitClient(db, caller);
  const answer = { medium: mediumOf(body.username), destination: maskDestination(body.username), resendAfter: RESEND_SECONDS };
  const user = await findLiveUser(db, body.tenant, body.username);
  if (!user) return answer;
  const last = await db
    .selectFrom('identity_codes')
    .select('sent_at')
    .where('user_id', '=', user.id)
    .where('purpose', '=', 'reset')
    .orderBy('sent_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  const wait = last ? secondsBeforeResend(last.sent_at) : 0;
  if (wait > 0) throw new IdentityError('TooManyRequestsException', IDENTITY_MESSAGES.resendTooSoon, wait);
  await limitContact(db, body.tenant, body.username);
  await issueCode(db, transport, { purpose: 'reset', userId: user.id, contact: user.username, lang: body.lang ?? user.lang });
  return answer;
}

/**
 * Confirm the reset (11-G22): the newest reset code of the user and a new password that meets the
 * policy. Success sets the password, lifts password_reset_required, confirms the user (the code proved
 * the contact) and signs out every session.
 */
export async function confirmForgotPassword(db: Kysely<Database>, body: z.output<typeof confirmForgotPasswordBodySchema>): Promise<void> {
  await limitPassword(db, body.tenant, body.username);
  if (!meetsTenantPasswordPolicy(body.password, body.tenant)) throw new IdentityError('InvalidPasswordException', IDENTITY_MESSAGES.passwordPolicy);
  const user = await findLiveUser(db, body.tenant, body.username);
  const row = user
    ? await db
        .selectFrom('identity_codes')
        .select('id')
        .where('user_id', '=', user.id)
        .where('purpose', '=', 'reset')
        .orderBy('sent_at', 'desc')
        .limit(1)
        .executeTakeFirst()
    : undefined;
  if (!user || !row) throw new IdentityError('CodeMismatchException', IDENTITY_MESSAGES.codeMismatch);
  try {
    await verifyCode(db, row.id, body.code, 'reset');
  } catch (error) {
    // A used reset code is as good as none: ask for a new one.
    if (error instanceof IdentityError && error.errorName === 'NotAuthorizedException')
      throw new IdentityError('ExpiredCodeException', IDENTITY_MESSAGES.codeExpired);
    throw error;
  }
  await db
    .updateTable('identity_users')
    .set({ password_hash: await hashPassword(body.password), password_reset_required: false, confirmed: true })
    .where('id', '=', user.id)
    .execute();
  await revokeAllSessions(db, user.id);
}

/** The signed-in user's identity attributes (11-G4). */
export async function identityUser(db: Kysely<Database>, userId: string): Promise<IdentityUser> {
  const user = await findUserById(db, userId);
  if (!user) throw new IdentityError('NotAuthorizedException', IDENTITY_MESSAGES.userDoesNotExist);
  return {
    sub: user.id,
    username: user.username,
    email: user.email,
    given_name: user.given_name,
    family_name: user.family_name,
    gender: null,
    phone_number: user.phone,
    provider: user.provider,
  };
}
