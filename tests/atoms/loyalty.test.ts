import { createStore } from 'jotai';
import { describe, expect, it, vi } from 'vitest';
import type { LoyaltyAccount } from '../../src/api/contract/loyalty';
import { HttpError } from '../../src/api/http-error';
import type { LoyaltyClient } from '../../src/api/loyalty';
import { identityAtom } from '../../src/atoms/identity';
import { hutsAtom } from '../../src/atoms/huts';
import {
  clearLoyalty,
  fetchOfflineCode,
  loadLoyalty,
  LOYALTY_FETCH_PAUSE_MS,
  loyaltyAtom,
  loyaltyBalanceAtom,
  loyaltyMemberAtom,
  loyaltyOrderFields,
  refreshLoyalty,
  setPreviousAction,
  type LoyaltyDeps,
  type LoyaltyRecord,
} from '../../src/atoms/loyalty';
import { EMPTY_LOYALTY_RECORD } from '../../src/db/loyalty-default';
import { DEFAULT_IDENTITY } from '../../src/db/session';

// The page's Hut Rewards record (12-G2, 12-G7, 12-G8, 12-G12, 12-G15): the throttled account fetch in
// the localised hut's market, membership, offline codes that survive a failed fetch, previous actions,
// the order's loyalty fields, and log out clearing it all.

const NOW = 1_800_000_000_000;

export const MEMBER: LoyaltyAccount = {
  marketId: 'UK',
  inLoyalty: true,
  loyaltyProviderAuthToken: 'lp-token',
  accountBalance: 7,
  estimatedEarning: 2,
  rewards: [],
  movements: [],
  lastOrder: null,
  joinedAt: NOW - 1000,
};

function setup(client: Partial<LoyaltyClient> = {}, { signedIn = true, stored = EMPTY_LOYALTY_RECORD }: { signedIn?: boolean; stored?: LoyaltyRecord } = {}) {
  const store = createStore();
  if (signedIn) {
    store.set(identityAtom, { ...DEFAULT_IDENTITY, tokens: { accessToken: 'a', idToken: 'id-1', refreshToken: 'r', expiresAt: NOW + 900_000 }, tenant: '33-fra' });
  }
  let now = NOW;
  const saved: LoyaltyRecord[] = [];
  const fake = {
    account: vi.fn(async () => MEMBER),
    join: vi.fn(async () => MEMBER),
    earnings: vi.fn(),
    content: vi.fn(),
    offlineCode: vi.fn(async (_t: string, _m: string, id: string) => ({ redeemable_id: id, code: 'HUT-1234', redemption_tracking_code: 'TRK-9', expiresAt: NOW + 600_000 })),
    ...client,
  } as unknown as LoyaltyClient & Record<keyof LoyaltyClient, ReturnType<typeof vi.fn>>;
  const deps: LoyaltyDeps = {
    store,
    client: fake,
    idToken: async () => (store.get(identityAtom).tokens ? 'id-1' : null),
    now: () => now,
    load: async () => stored,
    save: async (record) => {
      saved.push(record);
    },
    clear: vi.fn(async () => undefined),
  };
  return { store, fake, deps, saved, advance: (ms: number) => (now += ms) };
}

