import type { SimpleProduct } from '../../../../../src/api/contract/catalogue';
import type { WebDisposition } from '../../../../../src/api/contract/common';
import type { Allergen } from './allergens';
import type { MenuEntry } from './types';

/**
 * Sides (kinds side, pasta, wings, melts, other), dips, desserts and drinks. A product with one
 * portion gives just a price; one with several (6 or 12 wings) gives its options.
 */

export interface SimpleKit {
  type: SimpleProduct['type'];
  taxCode: SimpleProduct['taxCode'];
  img: (id: string) => string;
}

export interface SimpleSpec {
  id: string;
  title: string;
  desc: string;
  kind: string;
  subtype?: string;
  /** One portion at this price (kcal optional), or named options `[id, name, price, kcal?]`. */
  price?: number;
  kcal?: number;
  options?: [string, string, number, number?][];
  popularity: number;
  allergens: Allergen[];
  /** Vegetarian unless false; vegan only when true. */
  veg?: boolean;
  vegan?: boolean;
  spice?: 0 | 1 | 2;
  glutenFree?: boolean;
  dealOnly?: boolean;
  hidden?: boolean;
  isNew?: boolean;
  taxCode?: SimpleProduct['taxCode'];
  dispositions?: WebDisposition[];
}

export function simpleProduct(kit: SimpleKit, spec: SimpleSpec): MenuEntry {
  const options = spec.options
    ? spec.options.map(([id, name, price, kcal]) => ({ id, name, price, ...(kcal !== undefined && { servingCalories: kcal }) }))
    : [{ id: 'regular', name: spec.title, price: spec.price ?? 0, ...(spec.kcal !== undefined && { servingCalories: spec.kcal }) }];
  if (spec.price === undefined && !spec.options) throw new Error(`${spec.id}: needs a price or options`);
  const record: SimpleProduct = {
    id: spec.id,
    type: kit.type,
    kind: spec.kind,
    ...(spec.subtype && { subtype: spec.subtype }),
    title: spec.title,
    desc: spec.desc,
    img: kit.img(spec.id),
    price: Math.min(...options.map((option) => option.price)),
    taxCode: spec.taxCode ?? kit.taxCode,
    hidden: spec.hidden ?? false,
    veg: spec.veg ?? true,
    vegan: spec.vegan ?? false,
    spice: spec.spice ?? 0,
    glutenFree: spec.glutenFree ?? false,
    glutenFreeAvailable: spec.glutenFree ?? false,
    dealOnly: spec.dealOnly ?? false,
    popularity: spec.popularity,
    ...(options[0]!.servingCalories !== undefined && { servingCalories: options[0]!.servingCalories }),
    isNew: spec.isNew ?? false,
    ...(spec.dispositions && { dispositions: spec.dispositions }),
    options,
  };
  return { record, allergens: spec.allergens };
}

/** The same kit for a list of specs. */
export function simpleProducts(kit: SimpleKit, specs: SimpleSpec[]): MenuEntry[] {
  return specs.map((spec) => simpleProduct(kit, spec));
}
