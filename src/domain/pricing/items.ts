import { optionAcceptsProduct, parseEntity } from '../deals/option-products';
import type { DealOptionFacts } from '../deals/types';
import { dealChoiceCharge, dealPrice, dealSurcharge, type PricedChoiceItem } from './deal-price';
import { roundMoney } from '../money/round';
import { NO_FREE_TOPPINGS } from './pizza';
import {
  halfProductId,
  invalidPizza,
  pricePizzaReading,
  productOfItem,
  propertiesOf,
  readPizza,
  readSimple,
  secondHalfOf,
  sizePrice,
  storedItemPrice,
  text,
  unknownProduct,
} from './item-properties';
import type { BasketItemFacts, PricingCatalogue, PricingDeal, PricingError, ProductRecordFacts } from './types';

export { productOfItem, storedItemPrice } from './item-properties';

/**
 * One basket item priced from the catalogue (spec 1 §3, §5, §9): à la carte, or as a deal prices it.
 * The product page, the deal page, the basket worker and the server call these, so an item never has
 * two prices. How the stored properties are read: item-properties.ts. A product the catalogue does not
 * know prices at the stored `price` with an error, so the page still shows something and the server
 * refuses the basket.
 */

export type ItemPrice = { ok: true; price: number } | { ok: false; error: PricingError; price: number };

// ── À la carte ──────────────────────────────────────────────────────────────────────────────────────

/** An item's à-la-carte unit price from the catalogue (pizza incl. half-and-half, simple option + modifiers), product decimals. */
export function itemMenuPrice(item: BasketItemFacts, catalogue: PricingCatalogue, decimals: number): ItemPrice {
  const fallback = storedItemPrice(item);
  const product = productOfItem(item, catalogue);
  if (!product) return { ok: false, error: unknownProduct(item), price: fallback };
  if (product.type === 'pizza') {
    const reading = readPizza(product, item, catalogue, null);
    if (!reading.ok) return { ok: false, error: reading.error, price: fallback };
    const priced = pricePizzaReading(reading, decimals, NO_FREE_TOPPINGS);
    return priced.ok ? { ok: true, price: priced.price } : { ok: false, error: invalidPizza(item, priced.errors), price: fallback };
  }
  const reading = readSimple(product, item);
  if (!reading.ok) return { ok: false, error: reading.error, price: fallback };
  return { ok: true, price: roundMoney(reading.basePrice + reading.modifiers, decimals) };
}

// ── In a deal ───────────────────────────────────────────────────────────────────────────────────────

/** The variant an item is at: a pizza's size, a simple product's option. */
function itemVariant(product: ProductRecordFacts, item: BasketItemFacts, option: DealOptionFacts): string | null {
  const properties = propertiesOf(item);
  if (product.type === 'pizza') return text(properties.size) ?? option.size ?? product.sizes[0]?.id ?? null;
  return text(properties.option) ?? product.options[0]?.id ?? null;
}

/** The option lists the product at this variant: an entity `id:variant`, else the option's size, else any. */
function optionOffersVariant(option: DealOptionFacts, productId: string, variant: string | null): boolean {
  return option.entities.some((entity) => {
    const parsed = parseEntity(entity);
    if (entity !== '*' && parsed.productId !== productId) return false;
    const required = (entity === '*' ? null : parsed.variant) ?? option.size ?? null;
    return required === null || required === variant;
  });
}

function productFitsOption(option: DealOptionFacts, product: ProductRecordFacts, variant: string | null): boolean {
  return optionAcceptsProduct(option, product) && optionOffersVariant(option, product.id, variant);
}

/**
 * Whether the item may fill option `optionIndex` of the deal: type, kind and subtype (mixed options,
 * wings and pasta as their own types), a listed entity, and the size or option variant the entity or
 * the option names. Both halves of a half-and-half pizza must fit.
 */
export function itemFitsOption(deal: PricingDeal, optionIndex: number, item: BasketItemFacts, catalogue: PricingCatalogue): boolean {
  const option = deal.options[optionIndex];
  const product = productOfItem(item, catalogue);
  if (!option || !product) return false;
  const variant = itemVariant(product, item, option);
  if (!productFitsOption(option, product, variant)) return false;
  const secondHalf = secondHalfOf(item);
  if (!secondHalf) return true;
  const secondId = halfProductId(secondHalf);
  const second = secondId === null ? undefined : catalogue.products.get(secondId);
  return second !== undefined && productFitsOption(option, second, variant);
}

/** A deal item priced, and what went wrong (the facts then come from the stored values). */
export interface DealItemPricing {
  facts: PricedChoiceItem;
  error: PricingError | null;
}

/**
 * What the deal page stored for an item the catalogue cannot price: its menu price at the time
 * (originalPrice, else price) and its extras, no deal surcharge — what the deal page always showed.
 */
function storedDealFacts(item: BasketItemFacts): PricedChoiceItem {
  const properties = propertiesOf(item);
  return { basePrice: properties.originalPrice ?? storedItemPrice(item), extras: properties.extras ?? 0, surcharge: 0 };
}

/**
 * Extras over the plain product, as the product editor stores them for a deal choice: the configured
 * price with the option's free toppings less the base, never negative, to the penny (also in India,
 * where a half-and-half base can be half a rupee).
 */
