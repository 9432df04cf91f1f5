import { z } from 'zod';
import { LOYALTY_MARKET_IDS } from '../../domain/loyalty';
import { epochMsSchema, idSchema } from './common';
import { safeText } from './text';

/**
 * Hut Rewards (issue 15, CHECKLIST-2 §12): the calls between the page and the store API, which also plays
 * the loyalty provider (12-G17). Every call but the content and the till's check needs the customer's
 * id token (`Authorization: Bearer`); the member is the token's subject, never a body field.
 *
 * Paths (S3 §7.1; picks marked, written in the closing note):
 * - account (12-G15):     GET  /v2/loyalty/account?marketId=            the customer account record
 * - join (12-G2):         POST /v2/loyalty/account?marketId=            { dateOfBirth }
 * - offline code (12-G7): GET  /v2/loyalty/redeemable/{id}/code?marketId=
 * - earnings (12-G14):    POST /v2/loyalty/earnings?marketId=           { inBasket } (path: pick)
 * - content (12-G5):      GET  /v2/loyalty/content?marketId=            public (path: pick)
 * - till (12-G16):        GET  /v2/loyalty/pos/{sector}/{hutId}/account/{mobile}/exists (accounts contract)
 *
 * Errors answer `{ name, message }` with a name of LOYALTY_ERROR_NAMES.
 */

export const LOYALTY_PATHS = {
  account: '/v2/loyalty/account',
  earnings: '/v2/loyalty/earnings',
  content: '/v2/loyalty/content',
  offlineCode: (redeemableId: string) => `/v2/loyalty/redeemable/${encodeURIComponent(redeemableId)}/code`,
} as const;
/** The route pattern of `LOYALTY_PATHS.offlineCode`. */
export const LOYALTY_OFFLINE_CODE_ROUTE = '/v2/loyalty/redeemable/:id/code';

export const loyaltyMarketIdSchema = z.enum(LOYALTY_MARKET_IDS);
export const loyaltyQuerySchema = z.object({ marketId: loyaltyMarketIdSchema });
/**
 * The content's and the record's query (issue 15, additive): `lang` picks the rewards' texts, en or fr
 * (default: French in FR, else English).
 */
export const loyaltyContentQuerySchema = loyaltyQuerySchema.extend({ lang: z.enum(['en', 'fr']).optional() });

export const LOYALTY_ERROR_NAMES = [
  /** Not a member (no enrolment, or signed out): 12-G2. */
  'NOT_A_MEMBER',
  /** Under 14 at enrolment: 'You must be 14+ to access Loyalty' (12-G13). */
  'UNDER_AGE',
  /** The date of birth is not a real past date. */
  'INVALID_DATE_OF_BIRTH',
  /** Not enough points for the reward (12-G3: its own error, never BAD_PRICE_INTEGRITY). */
  'INSUFFICIENT_POINTS',
  /** No such reward in the market, or an online reward asked for a code. */
  'UNKNOWN_REWARD',
] as const;
export type LoyaltyErrorName = (typeof LOYALTY_ERROR_NAMES)[number];
export const loyaltyErrorSchema = z.object({ name: z.enum(LOYALTY_ERROR_NAMES), message: z.string() });

/**
 * A reward of the market's catalogue (S3 §3 "Reward: id, type, redeemable_id"; content "title, id, img,
 * desc"). 'online': a free-reward deal of the menu (`dealId`), added on /order/deals/?id=&redeemId=;
 * 'offline': a code shown at the counter.
 */
export const rewardSchema = z.object({
  id: idSchema,
  /** The provider's reward id (S3 §3 `reward_id`). */
  reward_id: idSchema,
  /** What the member redeems: the deal entry's `redeemable_id`, the offline code's id. */
  redeemable_id: idSchema,
  type: z.enum(['online', 'offline']),
  /** The catalogue deal of an online reward; null for an offline one. */
  dealId: idSchema.nullable(),
  /** The threshold: "met when points are at least the threshold" (S3 §3). */
  points: z.number().int().positive(),
  title: z.string(),
  desc: z.string(),
  img: z.string(),
});
export type Reward = z.infer<typeof rewardSchema>;