describe('the account fetch (12-G15, 11-G26)', () => {
  it('fetches in the tenant market when no hut is localised, and in the hut market when one is', async () => {
    const { deps, fake, store } = setup();
    await refreshLoyalty({}, deps);
    expect(fake.account).toHaveBeenLastCalledWith('id-1', 'FR', 'en');
    store.set(hutsAtom, (huts) => ({ ...huts, current: { ...(huts.current ?? {}), sector: 'uk-1' } as never, localised: true }));
    await refreshLoyalty({ force: true }, deps);
    expect(fake.account).toHaveBeenLastCalledWith('id-1', 'UK', 'en');
  });

  it('pauses 8000 ms after a success unless forced', async () => {
    const { deps, fake, advance } = setup();
    await refreshLoyalty({}, deps);
    advance(LOYALTY_FETCH_PAUSE_MS - 1);
    await refreshLoyalty({}, deps);
    expect(fake.account).toHaveBeenCalledTimes(1);
    await refreshLoyalty({ force: true }, deps);
    expect(fake.account).toHaveBeenCalledTimes(2);
    advance(LOYALTY_FETCH_PAUSE_MS);
    await refreshLoyalty({}, deps);
    expect(fake.account).toHaveBeenCalledTimes(3);
  });

  it('makes a signed-in customer with a provider token a member, with the balance, and saves the record', async () => {
    const { deps, store, saved } = setup();
    expect(store.get(loyaltyMemberAtom)).toBe(false);
    await refreshLoyalty({}, deps);
    expect(store.get(loyaltyAtom).status).toBe('ready');
    expect(store.get(loyaltyMemberAtom)).toBe(true);
    expect(store.get(loyaltyBalanceAtom)).toBe(7);
    expect(saved.at(-1)?.account?.accountBalance).toBe(7);
  });

  it('a customer who has not joined is no member and has no balance', async () => {
    const { deps, store } = setup({ account: vi.fn(async () => ({ ...MEMBER, inLoyalty: false, loyaltyProviderAuthToken: null, accountBalance: 0 })) });
    await refreshLoyalty({}, deps);
    expect(store.get(loyaltyMemberAtom)).toBe(false);
    expect(store.get(loyaltyBalanceAtom)).toBe(0);
  });

  it('a guest fetches nothing', async () => {
    const { deps, fake, store } = setup({}, { signedIn: false });
    await refreshLoyalty({ force: true }, deps);
    expect(fake.account).not.toHaveBeenCalled();
    expect(store.get(loyaltyMemberAtom)).toBe(false);
  });

  it('a failed fetch keeps the saved record and says error', async () => {
    const stored = { ...EMPTY_LOYALTY_RECORD, account: MEMBER, fetchedAt: NOW - 60_000 };
    const failing = setup({ account: vi.fn(async () => Promise.reject(new HttpError({ status: 503, url: '/v2/loyalty/account', type: 'basic', body: '' }))) }, { stored });
    await refreshLoyalty({}, failing.deps);
    expect(failing.store.get(loyaltyAtom)).toMatchObject({ status: 'error', account: { accountBalance: 7 } });
    expect(failing.store.get(loyaltyMemberAtom)).toBe(true);
  });

  it('the saved record is not shown to a signed-out customer', async () => {
    const { deps, store } = setup({}, { signedIn: false, stored: { ...EMPTY_LOYALTY_RECORD, account: MEMBER, fetchedAt: NOW } });
    await loadLoyalty(deps);
    expect(store.get(loyaltyAtom).account).toBeNull();
  });
});

describe('offline codes (12-G7)', () => {
  it('goes loading → fetched with the code and tracking code', async () => {
    const { deps, store } = setup();
    const result = await fetchOfflineCode('red-1', {}, deps);
    expect(result).toMatchObject({ status: 'fetched', code: 'HUT-1234', redemption_tracking_code: 'TRK-9' });
    expect(store.get(loyaltyAtom).offlineRedemptions['red-1']?.status).toBe('fetched');
  });

  it('a failed fetch says failed and keeps the last fetched code', async () => {
    const { deps, fake } = setup();
    await fetchOfflineCode('red-1', {}, deps);
    fake.offlineCode.mockRejectedValueOnce(new Error('weak signal'));
    const result = await fetchOfflineCode('red-1', {}, deps);
    expect(result).toMatchObject({ status: 'failed', code: 'HUT-1234', redemption_tracking_code: 'TRK-9' });
  });
});

describe('previous actions, order fields and log out', () => {
  it('sets each previous action (12-G8, 12-G9)', async () => {
    const { deps, store } = setup();
    await setPreviousAction('hasInteractedWithAccount', true, deps);
    await setPreviousAction('freeRewardSeen', true, deps);
    await setPreviousAction('hasAppliedFreeRewardToBasket', true, deps);
    expect(store.get(loyaltyAtom).previousActions).toEqual({
      hasAppliedFreeRewardToBasket: true,
      hasInteractedWithAccount: true,
      notifications: { freeReward: { hasSeen: true } },
    });
  });

  it('answers the provider token and the used points for a member, null for others (12-G12)', async () => {
    const member = setup();
    expect(await loyaltyOrderFields(5, member.deps)).toEqual({ loyaltyProviderAuthToken: 'lp-token', points: 5 });
    const guest = setup({}, { signedIn: false });
    expect(await loyaltyOrderFields(5, guest.deps)).toBeNull();
  });

  it('fetches the record again before an order when it is older than 5 minutes', async () => {
    const { deps, fake, advance } = setup();
    await refreshLoyalty({}, deps);
    advance(300_001);
    await loyaltyOrderFields(0, deps);
    expect(fake.account).toHaveBeenCalledTimes(2);
  });

  it('clearLoyalty empties the record, and the next fetch is not throttled', async () => {
    const { deps, store, fake } = setup();
    await refreshLoyalty({}, deps);
    clearLoyalty(deps);
    expect(store.get(loyaltyAtom)).toMatchObject({ account: null, fetchedAt: null, status: 'idle' });
    expect(deps.clear).toHaveBeenCalled();
    await refreshLoyalty({}, deps);
    expect(fake.account).toHaveBeenCalledTimes(2);
  });
});
