import { roundMoney } from '../money/round';

/**
 * The price of a configured pizza and the rules a configuration must keep (spec 1 §3 Pizza, §5
 * Half-and-half, §9). Pure: the product record comes in as an argument, so the editor, the basket
 * worker and the server price a pizza with the very same code.
 *
 * A whole pizza costs: its size price + the crust's surcharge at that size + the chosen sauce and
 * cheese when they are not the pizza's defaults + each added topping's price at that size. Default
 * toppings cost nothing, and removing one gives no money back. Free additions and swaps (from a
 * deal option) cover the dearest added toppings first, so what is still charged is the cheaper ones
 * ("extra toppings are charged at the cheaper price").
 *
 * Half-and-half: both halves share size and crust; each half costs 50 % of that half's own whole-
 * pizza price, and the pizza is the sum of the halves, rounded once to the market's decimals.
 */

export const PIZZA_SIZES = ['personal', 'small', 'medium', 'large'] as const;
export type PizzaSize = (typeof PIZZA_SIZES)[number];

/** Half-and-half price share of each half (spec 1 §9). */
export const HALF_SHARE = 0.5;

/** Crusts never offered for half-and-half (spec 1 §5), whatever a product record says. */
export const HALF_AND_HALF_EXCLUDED_CRUSTS: readonly string[] = ['garlic-butter-stuffed', 'pepperoni-stuffed', 'san-francisco'];

type PerSize = Partial<Record<PizzaSize, number>>;

/** The parts of a pizza product record that pricing reads (the catalogue contract's PizzaProduct). */
export interface PizzaRecord {
  id: string;
  halvable: boolean;
  sizes: readonly { id: PizzaSize; price: number }[];
  crusts: readonly { id: string; surcharge: PerSize; halfAndHalf: boolean }[];
  sauces: readonly { id: string; price: number }[];
  cheeses: readonly { id: string; price: number }[];
  toppings: readonly { id: string; price: PerSize }[];
  defaultOptions: { sauce: string; cheese: string; toppings: readonly string[] };
  maxAdditions: number;
  maxRemovals: number;
}

/** One pizza as configured: the product, its size and crust, and what goes on top. */
export interface PizzaConfiguration {
  productId: string;
  size: PizzaSize;
  crust: string;
  sauce: string;
  cheese: string;
  /** Every topping on the pizza: the defaults kept plus the ones added. */
  toppings: readonly string[];
}

export interface HalfAndHalfConfiguration {
  firstHalf: PizzaConfiguration;
  secondHalf: PizzaConfiguration;
}

/** Toppings a deal gives for free (spec 1 §3 Deal option `free`). */
export interface FreeToppings {
  /** Extra toppings at no charge. */
  additions: number;
  /** A removed default topping may be replaced by another at no charge, this many times. */
  swaps: number;
}

export const NO_FREE_TOPPINGS: FreeToppings = { additions: 0, swaps: 0 };

export interface PricingOptions {
  /** Digits after the decimal point for product prices in the market (India 0, others 2). */
  decimals: number;
  free?: FreeToppings;
}

export type PizzaError =
  | { code: 'product-mismatch'; productId: string }
  | { code: 'unknown-size'; productId: string; size: string }
  | { code: 'unknown-crust'; productId: string; crust: string }
  | { code: 'crust-not-for-size'; productId: string; crust: string; size: PizzaSize }
  | { code: 'unknown-sauce'; productId: string; sauce: string }
  | { code: 'unknown-cheese'; productId: string; cheese: string }
  | { code: 'unknown-topping'; productId: string; topping: string }
  | { code: 'too-many-additions'; productId: string; max: number; count: number }
  | { code: 'too-many-removals'; productId: string; max: number; count: number }
  | { code: 'not-halvable'; productId: string }
  | { code: 'halves-differ'; field: 'size' | 'crust' }
  | { code: 'crust-not-for-half-and-half'; crust: string };

export type PizzaErrorCode = PizzaError['code'];

export type PriceResult = { ok: true; price: number } | { ok: false; errors: PizzaError[] };

