import { HTTPException } from 'hono/http-exception';
import type { IdentityErrorName } from '../../../src/api/contract/accounts';

/**
 * A refusal of the identity stand-in, in the identity provider's own shape `{ name, message }` (spec 3
 * §7.1, §8.1; 11-G21): 401 for NotAuthorizedException, 429 with Retry-After for
 * TooManyRequestsException, 400 otherwise. Thrown by services and routes; the app's error handler sends
 * an HTTPException's prepared response as it is.
 */
export class IdentityError extends HTTPException {
  readonly errorName: IdentityErrorName;

  constructor(name: IdentityErrorName, message: string, retryAfter?: number) {
    const status = name === 'NotAuthorizedException' ? 401 : name === 'TooManyRequestsException' ? 429 : 400;
    const headers: Record<string, string> = { 'content-type': 'application/json', 'cache-control': 'no-store' };
    if (retryAfter !== undefined) headers['retry-after'] = String(retryAfter);
    const res = new Response(JSON.stringify({ name, message }), { status, headers });
    super(status, { res, message });
    this.name = 'IdentityError';
    this.errorName = name;
  }
}

/** The identity provider's texts (spec 3 §8.1, §8.3), the ones the page maps to its own copy. */
export const IDENTITY_MESSAGES = {
  incorrect: 'Incorrect username or password.',
  passwordPolicy: 'Password did not conform with policy',
  usernameEmail: 'Username should be an email.',
  phoneFormat: 'Invalid phone number format.',
  usernameExists: 'An account with the given email already exists.',
  resetRequired: 'Password reset required for the user',
  codeMismatch: 'Invalid verification code provided, please try again. The code does not match.',
  codeExpired: 'Invalid code provided, please request a code again. The code has expired.',
  attemptsExceeded: 'Incorrect code entered three times. Please request a new code.',
  tooMany: 'Too many requests. Please try again later.',
  notAuthorized: 'Invalid or expired token.',
  refreshInvalid: 'Invalid Refresh Token',
  userNotFound: 'Username/client id combination not found.',
  userDoesNotExist: 'User does not exist.',
  invalidSession: 'Invalid session for the user.',
  resendTooSoon: 'A new code can be sent 60 seconds after the last one.',
} as const;
