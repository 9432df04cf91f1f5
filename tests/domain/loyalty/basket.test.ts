import { describe, expect, it } from 'vitest';
import { pointsBreakdown, rewardsBox } from '../../../src/domain/loyalty';
import { basketWithoutRewards, pointsUsedInBasket, rewardBasketIds } from '../../../src/domain/loyalty/basket';

// Hut Rewards in the basket (issue 15): which deals are rewards, the points they use, the basket
// without them at sign-out (12-G3), and the rewards points box's figures (12-G4, S3 §3; C40).

const CATALOGUE: Record<string, { loyalty: boolean; loyaltyPoints?: number }> = {
  'reward-free-side': { loyalty: true, loyaltyPoints: 5 },
  'reward-free-pizza': { loyalty: true, loyaltyPoints: 20 },
  bogof: { loyalty: false },
};
const dealOf = (id: string) => CATALOGUE[id];

const basket = {
  deals: {
    r1: { id: 'r1', deal: { id: 'reward-free-side', price: 0, redeemId: 'uk-free-side', type: 'deal' } },
    b1: { id: 'b1', deal: { id: 'bogof', price: 20, type: 'deal' } },
  },
  items: {
    i1: { id: 'i1', dealId: 'r1', item: { type: 'side', properties: { id: 'garlic-bread' } } },
    i2: { id: 'i2', dealId: 'b1', item: { type: 'pizza', properties: { id: 'margherita' } } },
    i3: { id: 'i3', dealId: 'ND', item: { type: 'drink', properties: { id: 'cola' } } },
  },
  discount: null,
  expires: 123,
};

describe('rewards in the basket', () => {
  it('a reward is a deal with a redeemId or a loyalty deal of the catalogue', () => {
    expect(rewardBasketIds(basket.deals, dealOf)).toEqual(['r1']);
    // Before the deals list loads, the redeemId alone still marks it.
    expect(rewardBasketIds(basket.deals, () => undefined)).toEqual(['r1']);
    // A loyalty deal opened without a redemption is a reward too.
    expect(rewardBasketIds({ x: { id: 'x', deal: { id: 'reward-free-pizza' } } }, dealOf)).toEqual(['x']);
  });

  it('counts the points the rewards use from the catalogue thresholds', () => {
    expect(pointsUsedInBasket(basket.deals, dealOf)).toBe(5);
    expect(pointsUsedInBasket({ b1: basket.deals.b1 }, dealOf)).toBe(0);
  });

  it('sign-out takes the reward and its items out and leaves the rest of the basket alone', () => {
    const { basket: next, removed } = basketWithoutRewards(basket, dealOf);
    expect(removed).toEqual(['r1']);
    expect(Object.keys(next.deals)).toEqual(['b1']);
    expect(Object.keys(next.items)).toEqual(['i2', 'i3']);
    expect(next.expires).toBe(123);
    expect(next.deals.b1).toBe(basket.deals.b1);
    const none = { ...basket, deals: { b1: basket.deals.b1 } };
    expect(basketWithoutRewards(none, dealOf).basket).toBe(none);
  });
});

describe('the rewards points box (12-G4)', () => {
  it('shows in the loyalty markets with their label, never for uk-2 or without a hut', () => {
    expect(rewardsBox('uk-1', 'UK')).toEqual({ label: 'getFreeFood', href: '/hut-rewards/' });
    expect(rewardsBox('fr-1', 'FR')?.label).toBe('getFreeFood');
    expect(rewardsBox('in-1', 'IN')?.label).toBe('getFreeFood');
    expect(rewardsBox('ca-1', 'CA')?.label).toBe('redeemReward');
    expect(rewardsBox('uk-2', 'UK')).toBeNull();
    expect(rewardsBox(null, null)).toBeNull();
  });

  it('figures: UK £32 earns 3; Canada 10.99 earns 0 and 11.00 earns 1; India ₹500 earns 1 (C40 multiplier 0.02)', () => {
    expect(pointsBreakdown({ market: 'UK', balance: 12, total: 32, usedInThisOrder: 5 })).toEqual({
      currentBalance: 12,
      toBeEarned: 3,
      usedInThisOrder: 5,
      newBalance: 10,
    });
    expect(pointsBreakdown({ market: 'CA', balance: 4, total: 10.99, usedInThisOrder: 0 }).toBeEarned).toBe(0);
    expect(pointsBreakdown({ market: 'CA', balance: 4, total: 11, usedInThisOrder: 0 })).toMatchObject({ toBeEarned: 1, newBalance: 5 });
    expect(pointsBreakdown({ market: 'IN', balance: 5, total: 500, usedInThisOrder: 5 })).toEqual({
      currentBalance: 5,
      toBeEarned: 1,
      usedInThisOrder: 5,
      newBalance: 1,
    });
    expect(pointsBreakdown({ market: 'IN', balance: 0, total: 499, usedInThisOrder: 0 }).toBeEarned).toBe(0);
  });
});