/** The public content of /hut-rewards (12-G5): how it works, what can be had. */
export const loyaltyContentSchema = z.object({
  marketId: loyaltyMarketIdSchema,
  rewards: z.array(rewardSchema),
});
export type LoyaltyContent = z.infer<typeof loyaltyContentSchema>;

/** One movement of the member's points ledger: never a mutable balance alone (issue 15). */
export const pointsMovementSchema = z.object({
  id: idSchema,
  kind: z.enum(['earned', 'used', 'reversed']),
  /** Signed: earned > 0, used < 0, reversed undoes an earlier movement of the same order. */
  points: z.number().int(),
  orderId: idSchema.nullable(),
  rewardId: idSchema.nullable(),
  at: epochMsSchema,
});
export type PointsMovement = z.infer<typeof pointsMovementSchema>;

export const pointsBreakdownSchema = z.object({
  currentBalance: z.number().int().nonnegative(),
  toBeEarned: z.number().int().nonnegative(),
  usedInThisOrder: z.number().int().nonnegative(),
  newBalance: z.number().int().nonnegative(),
});

/**
 * The customer account record (S3 §3, 12-G15): "accountBalance, estimatedEarning, rewards,
 * loyaltyProviderAuthToken, loyalty.offlineRedemptions, lastOrder …". A customer who has not joined
 * answers `inLoyalty: false`, no token and no rewards.
 */
export const loyaltyAccountSchema = z.object({
  marketId: loyaltyMarketIdSchema,
  inLoyalty: z.boolean(),
  /** Proof of membership the order carries (`loyalty.loyaltyProviderAuthToken`, S2 §3); short-lived. */
  loyaltyProviderAuthToken: z.string().nullable(),
  accountBalance: z.number().int().nonnegative(),
  /** Points not yet credited (orders placed, not yet delivered or collected). */
  estimatedEarning: z.number().int().nonnegative(),
  /** Every reward of the market, each with whether the balance reaches it. */
  rewards: z.array(rewardSchema.extend({ locked: z.boolean() })),
  /** The newest movements first (at most 50). */
  movements: z.array(pointsMovementSchema),
  lastOrder: pointsBreakdownSchema.extend({ orderId: idSchema }).nullable(),
  joinedAt: epochMsSchema.nullable(),
});
export type LoyaltyAccount = z.infer<typeof loyaltyAccountSchema>;

/** Joining (12-G2, 12-G13): the date of birth, DD/MM/YYYY in the past, 14 or older. */
export const joinLoyaltyBodySchema = z.strictObject({
  dateOfBirth: z.string().regex(/^\d{2}\/\d{2}\/\d{4}$/, 'expected DD/MM/YYYY'),
});
export type JoinLoyaltyBody = z.infer<typeof joinLoyaltyBodySchema>;

/** Estimated earnings (12-G14, CUSTOMER_ACCOUNT_EARNINGS_FETCH "with inBasket"). */
export const earningsBodySchema = z.strictObject({
  inBasket: z.strictObject({
    /** What the order costs the customer. */
    total: z.number().finite().nonnegative().max(10_000_000),
    /** The redeemable ids of the rewards in the basket. */
    redeemableIds: z.array(idSchema).max(10).default([]),
  }),
});
export const earningsAnswerSchema = pointsBreakdownSchema;

/** An offline reward's code for the counter (12-G7, S3 §3 "status and redemption_tracking_code"). */
export const offlineCodeSchema = z.object({
  redeemable_id: idSchema,
  code: safeText(40).min(1),
  redemption_tracking_code: safeText(40).min(1),
  expiresAt: epochMsSchema,
});
export type OfflineCode = z.infer<typeof offlineCodeSchema>;

/** What an order carries (S2 §3 "loyalty {loyaltyProviderAuthToken, points}"). */
export const orderLoyaltySchema = z.object({
  loyaltyProviderAuthToken: z.string().min(1).max(4000),
  /** The points the order's rewards use; the server recounts them from the catalogue. */
  points: z.number().int().nonnegative().max(1_000_000),
});
