import { parsePhoneNumberFromString } from 'libphonenumber-js/min';
import { marketConfig } from '../markets/config';
import { cleanPhone } from '../markets/patterns';
import { stripCarets } from './strings';
import type { CheckoutMarket } from './types';

/** Phone error keys of the checkout form (spec 2 §5). */
export type PhoneErrorKey = 'REQUIRED' | 'INVALID_PHONE' | 'INVALID_PHONE_LENGTH' | 'INVALID_PHONE_INITIAL';

/** India's own phone messages (spec 2 §5, 3 §5.3; 06-G9): the English texts of the three keys. */
export const INDIA_PHONE_MESSAGES = {
  INVALID_PHONE_LENGTH: 'Mobile should consist of 10 digits',
  INVALID_PHONE_INITIAL: 'Mobile numbers should start with 6,7,8 or 9',
  INVALID_PHONE: 'Please enter a valid phone number',
} as const satisfies Partial<Record<PhoneErrorKey, string>>;

const INDIA_MOBILE = /^[6-9]\d{9}$/;
/** North American numbering: area code and exchange both start 2–9. */
const NANP = /^1?[2-9]\d{2}[2-9]\d{6}$/;

/**
 * India (spec 2 §5): a leading + goes, and with it the 91 of a 12-digit number; then 10 digits not
 * starting 0, or 11 starting with the trunk 0. The first significant digit must be 6–9.
 */
function indianNationalNumber(cleaned: string): string {
  const digits = cleaned.replace(/^\+/, '');
  return digits.length === 12 && digits.startsWith('91') ? digits.slice(2) : digits;
}

function validateIndia(cleaned: string): PhoneErrorKey | null {
  const number = indianNationalNumber(cleaned);
  const lengthOk = number.startsWith('0') ? number.length === 11 : number.length === 10;
  if (!lengthOk) return 'INVALID_PHONE_LENGTH';
  const significant = number.startsWith('0') ? number.slice(1) : number;
  if (!/^[6-9]/.test(significant)) return 'INVALID_PHONE_INITIAL';
  return INDIA_MOBILE.test(significant) ? null : 'INVALID_PHONE';
}

/**
 * Canada (spec 2 §5, 3 §5.3): 10 digits not starting 1, or 11 starting 1, and a North American
 * number, "otherwise INVALID_PHONE" — a wrong length too: INVALID_PHONE_LENGTH is India's key and
 * would show India's 'Mobile should consist of 10 digits' (10-G20).
 */
function validateCanada(cleaned: string): PhoneErrorKey | null {
  const number = cleaned.replace(/^\+/, '');
  const lengthOk = number.startsWith('1') ? number.length === 11 : number.length === 10;
  return lengthOk && NANP.test(number) ? null : 'INVALID_PHONE';
}

/**
 * UK: "must pass a UK phone check" (spec 2 §5), done by libphonenumber's UK numbering plan (the
 * small metadata build). Any +44 number counts, so a Jersey or Isle of Man mobile is accepted too:
 * they are ordinary UK-dialled numbers. The plan refuses Ofcom's drama ranges (07700 900xxx).
 */
function validateUk(cleaned: string): PhoneErrorKey | null {
  const parsed = parsePhoneNumberFromString(cleaned, 'GB');
  return parsed?.isValid() && parsed.countryCallingCode === '44' ? null : 'INVALID_PHONE';
}

/**
 * France: "other markets: a generic phone pattern" (spec 2 §5), the market record's pattern. A
 * stricter numbering-plan check would refuse the foreign mobiles of visitors the spec lets through.
 */
function validateByMarketPattern(market: CheckoutMarket, cleaned: string): PhoneErrorKey | null {
  return new RegExp(marketConfig(market).phone.pattern).test(cleaned) ? null : 'INVALID_PHONE';
}

/**
 * The checkout phone check (spec 2 §5): empty or without a digit is REQUIRED; spaces, hyphens,
 * brackets and letters are stripped first; then the market's rule.
 */
export function validatePhone(market: CheckoutMarket, raw: string): PhoneErrorKey | null {
  const cleaned = cleanPhone(stripCarets(raw));
  if (!/\d/.test(cleaned)) return 'REQUIRED';
  switch (market) {
    case 'IN':
      return validateIndia(cleaned);
    case 'CA':
      return validateCanada(cleaned);
    case 'UK':
      return validateUk(cleaned);
    case 'FR':
      return validateByMarketPattern(market, cleaned);
  }
}

/**
 * The phone as the order carries it (spec 2 §5; 06-G10): carets stripped; India sends the 10-digit
 * number without +91, trunk 0 or spaces; elsewhere the number as typed, trimmed, spaces collapsed.
 */
export function normalisePhoneForOrder(market: CheckoutMarket, raw: string): string {
  const value = stripCarets(raw);
  if (market === 'IN') {
    const number = indianNationalNumber(cleanPhone(value));
    return number.length === 11 && number.startsWith('0') ? number.slice(1) : number;
  }
  return value.trim().replace(/\s+/g, ' ');
}

/**
 * A stored phone put into the checkout form (an account's or an app session's; spec 1 §4, 3 §6):
 * India drops the +91 of "+91, 12 characters total" (S3 §9) before it reaches the form (C38), so
 * the form shows and checks the 10-digit mobile; other markets keep the number as stored.
 */
export function phoneForPrefill(market: CheckoutMarket, stored: string): string {
  const value = stored.trim();
  if (market !== 'IN') return value;
  const digits = cleanPhone(value).replace(/^\+/, '');
  return digits.length === 12 && digits.startsWith('91') ? digits.slice(2) : value;
}
