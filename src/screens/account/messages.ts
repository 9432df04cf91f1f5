// Which message of S3 §8.1 an identity or BFF failure shows in the modern area (11-G10).
// TODO(wt-legacy): use the rules helper's error-name → message-key mapping in src/domain/accounts once
// merged; this keeps the same names until then.
import { BffError } from '../../api/bff';
import { rateLimitedFor } from '../../api/http-error';
import { IdentityError } from '../../api/identity';

export type MessageKey = 'OTP_ERROR' | 'OTP_THIRD_TIME_ERROR' | 'OTP_EXPIRED' | 'UNKNOWN_ERROR' | 'TOO_MANY' | 'CREATE_FAILED' | 'GRAPHQL_ERROR' | 'NETWORK';

export function messageKeyFor(error: unknown): MessageKey {
  if (error instanceof IdentityError) {
    switch (error.name) {
      case 'CodeMismatchException':
        return 'OTP_ERROR';
      case 'CodeAttemptsExceededException':
        return 'OTP_THIRD_TIME_ERROR';
      case 'ExpiredCodeException':
        return 'OTP_EXPIRED';
      case 'TooManyRequestsException':
        return 'TOO_MANY';
      default:
        return 'UNKNOWN_ERROR';
    }
  }
  if (rateLimitedFor(error) !== undefined) return 'TOO_MANY';
  if (error instanceof BffError) return 'GRAPHQL_ERROR';
  if (error instanceof Error && /network|fetch|timed? ?out/i.test(`${error.name} ${error.message}`)) return 'NETWORK';
  return 'UNKNOWN_ERROR';
}
