import { compiledPattern as regex, normalisePostcode, type PostcodeKind } from '../localisation/postcode';
import { marketConfig } from './config';
import type { Market } from './ids';

/**
 * The market's postcode and phone patterns applied to what a customer types (spec 1 §5, 2 §5,
 * 3 §5.3, §5.5). The error keys and messages belong to the forms; these answer yes or no.
 */


/**
 * Whether the input is a postcode of the market: 'full' for delivery and checkout, 'partial' for a
 * prefix alone, 'any' for the collection search, which accepts both (spec 3 §5.5). Empty input and
 * input longer than the field's maximum length are never valid.
 */
export function matchesPostcode(input: string, market: Market, kind: PostcodeKind = 'full'): boolean {
  const { postcode } = marketConfig(market);
  if (input.length > postcode.inputMaxLength) return false;
  const value = normalisePostcode(input);
  if (value === '') return false;
  const full = regex(postcode.full).test(value);
  const partial = regex(postcode.partial).test(value);
  if (kind === 'full') return full;
  if (kind === 'partial') return partial;
  return full || partial;
}

/** Spaces, hyphens, brackets and letters are stripped before a phone is checked (spec 2 §5, 3 §5.3). */
export function cleanPhone(input: string): string {
  return input.replace(/[\s\-()\p{L}]/gu, '');
}

/** Whether the input, once cleaned, matches the market's phone (or mobile-only) pattern. */
export function matchesPhone(input: string, market: Market, kind: 'phone' | 'mobile' = 'phone'): boolean {
  const { phone } = marketConfig(market);
  const value = cleanPhone(input);
  if (!/\d/.test(value)) return false;
  return regex(kind === 'mobile' ? phone.mobilePattern : phone.pattern).test(value);
}
