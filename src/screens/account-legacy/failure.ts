import { HttpError, TimeoutError } from '../../api/http-error';
import { LEGACY_MESSAGES } from '../../domain/accounts';

/** 11-G15: which text a failed generate call shows. */
export function generateFailureKey(error: unknown): string {
  if (error instanceof TimeoutError) return LEGACY_MESSAGES.timeout;
  // A 400 is the server refusing the number itself (pick: 'There was a problem validating this number').
  if (error instanceof HttpError && error.status === 400) return LEGACY_MESSAGES.numberProblem;
  return LEGACY_MESSAGES.smsFailed;
}

/** 11-G15: a failed verify call (not a false result) is 'Your OTP code is not recognized'. */
export function verifyFailureKey(error: unknown): string {
  if (error instanceof TimeoutError) return LEGACY_MESSAGES.timeout;
  return LEGACY_MESSAGES.codeNotRecognized;
}

/**
 * "Registration and login errors in the legacy flow are only logged" (S3 §8.2). They are logged; the
 * customer still learns that it did not work (pick: the generic 'Something went wrong' text, or the
 * time-out text after the fetch time-out), so the button is never silently dead.
 */
export function accountFailureKey(error: unknown): string {
  if (error instanceof TimeoutError) return LEGACY_MESSAGES.timeout;
  return 'accountRules.UNKNOWN_ERROR';
}

/** A verified token the server no longer accepts (expired, 30 min): the phone must be verified again. */
export function verifiedTokenRefused(error: unknown): boolean {
  return error instanceof HttpError && error.status === 401;
}