function extrasOver(price: number, basePrice: number): number {
  return roundMoney(Math.max(0, price - basePrice), 2);
}

/** The item as the deal prices it, or null when its product is unknown; `error` when its configuration is invalid. */
export function dealItemPricing(
  deal: PricingDeal,
  optionIndex: number,
  item: BasketItemFacts,
  catalogue: PricingCatalogue,
  decimals: number,
): DealItemPricing | null {
  const product = productOfItem(item, catalogue);
  if (!product) return null;
  const option = deal.options[optionIndex];
  if (product.type === 'pizza') {
    const reading = readPizza(product, item, catalogue, option?.size ?? null);
    if (!reading.ok) return { facts: storedDealFacts(item), error: reading.error };
    const { size, crust } = reading.config;
    // A half-and-half pizza's base is the mean of its halves' size prices, as the editor prices it.
    const basePrice = reading.second ? (sizePrice(product, size) + sizePrice(reading.second.product, size)) / 2 : sizePrice(product, size);
    const priced = pricePizzaReading(reading, decimals, option?.free ?? NO_FREE_TOPPINGS);
    const surcharge = dealSurcharge(deal.rules, {
      productId: product.id,
      variant: size,
      subtype: product.subtype,
      crust,
      menuCrustSurcharge: product.crusts.find((candidate) => candidate.id === crust)?.surcharge[size] ?? 0,
    });
    if (!priced.ok) return { facts: { basePrice, extras: propertiesOf(item).extras ?? 0, surcharge }, error: invalidPizza(item, priced.errors) };
    return { facts: { basePrice, extras: extrasOver(priced.price, basePrice), surcharge }, error: null };
  }
  const reading = readSimple(product, item);
  const surcharge = dealSurcharge(deal.rules, { productId: product.id, variant: reading.optionId, subtype: product.subtype });
  if (!reading.ok) return { facts: { basePrice: reading.basePrice, extras: 0, surcharge }, error: reading.error };
  return { facts: { basePrice: reading.basePrice, extras: roundMoney(reading.modifiers, 2), surcharge }, error: null };
}

/** The item as the deal prices it (basePrice at its size/option, extras with the option's free toppings, the deal's surcharge); null when its product is unknown. */
export function dealItemFacts(
  deal: PricingDeal,
  optionIndex: number,
  item: BasketItemFacts,
  catalogue: PricingCatalogue,
  decimals: number,
): PricedChoiceItem | null {
  return dealItemPricing(deal, optionIndex, item, catalogue, decimals)?.facts ?? null;
}

/** A deal's items priced, unknown products at their stored values, with every error found. */
export function dealItemsPricing(
  deal: PricingDeal,
  items: readonly { optionIndex: number; item: BasketItemFacts }[],
  catalogue: PricingCatalogue,
  decimals: number,
): { facts: PricedChoiceItem[]; errors: PricingError[] } {
  const facts: PricedChoiceItem[] = [];
  const errors: PricingError[] = [];
  for (const { optionIndex, item } of items) {
    const priced = dealItemPricing(deal, optionIndex, item, catalogue, decimals);
    if (!priced) {
      facts.push(storedDealFacts(item));
      errors.push(unknownProduct(item));
      continue;
    }
    facts.push(priced.facts);
    if (priced.error) errors.push(priced.error);
  }
  return { facts, errors };
}

/**
 * What a deal line costs at the product decimals, with the errors met pricing it: dealPrice over its
 * items' facts. A gift card (kind giftcard) is a credit of its value, whatever it holds; the basket
 * total keeps the price to pay from going below zero (spec 1 §5).
 */
export function dealLinePrice(
  deal: PricingDeal,
  items: readonly { optionIndex: number; item: BasketItemFacts }[],
  catalogue: PricingCatalogue,
  decimals: number,
): { price: number; errors: PricingError[] } {
  if (deal.kind === 'giftcard') return { price: roundMoney(-(deal.value ?? deal.price), decimals), errors: [] };
  const { facts, errors } = dealItemsPricing(deal, items, catalogue, decimals);
  return { price: roundMoney(dealPrice(deal, facts), decimals), errors };
}

/** dealPrice over dealItemFacts; giftcard kind: −value (a credit). */
export function priceDealItems(
  deal: PricingDeal,
  items: readonly { optionIndex: number; item: BasketItemFacts }[],
  catalogue: PricingCatalogue,
  decimals: number,
): number {
  return dealLinePrice(deal, items, catalogue, decimals).price;
}

/**
 * What each item adds to the deal's price (dealChoiceCharge over the items' facts, product decimals):
 * the deal page's choice cards and the product editor's add button show these (10-G15), and the deal
 * line priced by priceDealItems moves by exactly this amount when the item is customised.
 */
export function dealItemCharges(
  deal: PricingDeal,
  items: readonly { optionIndex: number; item: BasketItemFacts }[],
  catalogue: PricingCatalogue,
  decimals: number,
): number[] {
  const { facts } = dealItemsPricing(deal, items, catalogue, decimals);
  return facts.map((_, index) => roundMoney(dealChoiceCharge(deal, facts, index), decimals));
}
