import { createStore } from 'jotai';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { Account, Tokens } from '../../src/api/contract/accounts';
import type { BffClient } from '../../src/api/bff';
import { IdentityError, type IdentityClient } from '../../src/api/identity';
import type { ProfileClient } from '../../src/api/profile';
import { identityAtom } from '../../src/atoms/identity';
import {
  checkoutProfileBody,
  checkoutSignUp,
  profileMobile,
  SIGN_UP_RETRY,
  signUpWithPassword,
  splitName,
  type CheckoutAccountInput,
} from '../../src/atoms/order-account';
import { DEFAULT_IDENTITY } from '../../src/db/session';
import { opensForm } from '../../src/domain/accounts';
import { initI18n } from '../../src/i18n';
import { checkHut, mobileForCheck } from '../../src/screens/in-store-sign-up';

// Checkout sign-up (11-G23): sign-up with 5 calls on TooManyRequestsException (C33), then automatic
// login; an existing e-mail falls back to login; a failed login answers 'failed' (the modal's cue);
// the profile gets the names, the mobile (India without +91) and the one marketing box (C36).

beforeAll(async () => {
  await initI18n('en-GB');
});

const TOKENS: Tokens = { accessToken: 'access-1', idToken: 'id-1', refreshToken: 'refresh-1', expiresIn: 900, tokenType: 'Bearer' };
const ACCOUNT: Account = { id: 'a1', firstName: 'Ada', lastName: 'Lovelace', phone: '07700900123', email: 'ada@example.com', marketingEmail: false, marketingSMS: false };
const NO_WAIT = { attempts: SIGN_UP_RETRY.attempts, factor: 1, minTimeout: 0, maxTimeout: 0 };

const INPUT: CheckoutAccountInput = {
  market: 'UK',
  sector: 'uk-1',
  tenant: '44-gbr',
  lang: 'en',
  email: ' Ada@Example.com ',
  password: 'Secret123',
  name: '',
  firstName: 'Ada',
  lastName: 'Lovelace',
  phone: '07700 900123',
  marketing: true,
};

function tooMany() {
  return new IdentityError('TooManyRequestsException', 'Rate exceeded', 429, 1);
}

function fakes(identityOverrides: Partial<IdentityClient> = {}) {
  const identity = {
    signUp: vi.fn(async () => ({ userSub: 'u1', confirmed: true })),
    initiateAuth: vi.fn(async () => TOKENS),
    user: vi.fn(async () => ({ sub: 'u1', username: 'ada@example.com', email: 'ada@example.com', given_name: null, family_name: null, gender: null, phone_number: null, provider: null })),
    ...identityOverrides,
  } as unknown as IdentityClient;
  const profile = { save: vi.fn(async () => ({})), get: vi.fn(), inStoreAccountExists: vi.fn() } as unknown as ProfileClient;
  const bff = { account: vi.fn(async () => ACCOUNT) } as unknown as BffClient;
  return { identity, profile, bff, store: createStore(), retry: NO_WAIT };
}

