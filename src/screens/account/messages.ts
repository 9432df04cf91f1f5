// Which message of S3 §8.1 an identity or BFF failure shows in the modern area (11-G10). The spec's
// keys and their wording are the account rules' (src/domain/accounts/errors.ts, section accountRules);
// the few this area adds (expired code, too many attempts, network) are in section account.
import { BffError } from '../../api/bff';
import { rateLimitedFor } from '../../api/http-error';
import { IdentityError } from '../../api/identity';
import { codeErrorKey, modernMessage, type ModernMessageKey } from '../../domain/accounts';

export type MessageKey = ModernMessageKey | 'OTP_EXPIRED' | 'TOO_MANY' | 'GRAPHQL_ERROR' | 'NETWORK';

export function messageKeyFor(error: unknown): MessageKey {
  if (error instanceof IdentityError) {
    if (error.name === 'TooManyRequestsException') return 'TOO_MANY';
    // The rules read an expired code as OTP_ERROR; here it needs a new code, so it says so.
    if (error.name === 'ExpiredCodeException') return 'OTP_EXPIRED';
    return codeErrorKey(error);
  }
  if (rateLimitedFor(error) !== undefined) return 'TOO_MANY';
  // "GraphQL errors other than 404 Not Found | shown as alert" (S3 §8.1).
  if (error instanceof BffError) return 'GRAPHQL_ERROR';
  if (error instanceof Error && /network|fetch|timed? ?out/i.test(`${error.name} ${error.message}`)) return 'NETWORK';
  return 'UNKNOWN_ERROR';
}

/** The translation key of a message. */
export function messageText(key: MessageKey): string {
  return key === 'OTP_EXPIRED' || key === 'TOO_MANY' || key === 'GRAPHQL_ERROR' || key === 'NETWORK' ? `account.messages.${key}` : modernMessage(key);
}
