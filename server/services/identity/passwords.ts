import { hash, verify } from '@node-rs/argon2';
import { marketOfTenant } from '../../../src/domain/markets/config';
import { hasRepeatingRun, hasSequentialRun, passwordLimitsApply } from '../../../src/domain/accounts/password';

/**
 * Passwords of the identity stand-in: argon2id (the library's default algorithm and parameters: 19 MiB,
 * 2 passes — OWASP's minimum), never stored or logged in the clear. The policy is S3 §5.4's, checked
 * here as well as on the page: 8 or more characters with an upper-case letter, a lower-case letter and
 * a digit.
 */

export const PASSWORD_MIN = 8;

export function meetsPasswordPolicy(password: string): boolean {
  return password.length >= PASSWORD_MIN && /\p{Lu}/u.test(password) && /\p{Ll}/u.test(password) && /\d/.test(password);
}

/**
 * A password the customer chose (sign-up with a password, a reset) in a tenant: the policy above, and in
 * India's tenant also at most two sequential and two repeating characters (11-G20 reading: India's forms,
 * checkout sign-up included), so a call that skips the page meets the same rule.
 */
export function meetsTenantPasswordPolicy(password: string, tenant: string): boolean {
  if (!meetsPasswordPolicy(password)) return false;
  const market = marketOfTenant(tenant);
  return !(market && passwordLimitsApply(market) && (hasSequentialRun(password) || hasRepeatingRun(password)));
}

export const hashPassword = (password: string): Promise<string> => hash(password);

let dummyHash: Promise<string> | undefined;

/**
 * Checks a password against a stored hash. With no hash (unknown user, code-only user) a dummy hash is
 * verified instead, so the answer takes as long and an unknown username cannot be told by timing.
 */
export async function checkPassword(storedHash: string | null | undefined, password: string): Promise<boolean> {
  if (!storedHash) {
    dummyHash ??= hash('dummy-password-for-timing-Aa1');
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  return verify(storedHash, password).catch(() => false);
}
