import { describe, expect, it } from 'vitest';
import { entitlementRefusals, type EntitlementFacts } from '../../src/domain/entitlements';
import {
  canAddFreeReward,
  pointsBreakdown,
  pointsEarned,
  pointsToGo,
  redemptionAllowedWith,
  rewardReached,
  showFreeRewardNotification,
} from '../../src/domain/loyalty';

// Hut Rewards rules (issue 15, S3 §1, §3, §4.5, §9; C40, C41, C42), with the spec's numbers.
describe('pointsEarned', () => {
  it('Canada: 1 point above 10.99, else 0', () => {
    expect(pointsEarned('CA', 10.99)).toBe(0);
    expect(pointsEarned('CA', 11)).toBe(1);
    expect(pointsEarned('CA', 250)).toBe(1);
  });
  it('UK and France: floor(total / 10)', () => {
    expect(pointsEarned('UK', 32)).toBe(3);
    expect(pointsEarned('UK', 9.99)).toBe(0);
    expect(pointsEarned('FR', 40)).toBe(4);
  });
  it('India: floor(floor(total / 10) × 0.02) — ₹500 → 1, ₹2,499 → 4 (C40)', () => {
    expect(pointsEarned('IN', 500)).toBe(1);
    expect(pointsEarned('IN', 499)).toBe(0);
    expect(pointsEarned('IN', 2499)).toBe(4);
    expect(pointsEarned('IN', 3500)).toBe(7);
  });
  it('nothing for a zero, negative or non-number total', () => {
    expect(pointsEarned('UK', 0)).toBe(0);
    expect(pointsEarned('UK', -50)).toBe(0);
    expect(pointsEarned('UK', Number.NaN)).toBe(0);
  });
});

describe('thresholds and the breakdown', () => {
  it('"met when points are at least the threshold"', () => {
    expect(rewardReached(5, 5)).toBe(true);
    expect(rewardReached(4, 5)).toBe(false);
    expect(pointsToGo(3, 5)).toBe(2);
    expect(pointsToGo(7, 5)).toBe(0);
  });
  it('the box figures: 5 points, a £32 order using the 3-point side', () => {
    expect(pointsBreakdown({ market: 'UK', balance: 5, total: 32, usedInThisOrder: 3 })).toEqual({ currentBalance: 5, toBeEarned: 3, usedInThisOrder: 3, newBalance: 5 });
  });
});

describe('C42: the free-reward notification', () => {
  const base = { rewardsExist: true, hasInteractedWithAccount: false, hasSeen: false, balance: 0 };
  it('shows when rewards exist, no interaction, and (balance ≥ 5 or not yet seen)', () => {
    expect(showFreeRewardNotification(base)).toBe(true);
    expect(showFreeRewardNotification({ ...base, hasSeen: true, balance: 4 })).toBe(false);
    expect(showFreeRewardNotification({ ...base, hasSeen: true, balance: 5 })).toBe(true);
  });
  it('never after an interaction, never without rewards', () => {
    expect(showFreeRewardNotification({ ...base, hasInteractedWithAccount: true, balance: 10 })).toBe(false);
    expect(showFreeRewardNotification({ ...base, rewardsExist: false })).toBe(false);
  });
});

describe('redemptionAllowedWith and C41', () => {
  it('cash never; offline types only with the flag; online types always', () => {
    expect(redemptionAllowedWith('cash', true)).toBe(false);
    expect(redemptionAllowedWith('card', false)).toBe(false);
    expect(redemptionAllowedWith('card', true)).toBe(true);
    expect(redemptionAllowedWith('googlePay', false)).toBe(true);
  });
  it('one free-reward deal at a time', () => {
    expect(canAddFreeReward(0)).toBe(true);
    expect(canAddFreeReward(1)).toBe(false);
  });
});

describe('the entitlement rule with the loyalty fact (issue 15)', () => {
  const facts = (loyalty: EntitlementFacts['loyalty']): EntitlementFacts => ({ channel: 'web', signedIn: true, voucher: null, tipping: true, priority: null, deliveryArea: 'not-checked', loyalty });
  const side = { id: 'reward-free-side', hidden: false, loyalty: true, loyaltyPoints: 3 };
  const basket = (...deals: (typeof side)[]) => ({ deals, discount: null, disposition: 'collection' as const, surcharges: [] });
  const codes = (loyalty: EntitlementFacts['loyalty'], ...deals: (typeof side)[]) => entitlementRefusals(basket(...deals), facts(loyalty)).map((refusal) => refusal.code);

  it('a member with the points may; short of points, not a member, or two rewards may not', () => {
    expect(codes({ member: true, balance: 3 }, side)).toEqual([]);
    expect(codes({ member: true, balance: 2 }, side)).toEqual(['REWARD_POINTS']);
    expect(codes(null, side)).toEqual(['REWARD_NEEDS_MEMBERSHIP']);
    expect(codes({ member: true, balance: 10 }, side, side)).toEqual(['ONE_REWARD']);
  });
  it('without the fact (the page) only sign-in and one reward are judged', () => {
    expect(codes(undefined, side)).toEqual([]);
    expect(entitlementRefusals(basket(side), { ...facts(undefined), signedIn: false }).map((refusal) => refusal.code)).toEqual(['REWARD_NEEDS_SIGN_IN']);
  });
});
