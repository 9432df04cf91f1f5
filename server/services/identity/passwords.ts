import { hash, verify } from '@node-rs/argon2';

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
