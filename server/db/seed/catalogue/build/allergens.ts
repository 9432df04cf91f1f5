/**
 * The 14 regulated allergens (UK/EU list), as codes: content carries codes and the page words them
 * in the customer's language. Ingredient ids are shared by every market's toppings, sauces and cheeses.
 */
import type { Allergen } from '../../../../../src/domain/menu/allergens';

export type { Allergen };

const INGREDIENT_ALLERGENS: Readonly<Record<string, readonly Allergen[]>> = {
  mozzarella: ['milk'],
  'extra-mozzarella': ['milk'],
  'vegan-cheese': [],
  'garlic-parmesan': ['milk', 'egg'],
  'white-sauce': ['milk'],
  'makhani-sauce': ['milk', 'nuts'],
  pepperoni: ['sulphites'],
  'chicken-pepperoni': ['sulphites'],
  sausage: ['sulphites', 'mustard'],
  'chicken-sausage': ['sulphites'],
  merguez: ['sulphites'],
  ham: ['sulphites'],
  bacon: ['sulphites'],
  tuna: ['fish'],
  anchovies: ['fish'],
  feta: ['milk'],
  'goat-cheese': ['milk'],
  reblochon: ['milk'],
  emmental: ['milk'],
  'blue-cheese': ['milk'],
  'honey-cream': ['milk'],
  paneer: ['milk'],
  'chicken-tikka': ['milk', 'mustard'],
  'vegan-pepperoni': ['soya', 'gluten'],
  'black-olives': ['sulphites'],
};

export function allergensOf(ingredients: readonly string[], base: readonly Allergen[] = []): Allergen[] {
  const found = new Set<Allergen>(base);
  for (const ingredient of ingredients) for (const allergen of INGREDIENT_ALLERGENS[ingredient] ?? []) found.add(allergen);
  return [...found].sort();
}
