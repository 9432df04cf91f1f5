/**
 * Where the build puts the pictures (scripts/art/generate.ts) and where the page looks for them. The
 * catalogue seed names each product's and deal's own picture in its `img`; a picture that cannot load
 * (an operator's product added after the build) gives way to its type's fallback, which is precached
 * with the rest.
 */

export const FALLBACK_ART_TYPES = ['pizza', 'side', 'drink', 'dessert', 'dip', 'deal'] as const;

/** The fallback picture of a product type ('deal' for deals and discounts); unknown types use the side's. */
export function fallbackArtPath(type: string): string {
  return `/images/fallback/${(FALLBACK_ART_TYPES as readonly string[]).includes(type) ? type : 'side'}.svg`;
}
