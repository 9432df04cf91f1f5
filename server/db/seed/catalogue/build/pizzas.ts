import type { PizzaProduct, PizzaSize } from '../../../../../src/api/contract/catalogue';
import type { ProductType, WebDisposition } from '../../../../../src/api/contract/common';
import { allergensOf } from './allergens';
import { roundMoney, taxBreakdown } from './money';
import type { MenuEntry } from './types';

/**
 * A market's pizza building blocks (sizes, crusts, sauces, cheeses, toppings and price tiers),
 * written once per market; every pizza is composed from them by `pizza()`.
 */

type SizePrices = Partial<Record<PizzaSize, number>>;
type Crust = PizzaProduct['crusts'][number];
type Topping = PizzaProduct['toppings'][number];
type Sauce = PizzaProduct['sauces'][number];

const SIZE_ORDER: readonly PizzaSize[] = ['personal', 'small', 'medium', 'large'];

/** Half-and-half is not offered on these crusts (spec 1 §5); the crust records carry it as halfAndHalf false. */
export const HALF_AND_HALF_EXCLUDED_CRUSTS = ['garlic-butter-stuffed', 'pepperoni-stuffed', 'san-francisco'] as const;

/** Limited-edition versions of the standard crusts (spec 1 §5 "plus limited versions"). */
export const LIMITED_CRUSTS = ['pretzel-cheesy-bites'] as const;

export const GLUTEN_FREE_CRUST = 'gluten-free';

export interface PizzaKit {
  decimals: 0 | 2;
  /** Extra and removed toppings allowed per pizza: the market config's orderRules (03-G3). */
  toppingLimits: { additions: number; removals: number };
  taxCode: PizzaProduct['taxCode'];
  /** Tax rate of taxCode, for the pizzas that show a priceBreakdown. */
  taxRate: number;
  img: (id: string) => string;
  sizeNames: Partial<Record<PizzaSize, string>>;
  /** kcal of one slice of a plain cheese pizza, per size; each topping adds 6 %. */
  sliceCalories: Partial<Record<PizzaSize, number>>;
  /** Base price per size of each price tier (the pizza's subtype). */
  tiers: Record<string, SizePrices>;
  crusts: Crust[];
  sauces: Sauce[];
  cheeses: Sauce[];
  toppings: Topping[];
}

/** Crust records from `id → [name, surcharge per size]`; half-and-half and limited come from the lists above. */
export function crustList(crusts: Record<string, [string, SizePrices]>): Crust[] {
  return Object.entries(crusts).map(([id, [name, surcharge]]) => ({
    id,
    name,
    surcharge,
    halfAndHalf: !(HALF_AND_HALF_EXCLUDED_CRUSTS as readonly string[]).includes(id),
    limited: (LIMITED_CRUSTS as readonly string[]).includes(id),
  }));
}

type ToppingKind = Topping['kind'];

/**
 * Topping records from `[id, name, kind, premium?]`: meat and fish are not vegetarian, cheese is
 * vegetarian but not vegan, veg is both. Premium toppings cost the premium price per size.
 */
export function toppingList(
  prices: { standard: SizePrices; premium: SizePrices },
  toppings: [string, string, ToppingKind, 'premium'?][],
): Topping[] {
  return toppings.map(([id, name, kind, premium]) => ({
    id,
    name,
    kind,
    veg: kind === 'veg' || kind === 'cheese',
    vegan: kind === 'veg',
    price: premium ? prices.premium : prices.standard,
  }));
}

export interface PizzaSpec {
  id: string;
  title: string;
  desc: string;
  /** Price tier from the kit; also the product's subtype. */
  tier: string;
  toppings: string[];
  sauce?: string;
  cheese?: string;
  popularity: number;
  vegan?: boolean;
  spice?: 0 | 1 | 2;
  isNew?: boolean;
  hidden?: boolean;
  dealOnly?: boolean;
  /** Offered as a half of a half-and-half pizza; default true. */
  halvable?: boolean;
  glutenFreeAvailable?: boolean;
  originalPrice?: number;
  /** Show a net/tax priceBreakdown of the listed price. */
  priceBreakdown?: boolean;
  original?: { id: string; type: ProductType };
  dispositions?: WebDisposition[];
}

export function pizza(kit: PizzaKit, spec: PizzaSpec): MenuEntry {
  const tier = kit.tiers[spec.tier];
  if (!tier) throw new Error(`pizza ${spec.id}: unknown tier ${spec.tier}`);
  const sauce = spec.sauce ?? kit.sauces[0]!.id;
  const cheese = spec.cheese ?? kit.cheeses[0]!.id;
  const toppings = spec.toppings.map((id) => {
    const topping = kit.toppings.find((candidate) => candidate.id === id);
    if (!topping) throw new Error(`pizza ${spec.id}: unknown topping ${id}`);
    return topping;
  });
  if (spec.vegan && toppings.some((topping) => !topping.vegan)) throw new Error(`pizza ${spec.id}: vegan with a non-vegan topping`);

  const sizes = SIZE_ORDER.filter((size) => tier[size] !== undefined).map((size) => ({
    id: size,
    name: kit.sizeNames[size] ?? size,
    price: tier[size]!,
    servingCalories: Math.round((kit.sliceCalories[size] ?? 200) * (1 + 0.06 * toppings.length)),
  }));
  const crusts = kit.crusts.filter(
    (crust) =>
      (crust.id !== GLUTEN_FREE_CRUST || spec.glutenFreeAvailable === true) &&
      sizes.some((size) => crust.surcharge[size.id] !== undefined),
  );
  const cheapest = Math.min(...sizes.map((size) => size.price));
  const veg =
    toppings.every((topping) => topping.veg) &&
    kit.sauces.find((candidate) => candidate.id === sauce)!.veg &&
    kit.cheeses.find((candidate) => candidate.id === cheese)!.veg;

  const record: PizzaProduct = {
    id: spec.id,
    type: 'pizza',
    kind: 'pizza',
    subtype: spec.tier,
    title: spec.title,
    desc: spec.desc,
    img: kit.img(spec.id),
    price: cheapest,
    cheapestPrice: cheapest,
    ...(spec.originalPrice !== undefined && { originalPrice: spec.originalPrice }),
    taxCode: kit.taxCode,
    hidden: spec.hidden ?? false,
    veg,
    vegan: spec.vegan ?? false,
    spice: spec.spice ?? 0,
    glutenFree: false,
    glutenFreeAvailable: spec.glutenFreeAvailable ?? false,
    dealOnly: spec.dealOnly ?? false,
    popularity: spec.popularity,
    servingCalories: sizes[0]!.servingCalories,
    isNew: spec.isNew ?? false,
    ...(spec.priceBreakdown && { priceBreakdown: taxBreakdown(cheapest, kit.taxRate, kit.decimals) }),
    ...(spec.original && { originalId: spec.original.id, originalType: spec.original.type }),
    ...(spec.dispositions && { dispositions: spec.dispositions }),
    halvable: spec.halvable ?? !spec.dealOnly,
    sizes,
    crusts,
    sauces: kit.sauces,
    cheeses: kit.cheeses,
    toppings: kit.toppings,
    defaultOptions: { sauce, cheese, toppings: spec.toppings },
    maxAdditions: kit.toppingLimits.additions,
    maxRemovals: kit.toppingLimits.removals,
  };
  if (roundMoney(cheapest, kit.decimals) !== cheapest) throw new Error(`pizza ${spec.id}: price not in market decimals`);
  return { record, allergens: allergensOf([sauce, cheese, ...spec.toppings], ['gluten']) };
}