/** What changed from the pizza's defaults: toppings added and default toppings taken off. */
export function toppingChanges(
  record: Pick<PizzaRecord, 'defaultOptions'>,
  toppings: readonly string[],
): { added: string[]; removed: string[] } {
  const chosen = new Set(toppings);
  const defaults = new Set(record.defaultOptions.toppings);
  return {
    added: [...chosen].filter((id) => !defaults.has(id)),
    removed: [...defaults].filter((id) => !chosen.has(id)),
  };
}

/** The configuration a listed pizza starts from: first size, first crust for it, default toppings (04-G28). */
export function defaultConfiguration(record: PizzaRecord, size?: PizzaSize): PizzaConfiguration {
  const chosenSize = size && record.sizes.some((s) => s.id === size) ? size : (record.sizes[0]?.id ?? 'medium');
  const crust = record.crusts.find((c) => c.surcharge[chosenSize] !== undefined) ?? record.crusts[0];
  return {
    productId: record.id,
    size: chosenSize,
    crust: crust?.id ?? '',
    sauce: firstDefault(record.sauces, record.defaultOptions.sauce),
    cheese: firstDefault(record.cheeses, record.defaultOptions.cheese),
    toppings: record.defaultOptions.toppings.filter((id) => record.toppings.some((topping) => topping.id === id)),
  };
}

/** "Sauce and cheese default to the first default of those options" (spec 1 §3): the named one, else the first listed. */
function firstDefault(options: readonly { id: string }[], preferred: string): string {
  return options.some((option) => option.id === preferred) ? preferred : (options[0]?.id ?? preferred);
}

/** Whether a crust can be chosen at a size (its surcharge lists the size). */
export function crustAvailable(record: Pick<PizzaRecord, 'crusts'>, crustId: string, size: PizzaSize): boolean {
  return record.crusts.some((crust) => crust.id === crustId && crust.surcharge[size] !== undefined);
}

/** Whether a crust may be used for a half-and-half pizza (named exclusions and the record's flag). */
export function crustAllowedForHalfAndHalf(record: Pick<PizzaRecord, 'crusts'>, crustId: string): boolean {
  if (HALF_AND_HALF_EXCLUDED_CRUSTS.includes(crustId)) return false;
  return record.crusts.find((crust) => crust.id === crustId)?.halfAndHalf ?? false;
}

/** Every rule one whole pizza (or one half) breaks; empty when it is fine. */
export function validatePizza(record: PizzaRecord, config: PizzaConfiguration): PizzaError[] {
  const productId = record.id;
  const errors: PizzaError[] = [];
  if (config.productId !== productId) errors.push({ code: 'product-mismatch', productId: config.productId });
  if (!record.sizes.some((size) => size.id === config.size)) {
    errors.push({ code: 'unknown-size', productId, size: config.size });
  }
  if (!record.crusts.some((crust) => crust.id === config.crust)) {
    errors.push({ code: 'unknown-crust', productId, crust: config.crust });
  } else if (!crustAvailable(record, config.crust, config.size)) {
    errors.push({ code: 'crust-not-for-size', productId, crust: config.crust, size: config.size });
  }
  if (!record.sauces.some((sauce) => sauce.id === config.sauce)) {
    errors.push({ code: 'unknown-sauce', productId, sauce: config.sauce });
  }
  if (!record.cheeses.some((cheese) => cheese.id === config.cheese)) {
    errors.push({ code: 'unknown-cheese', productId, cheese: config.cheese });
  }
  for (const topping of new Set(config.toppings)) {
    if (!record.toppings.some((known) => known.id === topping)) errors.push({ code: 'unknown-topping', productId, topping });
  }
  const { added, removed } = toppingChanges(record, config.toppings);
  if (added.length > record.maxAdditions) {
    errors.push({ code: 'too-many-additions', productId, max: record.maxAdditions, count: added.length });
  }
  if (removed.length > record.maxRemovals) {
    errors.push({ code: 'too-many-removals', productId, max: record.maxRemovals, count: removed.length });
  }
  return errors;
}

