import { isValidEmail, normaliseEmail } from './email';

/**
 * Contact entry of the modern passwordless area (11-G7): "all digits means phone, otherwise email. A
 * phone is accepted if it matches the market pattern (or in dev mode). The prefix is added from a
 * selected country code (+91 or +44)." Only +91 and +44 are offered, so phone sign-in exists in India
 * and the UK only; France and Canada sign in by e-mail (pick, 11-G7).
 */
export const COUNTRY_CODES = ['+91', '+44'] as const;
export type CountryCode = (typeof COUNTRY_CODES)[number];

export interface ContactRules {
  /** The selected country code; ignored when the market has no phone sign-in. */
  countryCode: CountryCode;
  /** The market's pattern (accountSettings(market).phoneRegex). */
  phoneRegex: string;
  allowAuthWithPhone: boolean;
  allowAuthWithEmail: boolean;
  /** Development mode: any E.164-length number is accepted (11-G7 "or in dev mode"). */
  devMode: boolean;
}

export type ContactErrorKey =
  | 'accountRules.contact.required'
  | 'accountRules.contact.invalidPhone'
  | 'accountRules.contact.invalidEmail'
  | 'accountRules.contact.phoneNotAllowed'
  | 'accountRules.contact.emailNotAllowed';

export type ContactResult =
  | { ok: true; method: 'sms'; username: string }
  | { ok: true; method: 'email'; username: string }
  | { ok: false; error: ContactErrorKey };

/** Separators a customer types inside a phone number; they do not make it "not all digits". */
const SEPARATORS = /[\s().-]/g;

/** Whether an entry is read as a phone: digits only once separators go, with an optional leading +. */
export function looksLikePhone(input: string): boolean {
  return /^\+?\d+$/.test(input.trim().replace(SEPARATORS, ''));
}

/**
 * The E.164 username of a phone entry: a typed '+…' is already international; otherwise the trunk 0
 * goes and the selected country code comes first ('07700 900123' with +44 → '+447700900123').
 */
export function phoneUsername(input: string, countryCode: CountryCode): string {
  const cleaned = input.trim().replace(SEPARATORS, '');
  if (cleaned.startsWith('+')) return cleaned;
  return countryCode + cleaned.replace(/^0+/, '');
}

function matchesPattern(input: string, username: string, rules: ContactRules): boolean {
  const pattern = new RegExp(rules.phoneRegex);
  const cleaned = input.trim().replace(SEPARATORS, '');
  const national = username.slice(rules.countryCode.length);
  // Patterns are written either for the national number (India: 10 digits) or with the trunk or
  // country code (UK: 0… or +44…), so any of the three forms of the same number may match.
  return (
    username.startsWith(rules.countryCode) &&
    (pattern.test(cleaned) || pattern.test(national) || pattern.test(username) || pattern.test('0' + national))
  );
}

export function parseContact(input: string, rules: ContactRules): ContactResult {
  if (input.trim() === '') return { ok: false, error: 'accountRules.contact.required' };
  if (looksLikePhone(input)) {
    if (!rules.allowAuthWithPhone) return { ok: false, error: 'accountRules.contact.phoneNotAllowed' };
    const username = phoneUsername(input, rules.countryCode);
    const e164 = /^\+[1-9]\d{7,14}$/.test(username);
    const accepted = e164 && (rules.devMode || matchesPattern(input, username, rules));
    return accepted ? { ok: true, method: 'sms', username } : { ok: false, error: 'accountRules.contact.invalidPhone' };
  }
  if (!rules.allowAuthWithEmail) return { ok: false, error: 'accountRules.contact.emailNotAllowed' };
  return isValidEmail(input)
    ? { ok: true, method: 'email', username: normaliseEmail(input) }
    : { ok: false, error: 'accountRules.contact.invalidEmail' };
}
