// The legacy India account calls (11-G16, C32), each checked by the contract. The API client times out
// after 10000 ms (TimeoutError, the spec's 'request time-out' error); the area maps the failures to its
// messages (11-G15).
import type { z } from 'zod';
import {
  BOT_CHECK_HEADER,
  CUSTOMER_API_BASE,
  legacyLoginAnswerSchema,
  legacyRegisterAnswerSchema,
  OTP_PATHS,
  otpGenerateAnswerSchema,
  otpVerifyAnswerSchema,
  type legacyRegisterBodySchema,
} from './contract/accounts';
import type { Sector } from './contract/common';
import { api, type ApiClient } from './client';

export type LegacyRegisterBody = z.input<typeof legacyRegisterBodySchema>;

/**
 * POST /v1/otp/generate: "Body: phone. Recaptcha header. Response: token." The bot-check token is
 * optional: when it could not be had the call goes on without it (11-G36).
 */
export async function generateOtp(phone: string, botToken: string | null = null, client: ApiClient = api): Promise<string> {
  const headers: Record<string, string> = botToken ? { [BOT_CHECK_HEADER]: botToken } : {};
  const answer = await client.post(OTP_PATHS.generate, { phone }, { schema: otpGenerateAnswerSchema, headers, cache: 'no-store' });
  return answer.token;
}

/** POST /v1/otp/verify: "Body: code, token. Response: result, token" (the verified token when result is true). */
export function verifyOtp(code: string, token: string, client: ApiClient = api) {
  return client.post(OTP_PATHS.verify, { code, token }, { schema: otpVerifyAnswerSchema, cache: 'no-store' });
}

/** POST {customer-api}/login: "Body: sector, token. Response data: token and customer fields" (null: no account yet). */
export async function legacyLogin(sector: Sector, verifiedToken: string, client: ApiClient = api) {
  const answer = await client.post(`${CUSTOMER_API_BASE}/login`, { sector, token: verifiedToken }, { schema: legacyLoginAnswerSchema, cache: 'no-store' });
  return answer.data;
}

/** POST {customer-api}/register "with a Bearer token. Body: registration details plus sector." */
export async function legacyRegister(body: LegacyRegisterBody, verifiedToken: string, client: ApiClient = api) {
  const answer = await client.post(`${CUSTOMER_API_BASE}/register`, body, {
    schema: legacyRegisterAnswerSchema,
    headers: { authorization: `Bearer ${verifiedToken}` },
    cache: 'no-store',
  });
  return answer.data;
}

/** DELETE {customer-api}/customer/{id} with a Bearer token (C32: the verified-token-with-account-id variant); 200 is success. */
export async function deleteLegacyCustomer(id: string, verifiedToken: string, client: ApiClient = api): Promise<void> {
  await client.delete(`${CUSTOMER_API_BASE}/customer/${encodeURIComponent(id)}`, {
    headers: { authorization: `Bearer ${verifiedToken}` },
    cache: 'no-store',
  });
}
