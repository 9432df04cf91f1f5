// Hut Rewards (issue 15, CHECKLIST-2 §12): the member's calls to /v2/loyalty/*. Every call but the
// content carries the customer's id token as `Authorization: Bearer` (S3 §7.1 "authenticated"); the
// member is the token's subject, never a body field. Every answer is checked by the contract, and a
// refusal answers a LoyaltyError carrying the contract's error name (UNDER_AGE, NOT_A_MEMBER …).
import {
  earningsAnswerSchema,
  LOYALTY_PATHS,
  loyaltyAccountSchema,
  loyaltyContentSchema,
  loyaltyErrorSchema,
  offlineCodeSchema,
  type JoinLoyaltyBody,
  type LoyaltyAccount,
  type LoyaltyContent,
  type LoyaltyErrorName,
  type OfflineCode,
} from './contract/loyalty';
import type { z } from 'zod';
import type { earningsBodySchema } from './contract/loyalty';
import type { LoyaltyMarketId } from '../domain/loyalty';
import { api, type ApiClient } from './client';
import { HttpError } from './http-error';

export type EarningsBody = z.input<typeof earningsBodySchema>;
export type PointsBreakdownAnswer = z.infer<typeof earningsAnswerSchema>;

/** A refusal of the loyalty API with its contract name (12-G13 'UNDER_AGE', 12-G7 'UNKNOWN_REWARD' …). */
export class LoyaltyError extends Error {
  override readonly name = 'LoyaltyError';
  constructor(
    readonly code: LoyaltyErrorName,
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

/** The contract's error name of a failed call, or undefined when the answer was not one (offline, 500). */
export function loyaltyErrorOf(error: unknown): LoyaltyErrorName | undefined {
  if (error instanceof LoyaltyError) return error.code;
  if (error instanceof HttpError) {
    const parsed = loyaltyErrorSchema.safeParse(error.json);
    return parsed.success ? parsed.data.name : undefined;
  }
  return undefined;
}

/** The rewards' texts' language (the server's `lang`, additive to the contract): en or fr. */
export type LoyaltyLang = 'en' | 'fr';

export interface LoyaltyClient {
  account(idToken: string, marketId: LoyaltyMarketId, lang?: LoyaltyLang): Promise<LoyaltyAccount>;
  join(idToken: string, marketId: LoyaltyMarketId, body: JoinLoyaltyBody): Promise<LoyaltyAccount>;
  earnings(idToken: string, marketId: LoyaltyMarketId, body: EarningsBody): Promise<PointsBreakdownAnswer>;
  content(marketId: LoyaltyMarketId, lang?: LoyaltyLang): Promise<LoyaltyContent>;
  offlineCode(idToken: string, marketId: LoyaltyMarketId, redeemableId: string): Promise<OfflineCode>;
}

/** Turns an HttpError whose body names a loyalty error into a LoyaltyError; anything else is passed on. */
async function named<T>(call: Promise<T>): Promise<T> {
  try {
    return await call;
  } catch (error) {
    if (error instanceof HttpError) {
      const parsed = loyaltyErrorSchema.safeParse(error.json);
      if (parsed.success) throw new LoyaltyError(parsed.data.name, parsed.data.message, error.status);
    }
    throw error;
  }
}

export function createLoyaltyClient(client: ApiClient = api): LoyaltyClient {
  const auth = (idToken: string) => ({ authorization: `Bearer ${idToken}` });
  return {
    // Personal answers: never from a cache (the service worker's never-cache list has /v2/loyalty too).
    account: (idToken, marketId, lang) =>
      named(client.get(LOYALTY_PATHS.account, { query: { marketId, lang }, schema: loyaltyAccountSchema, headers: auth(idToken), cache: 'no-store' })),
    join: (idToken, marketId, body) =>
      named(client.post(LOYALTY_PATHS.account, body, { query: { marketId }, schema: loyaltyAccountSchema, headers: auth(idToken), cache: 'no-store' })),
    earnings: (idToken, marketId, body) =>
      named(client.post(LOYALTY_PATHS.earnings, body, { query: { marketId }, schema: earningsAnswerSchema, headers: auth(idToken), cache: 'no-store' })),
    // Public: the browser's HTTP cache may keep it as briefly as the server says.
    content: (marketId, lang) => named(client.get(LOYALTY_PATHS.content, { query: { marketId, lang }, schema: loyaltyContentSchema })),
    offlineCode: (idToken, marketId, redeemableId) =>
      named(
        client.get(LOYALTY_PATHS.offlineCode(redeemableId), { query: { marketId }, schema: offlineCodeSchema, headers: auth(idToken), cache: 'no-store' }),
      ),
  };
}

export const loyalty: LoyaltyClient = createLoyaltyClient();
