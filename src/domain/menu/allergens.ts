/**
 * The 14 allergens UK and EU law makes a food business declare (Food Information Regulation
 * 1169/2011, Annex II), as the codes product content carries; the page words them in the customer's
 * language. In the regulation's order, which is the order customers see them in.
 */
export const ALLERGENS = [
  'celery',
  'gluten',
  'crustaceans',
  'egg',
  'fish',
  'lupin',
  'milk',
  'molluscs',
  'mustard',
  'nuts',
  'peanuts',
  'sesame',
  'soya',
  'sulphites',
] as const;
export type Allergen = (typeof ALLERGENS)[number];

export function isAllergen(code: string): code is Allergen {
  return (ALLERGENS as readonly string[]).includes(code);
}