describe('checkout sign-up (11-G23)', () => {
  it('signs up with the lower-cased e-mail, signs in, saves the profile and keeps the session', async () => {
    const deps = fakes();
    await expect(checkoutSignUp(INPUT, deps)).resolves.toBe('signed-in');
    expect(deps.identity.signUp).toHaveBeenCalledWith({ username: 'ada@example.com', password: 'Secret123', lang: 'en', tenant: '44-gbr', method: 'password' });
    expect(deps.identity.initiateAuth).toHaveBeenCalledWith({ flow: 'password', username: 'ada@example.com', password: 'Secret123', tenant: '44-gbr' });
    expect(deps.profile.save).toHaveBeenCalledWith('access-1', 'uk-1', { firstName: 'Ada', lastName: 'Lovelace', mobile: '07700900123', marketing: { all: true } });
    const slice = deps.store.get(identityAtom);
    expect(slice.tokens?.idToken).toBe('id-1');
    expect(slice.authMethod).toBe('password');
    expect(slice.account?.id).toBe('a1');
  });

  it('retries TooManyRequestsException: 5 calls in all, then gives up as failed (C33)', async () => {
    const signUp = vi.fn(async () => {
      throw tooMany();
    });
    const deps = fakes({ signUp });
    await expect(checkoutSignUp(INPUT, deps)).resolves.toBe('failed');
    expect(signUp).toHaveBeenCalledTimes(5);
    expect(deps.identity.initiateAuth).not.toHaveBeenCalled();
    expect(deps.store.get(identityAtom).tokens).toBeNull();
  });

  it('succeeds when a retry gets through', async () => {
    let calls = 0;
    const signUp = vi.fn(async () => {
      calls += 1;
      if (calls < 3) throw tooMany();
      return { userSub: 'u1', confirmed: true };
    });
    await expect(checkoutSignUp(INPUT, fakes({ signUp }))).resolves.toBe('signed-in');
    expect(signUp).toHaveBeenCalledTimes(3);
  });

  it('caps each wait at 3000 ms', () => {
    expect(SIGN_UP_RETRY.attempts).toBe(5);
    expect(SIGN_UP_RETRY.maxTimeout).toBe(3000);
  });

  it('never retries another error', async () => {
    const signUp = vi.fn(async () => {
      throw new IdentityError('InvalidPasswordException', 'Password does not conform to policy');
    });
    await expect(signUpWithPassword({ email: 'a@b.co', password: 'x', lang: 'en', tenant: '44-gbr' }, fakes({ signUp }))).rejects.toThrow('policy');
    expect(signUp).toHaveBeenCalledTimes(1);
  });

  it('an e-mail that exists falls back to the automatic login', async () => {
    const deps = fakes({
      signUp: vi.fn(async () => {
        throw new IdentityError('UsernameExistsException', 'An account with the given email already exists.');
      }),
    });
    await expect(checkoutSignUp(INPUT, deps)).resolves.toBe('signed-in');
    expect(deps.identity.initiateAuth).toHaveBeenCalledTimes(1);
  });

  it('a failed automatic login answers failed and leaves no session (the modal opens)', async () => {
    const deps = fakes({
      signUp: vi.fn(async () => {
        throw new IdentityError('UsernameExistsException', 'exists');
      }),
      initiateAuth: vi.fn(async () => {
        throw new IdentityError('NotAuthorizedException', 'Incorrect username or password.', 401);
      }),
    });
    await expect(checkoutSignUp(INPUT, deps)).resolves.toBe('failed');
    expect(deps.profile.save).not.toHaveBeenCalled();
    expect(deps.store.get(identityAtom).tokens).toBeNull();
  });

  it('a profile save that fails keeps the new session', async () => {
    const deps = fakes();
    deps.profile.save = vi.fn(async () => {
      throw new Error('500');
    });
    await expect(checkoutSignUp(INPUT, deps)).resolves.toBe('signed-in');
    expect(deps.store.get(identityAtom).tokens).not.toBeNull();
  });

  it('does nothing without a password or an e-mail, or when signed in', async () => {
    const deps = fakes();
    await expect(checkoutSignUp({ ...INPUT, password: '' }, deps)).resolves.toBe('skipped');
    await expect(checkoutSignUp({ ...INPUT, email: ' ' }, deps)).resolves.toBe('skipped');
    deps.store.set(identityAtom, { ...DEFAULT_IDENTITY, tokens: { accessToken: 'a', idToken: 'i', refreshToken: 'r', expiresAt: Date.now() + 900_000 } });
    await expect(checkoutSignUp(INPUT, deps)).resolves.toBe('skipped');
    expect(deps.identity.signUp).not.toHaveBeenCalled();
  });
});

describe('the checkout profile (11-G23, C36, C38)', () => {
  it('India mobile numbers have +91 stripped; other markets keep their number without separators', () => {
    expect(profileMobile('IN', '+91 98765 43210')).toBe('9876543210');
    expect(profileMobile('IN', '919876543210')).toBe('9876543210');
    expect(profileMobile('UK', '07700 900-123')).toBe('07700900123');
  });

  it('the single name field splits at its first space', () => {
    expect(splitName('  Ada   Lovelace King ')).toEqual({ firstName: 'Ada', lastName: 'Lovelace King' });
    expect(splitName('Cher')).toEqual({ firstName: 'Cher', lastName: '' });
    expect(checkoutProfileBody({ ...INPUT, firstName: '', lastName: '', name: 'Cher', phone: '', marketing: false })).toEqual({ firstName: 'Cher', marketing: { all: false } });
  });
});

describe('the forms and in-store sign-up (11-G19, 11-G24)', () => {
  it('only /account/ itself with a known form value opens a form', () => {
    expect(opensForm('/account/', 'login')).toBe(true);
    expect(opensForm('/account', 'forgotPassword')).toBe(true);
    expect(opensForm('/account/', 'delete')).toBe(false);
    expect(opensForm('/account/edit', 'login')).toBe(false);
    expect(opensForm('/account/', null)).toBe(false);
  });

  it('the check asks the hut of the query, else the localised hut', () => {
    expect(checkHut('UK-1:hut 7', null)).toBeNull();
    expect(checkHut('uk-1:39', { sector: 'fr-1', id: '12' })).toEqual({ sector: 'uk-1', hutId: '39' });
    expect(checkHut(null, { sector: 'fr-1', id: '12' })).toEqual({ sector: 'fr-1', hutId: '12' });
    expect(mobileForCheck(' +44 7700 900123 ')).toBe('+447700900123');
    expect(mobileForCheck('07700 900123')).toBe('07700900123');
  });
});
