// The empty Hut Rewards record. No runtime imports on purpose: atoms/loyalty.ts takes its initial value
// from here without pulling zod or Dexie into first paint (tests/atoms/first-paint-imports.test.ts).
import type { LoyaltyRecord } from './loyalty';

export const EMPTY_LOYALTY_RECORD: LoyaltyRecord = {
  account: null,
  fetchedAt: null,
  offlineRedemptions: {},
  previousActions: {
    hasAppliedFreeRewardToBasket: false,
    hasInteractedWithAccount: false,
    notifications: { freeReward: { hasSeen: false } },
  },
};
