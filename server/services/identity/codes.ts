import { createHmac, randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db';
import type { CodePurpose } from '../../db/schema-identity';
import { codeMessage, type CodeMessagePurpose } from '../messages/texts';
import type { MessageTransport } from '../messages/transport';
import { serverSecret } from '../secrets';
import { IDENTITY_MESSAGES, IdentityError } from './errors';

/**
 * One-time codes of the identity stand-in (11-G6, C29, C30): 6 digits from the system's secure random
 * source, stored only as an HMAC-SHA256 under a server key (bound to the row, so equal codes of two
 * rows differ), compared in constant time, single use. Picks: a code lives 10 minutes; a new one may be
 * sent 60 s after the last (S3 §4.1); the third wrong answer spends the challenge
 * (CodeAttemptsExceededException, the page's OTP_THIRD_TIME_ERROR) and no later answer verifies, right or
 * not, until a new code is sent (a resend replaces the code and the count).
 *
 * The count is taken before the comparison with one conditional update, so parallel guesses from many
 * processes cannot get more than three tries between them.
 */
export const CODE_LIFE_MINUTES = 10;
export const RESEND_SECONDS = 60;
export const MAX_CODE_ATTEMPTS = 3;

const hmac = async (db: Kysely<Database>, text: string) =>
  createHmac('sha256', await serverSecret(db, 'identity-code', process.env.IDENTITY_CODE_KEY)).update(text).digest('base64url');

const codeHash = (db: Kysely<Database>, rowId: string, code: string) => hmac(db, `code:${rowId}:${code}`);

const sameText = (a: string, b: string) => {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
};

/** The opaque challenge `session`: names the code row (never the code) and is signed, so it cannot be made up. */
export async function sessionOfCode(db: Kysely<Database>, rowId: string): Promise<string> {
  return `${rowId}.${await hmac(db, `session:${rowId}`)}`;
}

/** The code row a session names, or null when it is not one of ours. */
export async function codeOfSession(db: Kysely<Database>, session: string): Promise<string | null> {
  const [rowId, signature, ...rest] = session.split('.');
  if (!rowId || !signature || rest.length > 0) return null;
  return sameText(signature, await hmac(db, `session:${rowId}`)) ? rowId : null;
}

const newCode = () => String(randomInt(0, 1_000_000)).padStart(6, '0');
const expiry = () => new Date(Date.now() + CODE_LIFE_MINUTES * 60 * 1000);

export interface CodeTarget {
  purpose: Extract<CodePurpose, 'sign-in' | 'reset'>;
  userId: string;
  /** The username the code goes to: an e-mail or an E.164 phone. */
  contact: string;
  lang: string;
}

const channelOf = (contact: string): 'email' | 'sms' => (contact.startsWith('+') ? 'sms' : 'email');

async function deliver(transport: MessageTransport, target: CodeTarget, code: string): Promise<void> {
  const purpose: CodeMessagePurpose = target.purpose === 'reset' ? 'reset' : 'sign-in';
  const text = codeMessage(target.lang, purpose, code, CODE_LIFE_MINUTES);
  await transport.send({ channel: channelOf(target.contact), recipient: target.contact, ...text });
}

/** Makes a code row, sends its code, answers the row id. */
export async function issueCode(db: Kysely<Database>, transport: MessageTransport, target: CodeTarget): Promise<string> {
  const id = randomUUID();
  const code = newCode();
  await db
    .insertInto('identity_codes')
    .values({
      id,
      purpose: target.purpose,
      user_id: target.userId,
      contact: target.contact,
      code_hash: await codeHash(db, id, code),
      expires_at: expiry(),
      sent_at: new Date(),
    })
    .execute();
  await deliver(transport, target, code);
  return id;
}

/** Seconds before the row's code may be sent again (0 when it may be now). */
export function secondsBeforeResend(sentAt: Date, now = Date.now()): number {
  return Math.max(0, Math.ceil((sentAt.getTime() + RESEND_SECONDS * 1000 - now) / 1000));
}

/**
 * A new code for the same challenge (11-G6 resend): the old code stops working, the wrong-answer count
 * starts again. Earlier than 60 s after the last send → TooManyRequestsException with Retry-After.
 */
export async function replaceCode(db: Kysely<Database>, transport: MessageTransport, rowId: string, lang: string): Promise<void> {
  const row = await db.selectFrom('identity_codes').selectAll().where('id', '=', rowId).executeTakeFirst();
  if (!row || row.used_at !== null || !row.user_id || (row.purpose !== 'sign-in' && row.purpose !== 'reset'))
    throw new IdentityError('NotAuthorizedException', IDENTITY_MESSAGES.invalidSession);
  const wait = secondsBeforeResend(row.sent_at);
  if (wait > 0) throw new IdentityError('TooManyRequestsException', IDENTITY_MESSAGES.resendTooSoon, wait);
  const code = newCode();
  const updated = await db
    .updateTable('identity_codes')
    .set({ code_hash: await codeHash(db, rowId, code), attempts: 0, expires_at: expiry(), sent_at: new Date() })
    .where('id', '=', rowId)
    .where('used_at', 'is', null)
    .where('sent_at', '=', row.sent_at)
    .executeTakeFirst();
  // Two resends at once: only one sends.
  if (Number(updated.numUpdatedRows) !== 1) throw new IdentityError('TooManyRequestsException', IDENTITY_MESSAGES.resendTooSoon, RESEND_SECONDS);
  await deliver(transport, { purpose: row.purpose, userId: row.user_id, contact: row.contact, lang }, code);
}

/**
 * Checks an answer against the row's code and spends the row when it is right. Answers the row's user
 * id, or throws: CodeMismatchException (wrong, tries left), CodeAttemptsExceededException (third wrong
 * answer, or any answer after it), ExpiredCodeException, NotAuthorizedException (no such challenge or
 * already used).
 */
export async function verifyCode(db: Kysely<Database>, rowId: string, answer: string, purpose: CodePurpose): Promise<string> {
  const row = await db.selectFrom('identity_codes').selectAll().where('id', '=', rowId).where('purpose', '=', purpose).executeTakeFirst();
  if (!row || !row.user_id || row.used_at !== null) throw new IdentityError('NotAuthorizedException', IDENTITY_MESSAGES.invalidSession);
  if (row.attempts >= MAX_CODE_ATTEMPTS) throw new IdentityError('CodeAttemptsExceededException', IDENTITY_MESSAGES.attemptsExceeded);
  if (row.expires_at.getTime() <= Date.now()) throw new IdentityError('ExpiredCodeException', IDENTITY_MESSAGES.codeExpired);
  const counted = await db
    .updateTable('identity_codes')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('id', '=', rowId)
    .where('used_at', 'is', null)
    .where('attempts', '<', MAX_CODE_ATTEMPTS)
    .returning(['attempts', 'code_hash'])
    .executeTakeFirst();
  if (!counted) throw new IdentityError('CodeAttemptsExceededException', IDENTITY_MESSAGES.attemptsExceeded);
  if (sameText(await codeHash(db, rowId, answer), counted.code_hash)) {
    const spent = await db
      .updateTable('identity_codes')
      .set({ used_at: new Date() })
      .where('id', '=', rowId)
      .where('used_at', 'is', null)
      .where('code_hash', '=', counted.code_hash)
      .executeTakeFirst();
    if (Number(spent.numUpdatedRows) === 1) return row.user_id;
    throw new IdentityError('NotAuthorizedException', IDENTITY_MESSAGES.invalidSession);
  }
  if (counted.attempts >= MAX_CODE_ATTEMPTS) throw new IdentityError('CodeAttemptsExceededException', IDENTITY_MESSAGES.attemptsExceeded);
  throw new IdentityError('CodeMismatchException', IDENTITY_MESSAGES.codeMismatch);
}
