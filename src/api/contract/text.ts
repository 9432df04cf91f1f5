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
