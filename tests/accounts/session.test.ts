import { createStore } from 'jotai';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { Account, Tokens } from '../../src/api/contract/accounts';
import { BffError, type BffClient } from '../../src/api/bff';
import { HttpError } from '../../src/api/http-error';
import { IdentityError, type IdentityClient } from '../../src/api/identity';
import { needsIdToken } from '../../src/api/id-token';
import {
  ACCOUNT_FETCH_PAUSE_MS,
  ensureFreshTokens,
  fetchAccount,
  needsRefresh,
  REFRESH_THRESHOLD_MS,
  signOut,
  startSession,
} from '../../src/atoms/account-session';
import { basketAtom } from '../../src/atoms/basket';
import { identityAtom } from '../../src/atoms/identity';
import { notificationsAtom } from '../../src/atoms/notifications';
import { DEFAULT_IDENTITY, type IdentitySlice } from '../../src/db/session';
import { initI18n } from '../../src/i18n';

// The page's signed-in session (11-G26..29, 11-G9): refresh when 5 minutes or less remain and one at
// a time, a refused refresh or account fetch logs out cleanly (basket kept, 'You have been logged
// out.'), the account fetch pauses 8 s after a success, and the id token goes on order calls only.

beforeAll(async () => {
  await initI18n('en-GB');
});

const NOW = 1_800_000_000_000;
const ACCOUNT: Account = { id: 'a1', firstName: 'Ada', lastName: 'Lovelace', phone: null, email: 'ada@example.com', marketingEmail: false, marketingSMS: false };

function tokens(n: number): Tokens {
  return { accessToken: `access-${n}`, idToken: `id-${n}`, refreshToken: `refresh-${n}`, expiresIn: 900, tokenType: 'Bearer' };
}

function signedIn(expiresInMs: number): IdentitySlice {
  return {
    ...DEFAULT_IDENTITY,
    tokens: { accessToken: 'access-0', idToken: 'id-0', refreshToken: 'refresh-0', expiresAt: NOW + expiresInMs },
    authMethod: 'email',
    tenant: '44-gbr',
  };
}

function fakes(overrides: Partial<IdentityClient> = {}, bffOverrides: Partial<BffClient> = {}) {
  const identity = {
    refresh: vi.fn(async () => tokens(1)),
    signOut: vi.fn(async () => undefined),
    user: vi.fn(async () => ({ sub: 'u1', username: 'ada@example.com', email: 'ada@example.com', given_name: null, family_name: null, gender: null, phone_number: null, provider: null })),
    ...overrides,
  } as unknown as IdentityClient;
  const bff = { account: vi.fn(async () => ACCOUNT), ...bffOverrides } as unknown as BffClient;
  const store = createStore();
  return { identity, bff, store, now: () => NOW };
}

describe('token refresh (11-G28)', () => {
  it('refreshes at 300000 ms left and not a millisecond earlier', () => {
    expect(REFRESH_THRESHOLD_MS).toBe(300_000);
    expect(needsRefresh({ expiresAt: NOW + 300_001 }, NOW)).toBe(false);
    expect(needsRefresh({ expiresAt: NOW + 300_000 }, NOW)).toBe(true);
  });

  it('keeps tokens with more than 5 minutes left and refreshes those with less, once for concurrent callers', async () => {
    const deps = fakes();
    deps.store.set(identityAtom, signedIn(300_001));
    expect((await ensureFreshTokens(deps))?.idToken).toBe('id-0');
    expect(deps.identity.refresh).not.toHaveBeenCalled();

    deps.store.set(identityAtom, signedIn(299_999));
    const [a, b, c] = await Promise.all([ensureFreshTokens(deps), ensureFreshTokens(deps), ensureFreshTokens(deps)]);
    expect(deps.identity.refresh).toHaveBeenCalledTimes(1);
    expect(deps.identity.refresh).toHaveBeenCalledWith('refresh-0');
    expect([a?.idToken, b?.idToken, c?.idToken]).toEqual(['id-1', 'id-1', 'id-1']);
    expect(deps.store.get(identityAtom).tokens).toEqual({ accessToken: 'access-1', idToken: 'id-1', refreshToken: 'refresh-1', expiresAt: NOW + 900_000 });
  });

  it('logs out cleanly when the refresh is refused: basket kept, the message shown', async () => {
    const deps = fakes({ refresh: vi.fn(async () => Promise.reject(new IdentityError('NotAuthorizedException', 'Refresh Token has been revoked', 401))) });
    deps.store.set(identityAtom, signedIn(1000));
    deps.store.set(basketAtom, (basket) => ({ ...basket, expires: NOW + 1 }));
    expect(await ensureFreshTokens(deps)).toBeNull();
    expect(deps.store.get(identityAtom)).toEqual(DEFAULT_IDENTITY);
    expect(deps.store.get(basketAtom).expires).toBe(NOW + 1);
    expect(deps.store.get(notificationsAtom).map((n) => n.message)).toEqual(['You have been logged out.']);
  });

  it('keeps the session when the refresh finds no network, while the tokens still live', async () => {
    const deps = fakes({ refresh: vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))) });
    deps.store.set(identityAtom, signedIn(60_000));
    expect((await ensureFreshTokens(deps))?.idToken).toBe('id-0');
    expect(deps.store.get(identityAtom).tokens).not.toBeNull();
    expect(deps.store.get(notificationsAtom)).toEqual([]);
  });
});

