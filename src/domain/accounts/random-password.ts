/**
 * The random password of the silent registration of an unknown contact (11-G4, C30): "'0X' plus 40 hex
 * characters (20 random bytes)". The source is passed in (globalThis.crypto on both sides) so the rule
 * stays pure; it must be a cryptographic source, never Math.random.
 */
export const RANDOM_PASSWORD_BYTES = 20;

export type RandomSource = Pick<Crypto, 'getRandomValues'>;

export function randomPassword(source: RandomSource): string {
  const bytes = source.getRandomValues(new Uint8Array(RANDOM_PASSWORD_BYTES));
  return '0X' + Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
