import { createChallenge, verifySolution } from 'altcha-lib/v1';
import type { Kysely } from 'kysely';
import type { Database } from '../../db';
import { serverSecret } from '../secrets';

/**
 * The bot check's self-hosted stand-in (11-G36, 11-G42): an ALTCHA proof of work (altcha-lib's v1
 * challenge format: SHA-256, a signed challenge with its expiry in the salt). The page fetches a
 * challenge per action, solves it and sends the solved payload, base64 JSON as the ALTCHA widget
 * makes it, in the `recaptcha-token` header. A solution is accepted once: its signature is stored until
 * the challenge expires, so a replayed token counts as no token.
 *
 * Picks: expiry 5 minutes; difficulty maxNumber 20 000 (about 10 000 SHA-256 on average — well under
 * a second on a phone), modest because the check only has to make floods costly, not stop a person.
 */
export const BOT_CHECK_EXPIRY_SECONDS = 5 * 60;
export const BOT_CHECK_MAX_NUMBER = 20_000;
const MAX_TOKEN_LENGTH = 2000;

export async function botCheckChallenge(db: Kysely<Database>, configured = process.env.BOT_CHECK_KEY) {
  const hmacKey = await serverSecret(db, 'bot-check', configured);
  return createChallenge({
    hmacKey,
    algorithm: 'SHA-256',
    maxNumber: BOT_CHECK_MAX_NUMBER,
    expires: new Date(Date.now() + BOT_CHECK_EXPIRY_SECONDS * 1000),
  });
}

interface SolvedPayload {
  algorithm: 'SHA-1' | 'SHA-256' | 'SHA-512';
  challenge: string;
  number: number;
  salt: string;
  signature: string;
}

function decode(token: string): SolvedPayload | null {
  try {
    const text = token.trim().startsWith('{') ? token : Buffer.from(token, 'base64').toString('utf8');
    const value = JSON.parse(text) as Partial<SolvedPayload>;
    if (
      value.algorithm !== 'SHA-256' ||
      typeof value.challenge !== 'string' ||
      typeof value.salt !== 'string' ||
      typeof value.signature !== 'string' ||
      typeof value.number !== 'number'
    )
      return null;
    return value as SolvedPayload;
  } catch {
    return null;
  }
}

/**
 * True when the header carries a valid, unexpired, not yet used solution (and marks it used). False for
 * anything else: the call then goes on under the tighter limit (S3 §7.1 "proceeds without the token").
 */
export async function acceptBotCheck(db: Kysely<Database>, token: string | undefined, configured = process.env.BOT_CHECK_KEY): Promise<boolean> {
  if (!token || token.length > MAX_TOKEN_LENGTH) return false;
  const payload = decode(token);
  if (!payload) return false;
  const hmacKey = await serverSecret(db, 'bot-check', configured);
  let valid = false;
  try {
    valid = await verifySolution(payload, hmacKey, true);
  } catch {
    valid = false;
  }
  if (!valid) return false;
  // Every challenge of ours names its expiry inside the signed salt; one without is not ours.
  const expires = Number(new URLSearchParams(payload.salt.split('?')[1] ?? '').get('expires'));
  if (!Number.isFinite(expires) || expires <= 0) return false;
  const expiresAt = new Date(expires * 1000);
  // Single use: the first insert of this signature wins; old ones are swept on the way.
  await db.deleteFrom('bot_check_solutions').where('expires_at', '<', new Date()).execute();
  const inserted = await db
    .insertInto('bot_check_solutions')
    .values({ signature: payload.signature, expires_at: expiresAt })
    .onConflict((conflict) => conflict.column('signature').doNothing())
    .returning('signature')
    .executeTakeFirst();
  return inserted !== undefined;
}
