// What the /hut-rewards screens compute from the record: the rewards in the order a member reads them
// (reachable first, 12-G6), whether redemption is open ("only for logged-in customers with available
// rewards and no loyalty deals in the basket", S3 §4.5), and where each reward leads (S3 §2.6).
import type { LoyaltyAccount, Reward } from '../../api/contract/loyalty';
import type { Basket } from '../../db/records';
import { pointsToGo, rewardReached } from '../../domain/loyalty';

export type MemberReward = LoyaltyAccount['rewards'][number];

/** Reachable rewards first, then the locked ones by their points gap; within each, the cheapest first. */
export function rewardsInOrder<T extends Reward>(rewards: readonly T[], balance: number | null): T[] {
  return [...rewards].sort((a, b) => {
    if (balance !== null) {
      const reachedA = rewardReached(balance, a.points);
      const reachedB = rewardReached(balance, b.points);
      if (reachedA !== reachedB) return reachedA ? -1 : 1;
    }
    return a.points - b.points;
  });
}

/** A reward of the member's list is locked when the server says so or the balance does not reach it. */
export function isLocked(reward: MemberReward, balance: number): boolean {
  return reward.locked || !rewardReached(balance, reward.points);
}

export const gapOf = (reward: Reward, balance: number): number => pointsToGo(balance, reward.points);

/** The basket's loyalty deals: entries with a redeemId, or a deal that is one of the rewards' deals. */
export function rewardDealsInBasket(basket: Pick<Basket, 'deals'>, rewards: readonly Reward[]): number {
  const rewardDeals = new Set(rewards.map((reward) => reward.dealId).filter((id): id is string => id !== null));
  return Object.values(basket.deals).filter((entry) => Boolean(entry.deal.redeemId) || rewardDeals.has(entry.deal.id)).length;
}

/** "Rewards redemption is available only for logged-in customers with available rewards and no loyalty deals in the basket" (S3 §4.5). */
export function redemptionOpen(input: { member: boolean; balance: number; rewards: readonly MemberReward[]; rewardDealsInBasket: number }): boolean {
  return input.member && input.rewardDealsInBasket === 0 && input.rewards.some((reward) => !isLocked(reward, input.balance));
}

/**
 * Where a reward leads (S3 §2.6): an online reward to its deal page with `redeemId` (S1 §2; the deal
 * route is /order/deal/, src/app/routes.tsx), an offline one to its code screen.
 */
export function rewardHref(reward: Reward): string {
  if (reward.type === 'online' && reward.dealId) {
    return `/order/deal/?${new URLSearchParams({ id: reward.dealId, redeemId: reward.redeemable_id }).toString()}`;
  }
  return `/hut-rewards/code/${encodeURIComponent(reward.redeemable_id)}`;
}