describe('account fetch (11-G26, 11-G27)', () => {
  it('pauses 8000 ms after a success unless forced', async () => {
    let now = NOW;
    const deps = { ...fakes(), now: () => now };
    deps.store.set(identityAtom, signedIn(900_000));
    expect((await fetchAccount({}, deps)).status).toBe('fetched');
    now += ACCOUNT_FETCH_PAUSE_MS - 1;
    expect((await fetchAccount({}, deps)).status).toBe('throttled');
    expect(deps.bff.account).toHaveBeenCalledTimes(1);
    now += 1;
    expect((await fetchAccount({}, deps)).status).toBe('fetched');
    expect((await fetchAccount({ force: true }, deps)).status).toBe('fetched');
    expect(deps.bff.account).toHaveBeenCalledTimes(3);
    expect(deps.store.get(identityAtom).account).toEqual(ACCOUNT);
    expect(deps.store.get(identityAtom).updatedAt).toBe(now);
  });

  it("answers not-found for a missing record ('Not Found'), and logs out on a 401", async () => {
    const missing = fakes({}, { account: vi.fn(async () => Promise.reject(new BffError([{ message: 'Account Not Found', extensions: { code: 'NOT_FOUND' } }]))) });
    missing.store.set(identityAtom, signedIn(900_000));
    expect((await fetchAccount({}, missing)).status).toBe('not-found');
    expect(missing.store.get(identityAtom).tokens).not.toBeNull();

    const refused = fakes({}, { account: vi.fn(async () => Promise.reject(new BffError([{ message: 'Unauthorized' }], 401))) });
    refused.store.set(identityAtom, signedIn(900_000));
    expect((await fetchAccount({}, refused)).status).toBe('signed-out');
    expect(refused.store.get(identityAtom)).toEqual(DEFAULT_IDENTITY);
    expect(refused.store.get(notificationsAtom)).toHaveLength(1);
  });

  it('keeps the saved record when the fetch fails for another reason (offline home)', async () => {
    const deps = fakes({}, { account: vi.fn(async () => Promise.reject(new HttpError({ status: 503, url: '/v1/bff/graphql', type: 'basic', body: '' }))) });
    deps.store.set(identityAtom, { ...signedIn(900_000), account: ACCOUNT, updatedAt: NOW - 5000 });
    expect((await fetchAccount({}, deps)).status).toBe('failed');
    expect(deps.store.get(identityAtom).account).toEqual(ACCOUNT);
    expect(deps.store.get(identityAtom).updatedAt).toBe(NOW - 5000);
  });
});

describe('sign in and sign out (11-G4, 11-G9)', () => {
  it('stores the tokens with their expiry, the method and the attributes', async () => {
    const deps = fakes();
    await startSession(tokens(3), 'sms', '44-gbr', deps);
    const slice = deps.store.get(identityAtom);
    expect(slice.tokens?.expiresAt).toBe(NOW + 900_000);
    expect(slice.authMethod).toBe('sms');
    expect(slice.user?.username).toBe('ada@example.com');
  });

  it('sign out revokes (everywhere when asked), clears the record and says so', async () => {
    const deps = fakes();
    deps.store.set(identityAtom, signedIn(900_000));
    await signOut({ global: true }, deps);
    expect(deps.identity.signOut).toHaveBeenCalledWith('refresh-0', true);
    expect(deps.store.get(identityAtom)).toEqual(DEFAULT_IDENTITY);
    expect(deps.store.get(notificationsAtom).map((n) => n.message)).toEqual(['You have been logged out.']);
  });

  it('clears the record even when the sign-out call fails (offline)', async () => {
    const deps = fakes({ signOut: vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))) });
    deps.store.set(identityAtom, signedIn(900_000));
    await signOut({}, deps);
    expect(deps.store.get(identityAtom).tokens).toBeNull();
  });
});

describe('the id token on calls (11-G30)', () => {
  it('goes on order, payment, gift-card, priority and history calls only', () => {
    for (const path of ['/v1/orders/preauthorise', '/v1/orders/place', '/v1/payment-providers/x/session', '/v1/gift-cards/balance', '/v1/priority-orders/reservation', '/v2/orders/orders/history?storeId=uk-1:1101&limit=1', 'http://localhost:8721/v1/orders/place']) {
      expect(needsIdToken(path), path).toBe(true);
    }
    for (const path of ['/v1/huts/nearby', '/v1/vouchers/validate', '/v2/orders/orders/abc/state', '/v1/ordersx', '/v1/identity/user', '/v1/bff/graphql']) {
      expect(needsIdToken(path), path).toBe(false);
    }
  });
});
