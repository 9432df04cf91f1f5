import type { FlagLevel } from '../flags/flags';
import type { Market } from '../markets/ids';

/**
 * Phones in the account forms (11-G41, S3 §5.3) and the legacy India sign-in phone (11-G14, C38).
 * Spaces, hyphens, brackets and dots are cleaned away before any check, as at checkout.
 */
function cleanup(value: string): string {
  return value.replace(/[\s().-]/g, '');
}

export type AccountPhoneError =
  | 'accountRules.phone.required'
  | 'accountRules.phone.indiaLength'
  | 'accountRules.phone.indiaInitial'
  | 'accountRules.phone.ukMobile'
  | 'accountRules.phone.invalid';

/** "Other markets: a generic pattern (6 to 15 digits; spaces, brackets, # and + allowed)". */
const GENERIC_PHONE = /^(?=(?:\D*\d){6,15}\D*$)[\d\s()#+]+$/;
/** "A UK mobile must start 07"; +44 7… is the same number dialled from abroad. */
const UK_MOBILE = /^(?:07|\+447|00447)\d{9}$/;

/**
 * The mobile of an account form (11-G41): India "10 digits starting 6 to 9" (a typed +91 or 91 before
 * the 12-digit number is the country code, C38), with S3 §5.3's India texts; UK "must start 07";
 * other markets the generic pattern.
 */
export function accountPhoneError(market: Market, value: string): AccountPhoneError | null {
  if (!/\d/.test(value)) return 'accountRules.phone.required';
  if (market === 'IN') {
    const national = stripIndiaPrefix(cleanup(value));
    if (!/^\d+$/.test(national)) return 'accountRules.phone.invalid';
    if (national.length !== 10) return 'accountRules.phone.indiaLength';
    return /^[6-9]/.test(national) ? null : 'accountRules.phone.indiaInitial';
  }
  if (market === 'UK') return UK_MOBILE.test(cleanup(value)) ? null : 'accountRules.phone.ukMobile';
  return GENERIC_PHONE.test(value.trim()) ? null : 'accountRules.phone.invalid';
}

/**
 * C38 and 11-G41: an Indian number held with its country code ('+919876543210', or '919876543210'
 * once the plus is gone) loses +91 before it prefills checkout or feeds engagement tracking. Anything
 * else comes back unchanged.
 */
export function stripIndiaPrefix(phone: string): string {
  const trimmed = phone.trim();
  if (/^\+91\d{10}$/.test(trimmed)) return trimmed.slice(3);
  if (/^91\d{10}$/.test(trimmed)) return trimmed.slice(2);
  return trimmed;
}

/** Flag levels at which the legacy phone field is relaxed for testers (11-G14 "development or canary"). */
function relaxed(level: FlagLevel): boolean {
  return level === 'development' || level === 'canary';
}

/** 11-G14: the fixed prefix of the OTP sign-in phone field: "+91 normally; a plus sign in development or canary". */
export function legacyPhonePrefix(level: FlagLevel): string {
  return relaxed(level) ? '+' : '+91';
}

/**
 * The whole value of the legacy field from what the customer typed after the prefix: "Only digits are
 * allowed after cleanup". A pasted '+91 98765 43210' keeps its number once, not '+9191…'.
 */
export function legacyPhoneValue(level: FlagLevel, typed: string): string {
  const prefix = legacyPhonePrefix(level);
  let digits = typed.replace(/\D/g, '');
  const prefixDigits = prefix.replace(/\D/g, '');
  if (prefixDigits !== '' && typed.trim().startsWith('+' + prefixDigits)) digits = digits.slice(prefixDigits.length);
  return prefix + digits;
}

/**
 * 11-G14: "Total length is 12 for +91 (11 to 12 in development)" — counted in digits, the plus cleaned
 * away (11-G40 "India phone | +91, 12 characters total; 10 digits starting 6-9"). At canary the plus
 * prefix lets a tester type another country code, still 12 digits; in production the number after +91
 * must also be an Indian mobile (the sign-in regex).
 */
export function isValidLegacyPhone(level: FlagLevel, value: string): boolean {
  const prefix = legacyPhonePrefix(level);
  if (!value.startsWith(prefix)) return false;
  const digits = value.slice(1);
  if (!/^\d+$/.test(digits)) return false;
  if (level === 'development') return digits.length >= 11 && digits.length <= 12;
  if (level === 'canary') return digits.length === 12;
  return digits.length === 12 && /^91[6-9]\d{9}$/.test(digits);
}

/** An Indian mobile as customers read it: '+919876543210' → '+91 98765 43210'. Others stay as they are. */
export function formatIndianPhone(phone: string): string {
  const match = /^\+91(\d{5})(\d{5})$/.exec(phone);
  return match ? `+91 ${match[1]} ${match[2]}` : phone;
}
