import { passwordHint, PASSWORD_MIN_LENGTH, type PasswordPart } from '../checkout/password';
import type { Market } from '../markets/ids';

/**
 * Passwords of the e-mail-and-password accounts (S3 §5.4, 11-G20): "at least 8 characters with upper
 * case, lower case and a digit; at most two sequential and at most two repeating characters. A hint
 * lists the missing parts and the length as n/8." Reading (11-G20): the sequence and repeat limits
 * apply to India's forms only, checkout sign-up included; elsewhere the S2 rule (checkout's) applies.
 */
export { PASSWORD_MIN_LENGTH };
export type AccountPasswordPart = PasswordPart | 'noSequence' | 'noRepeat';

export interface AccountPasswordHint {
  ok: boolean;
  missing: AccountPasswordPart[];
  length: string;
}

/** Only India's forms carry the sequence and repeat limits (11-G20 reading). */
export function passwordLimitsApply(market: Market): boolean {
  return market === 'IN';
}

function codePointsOf(password: string): number[] {
  return [...password.toLowerCase()].map((char) => char.codePointAt(0) ?? 0);
}

const isRunChar = (code: number) => (code >= 0x30 && code <= 0x39) || (code >= 0x61 && code <= 0x7a);

/**
 * A run of three or more sequential characters: 'abc', '123', or the same backwards ('cba', '321';
 * pick: both directions count). Letters compare without case ('aBc'). Only digits and a–z make runs.
 */
export function hasSequentialRun(password: string): boolean {
  const codes = codePointsOf(password);
  for (let i = 2; i < codes.length; i++) {
    const [a, b, c] = [codes[i - 2]!, codes[i - 1]!, codes[i]!];
    if (![a, b, c].every(isRunChar)) continue;
    const step = b - a;
    if ((step === 1 || step === -1) && c - b === step) return true;
  }
  return false;
}

/** Three or more of the same character in a row ('aaa'; without case: 'aAa'). */
export function hasRepeatingRun(password: string): boolean {
  const codes = codePointsOf(password);
  for (let i = 2; i < codes.length; i++) if (codes[i] === codes[i - 1] && codes[i] === codes[i - 2]) return true;
  return false;
}

export function accountPasswordHint(password: string, market: Market): AccountPasswordHint {
  const base = passwordHint(password);
  const missing: AccountPasswordPart[] = [...base.missing];
  if (passwordLimitsApply(market)) {
    if (hasSequentialRun(password)) missing.push('noSequence');
    if (hasRepeatingRun(password)) missing.push('noRepeat');
  }
  return { ok: base.ok && missing.length === base.missing.length, missing, length: base.length };
}

/** The form's message for a password field (11-G20 'Please enter …' when missing). */
export function formPasswordError(password: string, market: Market): 'accountRules.form.passwordMissing' | 'accountRules.form.passwordWeak' | null {
  if (password === '') return 'accountRules.form.passwordMissing';
  return accountPasswordHint(password, market).ok ? null : 'accountRules.form.passwordWeak';
}
