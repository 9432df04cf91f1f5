import { createHmac, randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { legacyCustomerSchema, legacyRegisterBodySchema } from '../../../src/api/contract/accounts';
import { consentFromAll } from '../../../src/domain/accounts/record';
import type { Database } from '../../db';
import { consumePoint, RateLimitedError } from '../../http/rate-limit';
import { keyPart } from '../../http/rate-limit-client';
import { RATE_LIMITS, type RateLimitRule } from '../../http/rate-limits';
import { CODE_LIFE_MINUTES, MAX_CODE_ATTEMPTS } from '../identity/codes';
import { IDENTITY_MESSAGES, IdentityError } from '../identity/errors';
import type { Caller } from '../identity/flows';
import { startSession } from '../identity/sessions';
import { signToken, verifyToken } from '../identity/tokens';
import { createUser, findLiveUser } from '../identity/users';
import type { MessageTransport } from '../messages/transport';
import { serverSecret } from '../secrets';
import { findAccount, upsert, type AccountRow } from './records';

/**
 * The legacy India flow (11-G12..G17, C32): /v1/otp/generate and /verify, and the customer API's
 * register, login and delete. The phone is proved by a 6-digit SMS code (C29) with the identity
 * stand-in's rules: stored as an HMAC, constant-time comparison, single use, 10 minutes, the third wrong
 * code spends it (11-G13 "3 invalid codes require a new code"); sending counts against the same limits
 * as the identity's codes (per client, tighter without a bot-check token, and per phone).
 *
 * Tokens: generate answers an 'otp' token naming the code row (`cid`, 10 minutes); a right code answers a
 * 'verified-phone' token carrying `phone_number` (30 minutes, 11-G17), which register, login and delete
 * take as the proof of the phone. Login answers an ID token of a new session family (startSession), so
 * the order calls accept it as the customer's (11-G30).
 */

export const LEGACY_TENANT = '91-ind';
export const VERIFIED_PHONE_SECONDS = 30 * 60;
const OTP_TOKEN_SECONDS = CODE_LIFE_MINUTES * 60;

async function limit(db: Kysely<Database>, rule: RateLimitRule, key: string | undefined): Promise<void> {
  if (key === undefined) return;
  try {
    await consumePoint(db, rule, key);
  } catch (error) {
    if (error instanceof RateLimitedError) throw new IdentityError('TooManyRequestsException', IDENTITY_MESSAGES.tooMany, error.retryAfter);
    throw error;
  }
}

const hmac = async (db: Kysely<Database>, text: string) =>
  createHmac('sha256', await serverSecret(db, 'identity-code', process.env.IDENTITY_CODE_KEY)).update(text).digest('base64url');
const codeHash = (db: Kysely<Database>, rowId: string, code: string) => hmac(db, `legacy-otp:${rowId}:${code}`);
const sameText = (a: string, b: string) => {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
};

/** The SMS (11-G15 picks its failure texts on the page); in English: India's site language. */
const smsText = (code: string) => ({
  subject: 'Your Pizza Hut OTP',
  body: `Your Pizza Hut OTP is ${code}. It expires in ${CODE_LIFE_MINUTES} minutes. Do not share it with anyone.`,
});

/** POST /v1/otp/generate: a code to the phone, and the token naming it. */
export async function generateOtp(db: Kysely<Database>, transport: MessageTransport, phone: string, caller: Caller): Promise<string> {
  await limit(db, caller.botChecked ? RATE_LIMITS.identityPerClient : RATE_LIMITS.identityPerClientNoBotCheck, caller.clientKey);
  // The same counter as the identity's codes to this phone (flows.ts limitContact), so the two flows share one budget.
  await limit(db, RATE_LIMITS.identityCodePerContact, keyPart('contact', LEGACY_TENANT, phone));
  const id = randomUUID();
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const user = await findLiveUser(db, LEGACY_TENANT, phone);
  await db
    .insertInto('identity_codes')
    .values({
      id,
      purpose: 'legacy-otp',
      user_id: user?.id ?? null,
      contact: phone,
      code_hash: await codeHash(db, id, code),
      expires_at: new Date(Date.now() + OTP_TOKEN_SECONDS * 1000),
      sent_at: new Date(),
    })
    .execute();
  await transport.send({ channel: 'sms', recipient: phone, ...smsText(code) });
  return signToken(db, { sub: phone, token_use: 'otp', cid: id, phone_number: phone, tenant: LEGACY_TENANT }, OTP_TOKEN_SECONDS);
}

/**
 * POST /v1/otp/verify: the verified-phone token for the right code; null for a wrong one. The count is
 * taken before the comparison with one conditional update (as identity/codes.ts), so parallel guesses
 * get three tries between them; a spent, expired or unknown code verifies nothing.
 */
export async function verifyOtp(db: Kysely<Database>, token: string, code: string, caller: Caller): Promise<string | null> {
  const claims = await verifyToken(db, token, 'otp');
  if (!claims?.cid || !claims.phone_number) return null;
  await limit(db, RATE_LIMITS.identityAnswerPerClient, caller.clientKey);
  const counted = await db
    .updateTable('identity_codes')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('id', '=', claims.cid)
    .where('purpose', '=', 'legacy-otp')
    .where('contact', '=', claims.phone_number)
    .where('used_at', 'is', null)
    .where('attempts', '<', MAX_CODE_ATTEMPTS)
    .where('expires_at', '>', new Date())
    .returning(['code_hash'])
    .executeTakeFirst();
  if (!counted || !sameText(await codeHash(db, claims.cid, code), counted.code_hash)) return null;
  const spent = await db.updateTable('identity_codes').set({ used_at: new Date() }).where('id', '=', claims.cid).where('used_at', 'is', null).executeTakeFirst();
  if (Number(spent.numUpdatedRows) !== 1) return null;
  return signToken(db, { sub: claims.phone_number, token_use: 'verified-phone', phone_number: claims.phone_number, tenant: LEGACY_TENANT }, VERIFIED_PHONE_SECONDS);
}

/** The phone a verified-phone token proves, or null. */
export async function verifiedPhone(db: Kysely<Database>, token: string | null): Promise<string | null> {
  if (!token) return null;
  const claims = await verifyToken(db, token, 'verified-phone');
  return claims?.phone_number ?? null;
}

export type LegacyCustomer = z.infer<typeof legacyCustomerSchema>;

const toLegacy = (row: AccountRow, phone: string): LegacyCustomer => ({
  id: row.id,
  firstName: row.first_name,
  lastName: row.last_name,
  email: row.email,
  phone: row.phone ?? phone,
  shadow: row.shadow,
});

/** The India identity user of the phone, made confirmed when missing (the phone was just proved). */
async function phoneUser(db: Kysely<Database>, phone: string) {
  const user = await findLiveUser(db, LEGACY_TENANT, phone);
  if (user) {
    if (!user.confirmed) await db.updateTable('identity_users').set({ confirmed: true }).where('id', '=', user.id).execute();
    return { id: user.id, tenant: user.tenant };
  }
  try {
    return { id: await createUser(db, { tenant: LEGACY_TENANT, username: phone, confirmed: true }), tenant: LEGACY_TENANT };
  } catch (error) {
    // Two registrations at once: the other made it.
    const again = await findLiveUser(db, LEGACY_TENANT, phone);
    if (!again) throw error;
    return { id: again.id, tenant: again.tenant };
  }
}

/** POST {customer-api}/register: creates or completes (a shadow account) the phone's India account. */
export async function legacyRegister(db: Kysely<Database>, phone: string, body: z.output<typeof legacyRegisterBodySchema>): Promise<LegacyCustomer> {
  const user = await phoneUser(db, phone);
  await db.updateTable('identity_users').set({ given_name: body.firstName, family_name: body.lastName, email: body.email }).where('id', '=', user.id).execute();
  const consent = consentFromAll(body.marketing);
  const row = await upsert(db, user, {
    first_name: body.firstName,
    last_name: body.lastName,
    email: body.email,
    phone,
    marketing_email: consent.email,
    marketing_sms: consent.sms,
    shadow: false,
    updated_at: new Date(),
  });
  return toLegacy(row, phone);
}

/** POST {customer-api}/login: the account of the phone with a login token (an id token), or null when none. */
export async function legacyLogin(db: Kysely<Database>, phone: string): Promise<(LegacyCustomer & { token: string }) | null> {
  const user = await findLiveUser(db, LEGACY_TENANT, phone);
  if (!user) return null;
  const row = await findAccount(db, user);
  if (!row) return null;
  const { idToken } = await startSession(db, user.id);
  return { ...toLegacy(row, phone), token: idToken };
}

/**
 * A shadow account (pick, 11-G13): a customer the store knows by phone (an in-store loyalty sign-up at
 * the till) who never registered online. Login answers it with shadow:true and the page sends the
 * customer to register, which completes it. Made here for the development seam and the tests.
 */
export async function createShadowAccount(db: Kysely<Database>, phone: string, names: { firstName: string; lastName: string }): Promise<AccountRow> {
  const user = await phoneUser(db, phone);
  return upsert(db, user, { first_name: names.firstName, last_name: names.lastName, phone, shadow: true, updated_at: new Date() });
}
