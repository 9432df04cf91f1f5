import { describe, expect, it } from 'vitest';
import type { TFunction } from 'i18next';
import type { Deal } from '../../../src/api/contract/catalogue';
import { DEFAULT_BASKET } from '../../../src/db/defaults';
import { blockingReasons } from '../../../src/screens/deal/deal-blocks';

// The deal page's reasons for a Hut Rewards reward (12-G3, 12-G6, C41): a guest signs in, a signed-in
// non-member joins, a member needs the points, and one reward per basket.

const t = ((key: string, values?: Record<string, unknown>) => (values?.count !== undefined ? `${key}:${String(values.count)}` : key)) as unknown as TFunction;
const reward = {
  id: 'reward-free-side',
  type: 'deal',
  kind: 'flat',
  title: 'Hut Rewards: Free Side',
  loyalty: true,
  loyaltyPoints: 5,
  locked: false,
  max: 1,
  hidden: false,
  conflicts: [],
  rules: {},
  options: [],
  dispositions: ['delivery', 'collection'],
} as unknown as Deal;
const freePizza = { ...reward, id: 'reward-free-pizza', loyaltyPoints: 20, locked: true } as Deal;

const reasons = (deal: Deal, loyalty?: Parameters<typeof blockingReasons>[0]['loyalty']) =>
  blockingReasons({ t, deal, slots: [], choices: {}, picksOf: () => [], basket: DEFAULT_BASKET, basketId: 'new', dispositionType: 'delivery', money: String, loyalty });

describe('a reward on the deal page', () => {
  it('a guest is asked to sign in; a signed-in non-member to join', () => {
    expect(reasons(reward)).toEqual(['deal.blocked.signInToRedeem']);
    expect(reasons(reward, { signedIn: true, member: false, balance: 0, rewardInBasket: false })).toEqual(['loyaltyBasket.deal.joinToRedeem']);
  });

  it('a member with the points adds it; without them sees the gap, not the catalogue lock', () => {
    expect(reasons(reward, { signedIn: true, member: true, balance: 5, rewardInBasket: false })).toEqual([]);
    expect(reasons(freePizza, { signedIn: true, member: true, balance: 12, rewardInBasket: false })).toEqual(['loyaltyBasket.deal.pointsToGo:8']);
    expect(reasons(freePizza, { signedIn: true, member: true, balance: 20, rewardInBasket: false })).toEqual([]);
  });

  it('C41: a second reward in the same basket is refused with the reason', () => {
    expect(reasons(reward, { signedIn: true, member: true, balance: 50, rewardInBasket: true })).toEqual(['loyaltyBasket.deal.onceOnly']);
  });
});
