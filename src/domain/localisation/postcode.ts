import type { Market } from '../markets/ids';
import { MARKET_LOCALISATION } from '../markets/records/localisation';

/**
 * Postcode entry on the home page (spec 1 §5, 3 §5.5): case-insensitive, spaces ignored, GIR 0AA
 * valid in the UK, empty invalid, at most the field's maximum length. The same rule as
 * markets/patterns.ts, but read from the records' localisation part (markets/records/localisation.ts) so the home page validates without
 * loading zod (the home route's first-paint budget).
 */

export interface PostcodeRules {
  /** Pattern of a full code, tested on the normalised input. */
  full: string;
  /** Pattern of a prefix alone ('SW1A', '750'), accepted by the collection search. */
  partial: string;
  inputMaxLength: number;
  example: string;
}

const RULES: Record<Market, PostcodeRules> = {
  UK: MARKET_LOCALISATION.UK.postcode,
  FR: MARKET_LOCALISATION.FR.postcode,
  IN: MARKET_LOCALISATION.IN.postcode,
  CA: MARKET_LOCALISATION.CA.postcode,
};

export function postcodeRulesOf(market: Market): PostcodeRules {
  return RULES[market];
}

/**
 * Postcodes are case-insensitive and spaces are ignored (spec 1 §5): 'sw1a 1aa' → 'SW1A1AA'. The one
 * normaliser: forms, the checkout, wallets, the collection search, the server's postcode lookups
 * and the seed's postcode keys all use it.
 */
export function normalisePostcode(input: string): string {
  return input.replace(/\s+/g, '').toUpperCase();
}

export type PostcodeKind = 'full' | 'partial' | 'any';

const compiled = new Map<string, RegExp>();
/** A market pattern compiled once (postcodes here, phones in markets/patterns.ts). */
export function compiledPattern(source: string): RegExp {
  let pattern = compiled.get(source);
  if (!pattern) {
    pattern = new RegExp(source);
    compiled.set(source, pattern);
  }
  return pattern;
}

/**
 * Whether the input is a postcode of the market: 'full' for delivery, 'partial' for a prefix alone,
 * 'any' for the collection search, which accepts both (spec 3 §5.5).
 */
export function isValidPostcode(input: string, market: Market, kind: PostcodeKind = 'full'): boolean {
  const rules = RULES[market];
  if (input.length > rules.inputMaxLength) return false;
  const value = normalisePostcode(input);
  if (value === '') return false;
  const full = compiledPattern(rules.full).test(value);
  if (kind === 'full') return full;
  const partial = compiledPattern(rules.partial).test(value);
  return kind === 'partial' ? partial : full || partial;
}

/**
 * How a valid code is shown and sent: the UK and Canada split the last three characters off
 * ('SW1A1AA' → 'SW1A 1AA', 'm5v3l9' → 'M5V 3L9'); France and India keep their digits.
 */
export function formatPostcode(input: string, market: Market): string {
  const value = normalisePostcode(input);
  if ((market === 'UK' || market === 'CA') && value.length > 3) return `${value.slice(0, -3)} ${value.slice(-3)}`;
  return value;
}
