import { webcrypto } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  canConfirmCode,
  cleanCode,
  headerSignInTarget,
  indiaHeaderLinks,
  loggedInTarget,
  passwordlessSignInTarget,
  randomPassword,
} from '../../../src/domain/accounts';

describe('one-time code (C29: 6 digits; 3 wrong codes need a new one)', () => {
  it('keeps digits only, six at most', () => expect(cleanCode('12a 34-5678')).toBe('123456'));
  it('confirms only 6 digits, before the third wrong code, when not loading', () => {
    expect(canConfirmCode('12345', 0, false)).toBe(false);
    expect(canConfirmCode('123456', 2, false)).toBe(true);
    expect(canConfirmCode('123456', 3, false)).toBe(false);
    expect(canConfirmCode('123456', 0, true)).toBe(false);
  });
});

describe('random password (C30)', () => {
  it("is '0X' and 40 hex characters from the source's 20 bytes", () => {
    const fixed = { getRandomValues: <T extends ArrayBufferView | null>(array: T) => (new Uint8Array((array as unknown as Uint8Array).buffer).fill(0xab), array) };
    expect(randomPassword(fixed as unknown as Crypto)).toBe('0X' + 'ab'.repeat(20));
    const real = randomPassword(webcrypto as unknown as Crypto);
    expect(real).toMatch(/^0X[0-9a-f]{40}$/);
    expect(randomPassword(webcrypto as unknown as Crypto)).not.toBe(real);
  });
});

describe('sign-in targets (C49)', () => {
  it('passwordless: /account/signin; India /account/otp or /accounts/signin', () => {
    expect(passwordlessSignInTarget({ market: 'UK', accountsAreaOn: true })).toBe('/account/signin');
    expect(passwordlessSignInTarget({ market: 'IN', accountsAreaOn: false })).toBe('/account/otp');
    expect(passwordlessSignInTarget({ market: 'IN', accountsAreaOn: true })).toBe('/accounts/signin');
  });
  it('header: flag off → the password form; experiment picks while live; passwordless outside it', () => {
    const base = { market: 'FR', accountsAreaOn: false } as const;
    expect(headerSignInTarget({ ...base, passwordlessFlag: false, experimentVariant: 'passwordless' })).toBe('/account/?form=login');
    expect(headerSignInTarget({ ...base, passwordlessFlag: true, experimentVariant: 'password' })).toBe('/account/?form=login');
    expect(headerSignInTarget({ ...base, passwordlessFlag: true, experimentVariant: null })).toBe('/account/signin');
  });
  it('logged-in target is the area home; India header links move at development and canary', () => {
    expect(loggedInTarget('legacy')).toBe('/account/edit');
    expect(loggedInTarget('modern')).toBe('/account/');
    expect(indiaHeaderLinks('canary')).toEqual({ register: '/accounts/register', signIn: '/accounts/signin' });
    expect(indiaHeaderLinks('production')).toEqual({ register: '/account/register', signIn: '/account/otp' });
  });
});
