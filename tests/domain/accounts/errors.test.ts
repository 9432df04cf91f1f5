import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  codeErrorKey,
  forcesLogout,
  isAccountNotFound,
  MODERN_MESSAGE_KEYS,
  resetErrorMessage,
  signInErrorMessage,
  signUpErrorMessage,
} from '../../../src/domain/accounts';
import en from '../../../src/i18n/locales/en.accountRules.json';
import fr from '../../../src/i18n/locales/fr.accountRules.json';

const failure = (name: string, message = '') => ({ name, message });

describe('sign-up error mapping (S3 §8.3, 11-G21)', () => {
  it.each([
    [failure('UsernameExistsException'), 'username', 'accountRules.form.emailExists'],
    [failure('InvalidParameterException', 'Username should be an email.'), 'username', 'accountRules.form.usernameNotEmail'],
    [failure('InvalidParameterException', 'Password did not conform with policy'), 'password', 'accountRules.form.invalidPassword'],
    [failure('InvalidPasswordException', 'too short'), 'password', 'accountRules.form.invalidPassword'],
    [failure('InvalidParameterException', 'Something else'), 'password', 'accountRules.form.unknownSignUp'],
    [failure('TooManyRequestsException'), 'password', 'accountRules.form.traffic'],
  ])('%j → %s %s', (error, field, key) => expect(signUpErrorMessage(error)).toEqual({ field, key }));
});

describe('sign-in, reset and code errors', () => {
  it('sign-in: the same text for a wrong password and an unknown user', () => {
    expect(signInErrorMessage(failure('NotAuthorizedException')).key).toBe('accountRules.form.invalidCredentials');
    expect(signInErrorMessage(failure('UserNotFoundException')).key).toBe('accountRules.form.invalidCredentials');
    expect(signInErrorMessage(failure('PasswordResetRequiredException')).key).toBe('accountRules.form.resetRequired');
    expect(signInErrorMessage(failure('TypeError', 'Failed to fetch')).key).toBe('accountRules.form.unableToLogIn');
  });
  it('reset: both code messages offer a new code (11-G22)', () => {
    expect(resetErrorMessage(failure('ExpiredCodeException'))).toEqual({ field: 'code', key: 'accountRules.form.resetCodeExpired', offerNewCode: true });
    expect(resetErrorMessage(failure('CodeMismatchException'))).toEqual({ field: 'code', key: 'accountRules.form.resetCodeMismatch', offerNewCode: true });
    expect(resetErrorMessage(failure('Error'))).toEqual({ field: 'code', key: 'accountRules.form.unableToReset' });
  });
  it('modern code: OTP_ERROR, then OTP_THIRD_TIME_ERROR', () => {
    expect(codeErrorKey(failure('CodeMismatchException'))).toBe('OTP_ERROR');
    expect(codeErrorKey(failure('CodeAttemptsExceededException'))).toBe('OTP_THIRD_TIME_ERROR');
  });
  it('logout only for the named errors, and only when signed in (11-G27)', () => {
    expect(forcesLogout(failure('NotAuthorizedException'), true)).toBe(true);
    expect(forcesLogout(failure('Error', 'No current user'), true)).toBe(true);
    expect(forcesLogout(failure('Error', 'User does not exist.'), true)).toBe(true);
    expect(forcesLogout(failure('NotAuthorizedException'), false)).toBe(false);
    expect(forcesLogout(failure('TooManyRequestsException'), true)).toBe(false);
  });
  it("a missing account contains 'Not Found'", () => {
    expect(isAccountNotFound('Account Not Found')).toBe(true);
    expect(isAccountNotFound('Forbidden')).toBe(false);
  });
});

function lookup(bundle: unknown, path: string): unknown {
  return path.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], bundle);
}

describe('every account message exists in en and fr', () => {
  const folder = join(__dirname, '../../../src/domain/accounts');
  const keys = new Set<string>();
  for (const file of readdirSync(folder)) {
    for (const match of readFileSync(join(folder, file), 'utf8').matchAll(/'accountRules\.([\w.]+)'/g)) keys.add(match[1]!);
  }
  for (const key of MODERN_MESSAGE_KEYS) keys.add(key);
  it.each([...keys])('%s', (key) => {
    expect(typeof lookup(en, key)).toBe('string');
    expect(typeof lookup(fr, key)).toBe('string');
  });
  it('keeps the spec\'s exact English texts', () => {
    expect(lookup(en, 'form.traffic')).toBe('We are experiencing an unusually high amount of traffic. Please try again later');
    expect(lookup(en, 'legacy.smsFailed')).toBe('Unable to send SMS; please try again');
    expect(lookup(en, 'form.tooYoung')).toBe('You must be 14+ to access Loyalty');
  });
});
