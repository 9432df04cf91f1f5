import { z } from 'zod';

/**
 * Text the API accepts (issue 12): every string of the contract refuses a NUL character and a lone
 * UTF-16 surrogate, which PostgreSQL cannot store (a NUL in text, an unpaired surrogate in jsonb) and
 * which no customer types. One refinement, so a 400 names the field instead of the database answering
 * 500. Sizes are capped by each schema.
 */

/** A high surrogate not followed by a low one, or a low surrogate not preceded by a high one. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** True when the string has a NUL or a surrogate half without its pair. */
export function hasUnsafeCharacters(value: string): boolean {
  return value.includes('\u0000') || LONE_SURROGATE.test(value);
}

export const UNSAFE_TEXT_MESSAGE = 'must not contain NUL characters or unpaired surrogates';

/** A string of at most `max` characters (UTF-16 code units) that PostgreSQL can store. */
export const safeText = (max: number) =>
  z
    .string()
    .max(max)
    .refine((value) => !hasUnsafeCharacters(value), UNSAFE_TEXT_MESSAGE);

/** safeText after trimming: the length is counted on the trimmed text, as `z.string().trim().max()` did. */
export const safeTrimmedText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .refine((value) => !hasUnsafeCharacters(value), UNSAFE_TEXT_MESSAGE);

/** The serialised size of a JSON value, in UTF-16 code units; Infinity when it cannot be serialised. */
export function jsonLength(value: unknown): number {
  try {
    return JSON.stringify(value)?.length ?? 0;
  } catch {
    return Number.POSITIVE_INFINITY;
  }
}

/**
 * An opaque JSON value passed through (a wallet's data, a log entry's context): any shape, but at most
 * `maxChars` once serialised, so one field cannot carry the whole body. The body's nesting depth is
 * bounded before any schema runs (server/http/validate.ts).
 */
export const boundedJson = (maxChars: number) =>
  z.unknown().refine((value) => jsonLength(value) <= maxChars, `must be at most ${maxChars} characters as JSON`);
