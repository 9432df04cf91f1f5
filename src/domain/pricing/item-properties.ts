import { itemProperties, type ItemProperties, type PizzaChoice, type PizzaHalf } from '../basket/item';
import {
  defaultConfiguration,
  PIZZA_SIZES,
  priceHalfAndHalf,
  pricePizza,
  type FreeToppings,
  type PizzaConfiguration,
  type PizzaError,
  type PizzaSize,
  type PriceResult,
} from './pizza';
import type { BasketItemFacts, PizzaProductFacts, PricingCatalogue, PricingError, ProductRecordFacts, SimpleProductFacts } from './types';

/**
 * How a basket item's stored properties are read (our reading of spec 1 §3 basket item properties):
 * - `id` is the product id; pizzas carry size, crust, sauce, cheese and toppings, each defaulting to
 *   the product's default configuration at the size when absent (the optimiser payload may drop
 *   them); half-and-half pizzas carry `firstHalf` and `secondHalf` ({productId, size, crust, sauce,
 *   cheese, toppings}); `otherHalf` is read as `secondHalf` because the optimiser payload renames it
 *   (spec 1 §7). A missing `firstHalf` is the item's own configuration.
 * - simple products carry `option` (the first option when absent) and `modifiers` (ids, each charged);
 *   `dips` are the melts' included dip and cost nothing.
 * The properties' types are read once, in src/domain/basket/item.ts; this file applies the pricing
 * rules to that reading (an empty string is absent here).
 */

/** A stored string, '' read as absent: the pricing engine's reading of an id or a choice. */
export function text(value: string | undefined): string | null {
  return value === undefined || value === '' ? null : value;
}

/** The item's stored properties, typed (src/domain/basket/item.ts). */
export function propertiesOf(item: BasketItemFacts): ItemProperties {
  return itemProperties(item.item.properties);
}

/** The unit price the page last showed (properties.price): the fallback when the catalogue cannot price the item. */
export function storedItemPrice(item: BasketItemFacts): number {
  return propertiesOf(item).price ?? 0;
}

/** The catalogue product an item names (properties.id), if any. */
export function productOfItem(item: BasketItemFacts, catalogue: PricingCatalogue): ProductRecordFacts | undefined {
  const id = text(propertiesOf(item).productId);
  return id === null ? undefined : catalogue.products.get(id);
}

export function pricingError(code: PricingError['code'], item: BasketItemFacts, message: string): PricingError {
  return { code, lineId: item.id, message };
}

export function unknownProduct(item: BasketItemFacts): PricingError {
  return pricingError('unknown-product', item, `unknown product ${String(item.item.properties.id)}`);
}

// ── Pizzas ─────────────────────────────────────────────────────────────────────────────────────────

function isPizzaSize(value: string): value is PizzaSize {
  return (PIZZA_SIZES as readonly string[]).includes(value);
}

/** One pizza (or half) as configured: stored values over the product's defaults at the size. */
function pizzaConfiguration(product: PizzaProductFacts, choice: PizzaChoice, fallback: { size: string | null; crust: string | null }): PizzaConfiguration {
  const size = text(choice.size) ?? fallback.size ?? product.sizes[0]?.id ?? 'medium';
  const defaults = defaultConfiguration(product, isPizzaSize(size) ? size : undefined);
  return {
    productId: product.id,
    // An unknown size is kept as stored so that validation names it.
    size: size as PizzaSize,
    crust: text(choice.crust) ?? fallback.crust ?? defaults.crust,
    sauce: text(choice.sauce) ?? defaults.sauce,
    cheese: text(choice.cheese) ?? defaults.cheese,
    toppings: choice.toppings ? [...choice.toppings] : defaults.toppings,
  };
}

/** A half-and-half pizza's second half; `otherHalf` is its name in the optimiser payload (spec 1 §7). */
export function secondHalfOf(item: BasketItemFacts): PizzaHalf | null {
  return propertiesOf(item).secondHalf ?? null;
}

export function halfProductId(half: PizzaHalf): string | null {
  return text(half.productId) ?? text(half.id);
}

export type PizzaReading =
  | { ok: true; first: PizzaProductFacts; config: PizzaConfiguration; second: { product: PizzaProductFacts; config: PizzaConfiguration } | null }
  | { ok: false; error: PricingError };

/** The pizza an item describes, whole or half-and-half; `size` is a deal option's size when the item names none. */
export function readPizza(product: PizzaProductFacts, item: BasketItemFacts, catalogue: PricingCatalogue, size: string | null): PizzaReading {
  const properties = propertiesOf(item);
  const own = pizzaConfiguration(product, properties, { size, crust: null });
  const secondHalf = properties.secondHalf;
  if (!secondHalf) return { ok: true, first: product, config: own, second: null };
  const secondId = halfProductId(secondHalf);
  const second = secondId === null ? undefined : catalogue.products.get(secondId);
  if (!second || second.type !== 'pizza') {
    // Spec 1 §8: "Half-and-half pizza without a matching definition: error".
    return { ok: false, error: pricingError('half-and-half-without-definition', item, `no pizza ${String(secondId)} for the second half`) };
  }
  const shared = { size: own.size, crust: own.crust };
  const firstHalf = properties.firstHalf;
  const first = firstHalf ? pizzaConfiguration(product, firstHalf, shared) : own;
  return { ok: true, first: product, config: first, second: { product: second, config: pizzaConfiguration(second, secondHalf, shared) } };
}

export function pricePizzaReading(reading: Extract<PizzaReading, { ok: true }>, decimals: number, free: FreeToppings): PriceResult {
  return reading.second
    ? priceHalfAndHalf(reading.first, reading.second.product, { firstHalf: reading.config, secondHalf: reading.second.config }, { decimals, free })
    : pricePizza(reading.first, reading.config, { decimals, free });
}

export function invalidPizza(item: BasketItemFacts, errors: readonly PizzaError[]): PricingError {
  return pricingError('invalid-configuration', item, `invalid pizza: ${errors.map((error) => error.code).join(', ')}`);
}

export function sizePrice(product: PizzaProductFacts, size: string): number {
  return product.sizes.find((candidate) => candidate.id === size)?.price ?? product.price;
}

// ── Simple products ─────────────────────────────────────────────────────────────────────────────────

export type SimpleReading =
  | { ok: true; optionId: string; basePrice: number; modifiers: number }
  | { ok: false; error: PricingError; optionId: string | null; basePrice: number };

export function readSimple(product: SimpleProductFacts, item: BasketItemFacts): SimpleReading {
  const properties = propertiesOf(item);
  const wanted = text(properties.option);
  const option = wanted === null ? product.options[0] : product.options.find((candidate) => candidate.id === wanted);
  const fallbackBase = product.options[0]?.price ?? product.price;
  if (!option) {
    return { ok: false, error: pricingError('unknown-option', item, `${product.id} has no option ${String(wanted)}`), optionId: wanted, basePrice: fallbackBase };
  }
  let modifiers = 0;
  for (const id of properties.modifiers ?? []) {
    const modifier = product.modifiers?.find((candidate) => candidate.id === id);
    if (!modifier) {
      return { ok: false, error: pricingError('unknown-option', item, `${product.id} has no modifier ${id}`), optionId: option.id, basePrice: option.price };
    }
    modifiers += modifier.price;
  }
  return { ok: true, optionId: option.id, basePrice: option.price, modifiers };
}