/** The rules of a half-and-half pizza: both halves valid, halvable, same size and crust, crust allowed. */
export function validateHalfAndHalf(
  first: PizzaRecord,
  second: PizzaRecord,
  config: HalfAndHalfConfiguration,
): PizzaError[] {
  const errors = [...validatePizza(first, config.firstHalf), ...validatePizza(second, config.secondHalf)];
  for (const record of [first, second]) {
    if (!record.halvable) errors.push({ code: 'not-halvable', productId: record.id });
  }
  if (config.firstHalf.size !== config.secondHalf.size) errors.push({ code: 'halves-differ', field: 'size' });
  if (config.firstHalf.crust !== config.secondHalf.crust) errors.push({ code: 'halves-differ', field: 'crust' });
  const crusts = new Set([config.firstHalf.crust, config.secondHalf.crust]);
  for (const crust of crusts) {
    const allowed = crustAllowedForHalfAndHalf(first, crust) && crustAllowedForHalfAndHalf(second, crust);
    if (!allowed) errors.push({ code: 'crust-not-for-half-and-half', crust });
  }
  return errors;
}

/**
 * The unrounded whole-pizza price of a configuration that passed validation. Prices missing from a
 * record (an unknown id) count as 0 here; validation is what reports them.
 */
export function wholePizzaAmount(record: PizzaRecord, config: PizzaConfiguration, free: FreeToppings = NO_FREE_TOPPINGS): number {
  const base = record.sizes.find((size) => size.id === config.size)?.price ?? 0;
  const crust = record.crusts.find((c) => c.id === config.crust)?.surcharge[config.size] ?? 0;
  const sauce =
    config.sauce === record.defaultOptions.sauce ? 0 : (record.sauces.find((s) => s.id === config.sauce)?.price ?? 0);
  const cheese =
    config.cheese === record.defaultOptions.cheese ? 0 : (record.cheeses.find((c) => c.id === config.cheese)?.price ?? 0);
  return base + crust + sauce + cheese + extraToppingsAmount(record, config, free);
}

/** Added toppings' prices at the size, minus the free ones (the dearest go free first). */
export function extraToppingsAmount(
  record: PizzaRecord,
  config: Pick<PizzaConfiguration, 'size' | 'toppings'>,
  free: FreeToppings = NO_FREE_TOPPINGS,
): number {
  const { added, removed } = toppingChanges(record, config.toppings);
  const prices = added
    .map((id) => record.toppings.find((topping) => topping.id === id)?.price[config.size] ?? 0)
    .sort((a, b) => b - a);
  const freeCount = Math.max(0, free.additions) + Math.min(Math.max(0, free.swaps), removed.length);
  return prices.slice(freeCount).reduce((sum, price) => sum + price, 0);
}

/** The price of a whole pizza, rounded to the market's product decimals, or the rules it breaks. */
export function pricePizza(record: PizzaRecord, config: PizzaConfiguration, options: PricingOptions): PriceResult {
  const errors = validatePizza(record, config);
  if (errors.length > 0) return { ok: false, errors };
  return { ok: true, price: roundMoney(wholePizzaAmount(record, config, options.free), options.decimals) };
}

/** Each half's whole-pizza price and its 50 % share, unrounded (for showing how the price is made). */
export function halfAndHalfParts(
  first: PizzaRecord,
  second: PizzaRecord,
  config: HalfAndHalfConfiguration,
  free: FreeToppings = NO_FREE_TOPPINGS,
): { firstFull: number; secondFull: number; firstHalf: number; secondHalf: number } {
  const firstFull = wholePizzaAmount(first, config.firstHalf, free);
  const secondFull = wholePizzaAmount(second, config.secondHalf, free);
  return { firstFull, secondFull, firstHalf: firstFull * HALF_SHARE, secondHalf: secondFull * HALF_SHARE };
}

/**
 * The price of a half-and-half pizza: 50 % of each half's whole price, summed and rounded once to
 * the market's decimals (spec 1 §5, §9). A deal's free toppings apply to each half on its own.
 */
export function priceHalfAndHalf(
  first: PizzaRecord,
  second: PizzaRecord,
  config: HalfAndHalfConfiguration,
  options: PricingOptions,
): PriceResult {
  const errors = validateHalfAndHalf(first, second, config);
  if (errors.length > 0) return { ok: false, errors };
  const parts = halfAndHalfParts(first, second, config, options.free);
  return { ok: true, price: roundMoney(parts.firstHalf + parts.secondHalf, options.decimals) };
}
