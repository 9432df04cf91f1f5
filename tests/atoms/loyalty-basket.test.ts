import { createStore } from 'jotai';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { basketAtom } from '../../src/atoms/basket';
import { identityAtom } from '../../src/atoms/identity';
import { loyaltyAtom } from '../../src/atoms/loyalty';
import { basketRewardIdsAtom, loyaltyRedemptionAtom, pointsUsedInBasketAtom, startLoyaltyBasketEffects } from '../../src/atoms/loyalty-basket';
import { notificationsAtom } from '../../src/atoms/notifications';
import { EMPTY_LOYALTY_RECORD } from '../../src/db/loyalty-default';
import type { Basket } from '../../src/db/records';
import { DEFAULT_IDENTITY } from '../../src/db/session';
import { initI18n, loadScreenStrings } from '../../src/i18n';

// Sign-out removes a reward deal with a notice and leaves the rest of the basket (12-G3 pick); the
// basket's rewards feed the cash rule (12-G11); hydration (no tokens → tokens) never removes anything.

beforeAll(async () => {
  await initI18n('en-GB');
  await loadScreenStrings();
});

const TOKENS = { accessToken: 'a', idToken: 'id-1', refreshToken: 'r', expiresAt: Date.now() + 900_000 };
const BASKET: Basket = {
  expires: null,
  deals: {
    r1: { id: 'r1', deal: { id: 'reward-free-side', price: 0, redeemId: 'uk-free-side', type: 'deal' } },
    b1: { id: 'b1', deal: { id: 'bogof', price: 20, type: 'deal' } },
  },
  items: {
    i1: { id: 'i1', dealId: 'r1', item: { type: 'side', properties: { id: 'garlic-bread' } } },
    i2: { id: 'i2', dealId: 'ND', item: { type: 'drink', properties: { id: 'cola' } } },
  },
  discount: null,
};

function signedInMember() {
  const store = createStore();
  store.set(identityAtom, { ...DEFAULT_IDENTITY, tokens: TOKENS });
  store.set(loyaltyAtom, {
    ...EMPTY_LOYALTY_RECORD,
    status: 'ready',
    account: { marketId: 'UK', inLoyalty: true, loyaltyProviderAuthToken: 'lp', accountBalance: 9, estimatedEarning: 0, rewards: [], movements: [], lastOrder: null, joinedAt: 1 },
  });
  store.set(basketAtom, BASKET);
  return store;
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 20));

describe('rewards in the basket', () => {
  it('a reward in the basket is a loyalty redemption (cash off), with its points', () => {
    const store = signedInMember();
    expect(store.get(basketRewardIdsAtom)).toEqual(['r1']);
    expect(store.get(loyaltyRedemptionAtom)).toBe(true);
    store.set(basketAtom, { ...BASKET, deals: { b1: BASKET.deals.b1! } });
    expect(store.get(loyaltyRedemptionAtom)).toBe(false);
    expect(store.get(pointsUsedInBasketAtom)).toBe(0);
  });

  it('sign-out removes the reward with the notice and keeps the rest of the basket', async () => {
    const store = signedInMember();
    const stop = startLoyaltyBasketEffects(store);
    store.set(identityAtom, DEFAULT_IDENTITY);
    const basket = store.get(basketAtom);
    expect(Object.keys(basket.deals)).toEqual(['b1']);
    expect(Object.keys(basket.items)).toEqual(['i2']);
    await flush();
    expect(store.get(notificationsAtom).map((n) => n.message)).toContain('Your Hut Rewards reward was removed because you signed out.');
    stop();
  });

  it('signing in (or the saved session arriving) never removes a reward', async () => {
    const store = createStore();
    store.set(basketAtom, BASKET);
    const stop = startLoyaltyBasketEffects(store);
    store.set(identityAtom, { ...DEFAULT_IDENTITY, tokens: TOKENS });
    await flush();
    expect(Object.keys(store.get(basketAtom).deals)).toEqual(['r1', 'b1']);
    expect(store.get(notificationsAtom)).toEqual([]);
    stop();
  });

  it('C41: hasAppliedFreeRewardToBasket is set while a member holds a reward and cleared when it leaves', async () => {
    const store = signedInMember();
    store.set(basketAtom, { ...BASKET, deals: { b1: BASKET.deals.b1! } });
    const stop = startLoyaltyBasketEffects(store);
    store.set(basketAtom, BASKET);
    // The record's module loads on first use: wait for the write rather than a fixed pause.
    await vi.waitFor(() => expect(store.get(loyaltyAtom).previousActions.hasAppliedFreeRewardToBasket).toBe(true), { timeout: 5000 });
    store.set(basketAtom, { ...BASKET, deals: { b1: BASKET.deals.b1! } });
    await vi.waitFor(() => expect(store.get(loyaltyAtom).previousActions.hasAppliedFreeRewardToBasket).toBe(false), { timeout: 5000 });
    stop();
  });
});
