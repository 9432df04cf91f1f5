import { marketConfig } from '../markets/config';
import type { Market, PaymentType, SectorId } from '../markets/ids';

/**
 * Hut Rewards (issue 15, CHECKLIST-2 §12): the scheme's rules, pure, shared by the page, the worker and
 * the server. Members collect points on their orders and spend them on rewards — deals online, or a
 * code shown at the counter (S3 §1). Constants are S3 §9's (12-G19); the picks are written down here.
 */

/** "Loyalty age minimum | 14" (S3 §9, 12-G13). */
export const LOYALTY_AGE_MINIMUM = 14;
/** "Free reward notification threshold | balance under 5" (S3 §9, C42). */
export const FREE_REWARD_NOTIFICATION_THRESHOLD = 5;
/** Canada: "1 point when the total is above 10.99, else 0" (S3 §4.5). */
export const CANADA_POINTS_ABOVE = 10.99;

/**
 * The `marketId` of the /v2/loyalty calls (12-G15 pick): the market's own id, as the page and the
 * server already name markets.
 */
export const LOYALTY_MARKET_IDS = ['UK', 'FR', 'IN', 'CA'] as const satisfies readonly Market[];
export type LoyaltyMarketId = (typeof LOYALTY_MARKET_IDS)[number];

/** Whether Hut Rewards runs in a market (market config `features.loyalty`; all four, 12-G1). */
export function loyaltyRuns(market: Market): boolean {
  return marketConfig(market).features.loyalty;
}

/**
 * Points an order earns (S3 §4.5, §9; C40): Canada 1 point when the total is above 10.99; the other
 * markets floor(floor(total / 10) × the market's multiplier). The total is what the order costs the
 * customer (the amount due before gift-card credits). Never negative.
 */
export function pointsEarned(market: Market, total: number): number {
  if (!Number.isFinite(total) || total <= 0) return 0;
  const multiplier = marketConfig(market).orderRules.loyaltyPointsMultiplier;
  if (multiplier === null) return total > CANADA_POINTS_ABOVE ? 1 : 0;
  // Rounded first so 0.02 × 350 (7.000000000000001) and 0.02 × 150 read as the whole numbers they are.
  return Math.floor(Math.round(Math.floor(total / 10) * multiplier * 1e6) / 1e6);
}

/** "currentBalance, toBeEarned, usedInThisOrder, newBalance" (S3 §3): the rewards points box's figures. */
export interface PointsBreakdown {
  currentBalance: number;
  toBeEarned: number;
  usedInThisOrder: number;
  newBalance: number;
}

/**
 * The figures of an order: points used by its rewards come off now, points earned are added; the new
 * balance is never below zero (a redemption the balance cannot pay is refused before it gets here).
 */
export function pointsBreakdown(input: { market: Market; balance: number; total: number; usedInThisOrder: number }): PointsBreakdown {
  const toBeEarned = pointsEarned(input.market, input.total);
  return {
    currentBalance: input.balance,
    toBeEarned,
    usedInThisOrder: input.usedInThisOrder,
    newBalance: Math.max(0, input.balance - input.usedInThisOrder + toBeEarned),
  };
}

/** "Reward thresholds are met when points are at least the threshold" (S3 §3). */
export const rewardReached = (balance: number, threshold: number): boolean => balance >= threshold;

/** How many more points a locked reward needs (S1 §3 "locked"): 0 once it is reached. */
export const pointsToGo = (balance: number, threshold: number): number => Math.max(0, threshold - balance);

/** Who is a member (S3 §6, 12-G2): in its own import-free module so first paint can read it. */
export { isLoyaltyMember } from './member';

/**
 * Offline-type payments (S2 §5, S3 §4.5, C39): paid at the door or the counter. A redemption is not
 * possible with them unless the flag allows it (14-G17, default off); cash never allows it (S2 §5).
 */
export const OFFLINE_PAYMENT_TYPES: readonly PaymentType[] = ['cash', 'ticket', 'cash/ticket', 'card', 'paylater_credit', 'paylater_debit'];

export function redemptionAllowedWith(payment: PaymentType, offlineRedemptionFlag: boolean): boolean {
  // 13-G7: cash or meal ticket is paid in cash as often as not, so it never allows it either.
  if (payment === 'cash' || payment === 'cash/ticket') return false;
  return offlineRedemptionFlag || !OFFLINE_PAYMENT_TYPES.includes(payment);
}

/**
 * The rewards points box (S3 §2.6, 12-G4): hidden for sector uk-2 and without a hut; 'get free food' in
 * UK, FR and IN, 'redeem reward' in CA; it links to /hut-rewards/.
 */
export type RewardsBoxLabel = 'getFreeFood' | 'redeemReward';

export function rewardsBox(sector: SectorId | null, market: Market | null): { label: RewardsBoxLabel; href: '/hut-rewards/' } | null {
  if (sector === null || market === null || sector === 'uk-2' || !loyaltyRuns(market)) return null;
  return { label: market === 'CA' ? 'redeemReward' : 'getFreeFood', href: '/hut-rewards/' };
}

/**
 * The free-reward notification (S3 §4.5, C42): rewards exist, the customer has not interacted with the
 * account, and either the balance is 5 or more or they have not seen it yet.
 */
export function showFreeRewardNotification(input: {
  rewardsExist: boolean;
  hasInteractedWithAccount: boolean;
  hasSeen: boolean;
  balance: number;
}): boolean {
  if (!input.rewardsExist || input.hasInteractedWithAccount) return false;
  return input.balance >= FREE_REWARD_NOTIFICATION_THRESHOLD || !input.hasSeen;
}

/**
 * "A free-reward deal may be applied to the basket only once" (S3 §4.5, S1 §4; C41): at most one
 * free-reward deal in the basket at a time.
 */
export function canAddFreeReward(basketRewardDeals: number): boolean {
  return basketRewardDeals === 0;
}
