// What each deal choice adds to the deal's price (10-G15), for the deal page's choice cards and the
// product editor's add button and crust rows: one function, dealItemCharges, the amount by which
// priceDealItems (the deal's total) moves. Pure.
import { dealItemCharges } from './items';
import type { BasketItemFacts, PricingCatalogue, PricingDeal } from './types';

/** A chosen item as the deal page keeps it (src/atoms/deal-choices DealChoiceItem). */
export interface ChoiceItemFacts {
  type: string;
  productId: string;
  /** What the editor charged beyond the plain product. */
  price: number;
  originalPrice: number;
  properties: Record<string, unknown>;
}

export interface ChoiceFacts {
  optionIndex: number;
  items: readonly ChoiceItemFacts[];
}

/** A chosen item as a basket item, for the pricing engine (the deal page's priceOfChoices reads it the same way). */
function asBasketItem(item: ChoiceItemFacts): BasketItemFacts {
  return {
    id: item.productId,
    dealId: null,
    item: { type: item.type, properties: { ...item.properties, id: item.productId, extras: item.price, originalPrice: item.originalPrice } },
  };
}

function productCatalogue(productsById: ReadonlyMap<string, unknown>): PricingCatalogue {
  return { products: productsById as PricingCatalogue['products'], deals: new Map(), discounts: new Map() };
}

/** The choices' items in the pricing engine's shape, with the choice each came from. */
function choiceEntries(choices: Readonly<Record<number, ChoiceFacts>>) {
  return Object.entries(choices).flatMap(([choiceId, choice]) =>
    choice.items.map((item) => ({ choiceId: Number(choiceId), optionIndex: choice.optionIndex, item: asBasketItem(item) })),
  );
}

/**
 * What each choice adds to the deal's price (10-G15): the pricing engine's dealItemCharges, the
 * very figure by which priceOfChoices moves, summed over a choice's items (a dips group holds several).
 */
export function chargesOfChoices(
  deal: PricingDeal,
  choices: Readonly<Record<number, ChoiceFacts>>,
  productsById: ReadonlyMap<string, unknown>,
  decimals = 2,
): Map<number, number> {
  const entries = choiceEntries(choices);
  const charges = dealItemCharges(deal, entries, productCatalogue(productsById), decimals);
  const byChoice = new Map<number, number>();
  entries.forEach((entry, index) => byChoice.set(entry.choiceId, (byChoice.get(entry.choiceId) ?? 0) + (charges[index] ?? 0)));
  return byChoice;
}

/**
 * What `item` would add to the deal's price in choice `choiceId`, the other choices as they are: the
 * product editor's "Add to deal +£x" and its crust rows, by the function the choice card and the
 * total use (10-G15).
 */
export function chargeOfReplacement(
  deal: PricingDeal,
  choices: Readonly<Record<number, ChoiceFacts>>,
  target: { choiceId: number; optionIndex: number },
  item: ChoiceItemFacts,
  productsById: ReadonlyMap<string, unknown>,
  decimals = 2,
): number {
  const next: Record<number, ChoiceFacts> = { ...choices };
  next[target.choiceId] = { optionIndex: target.optionIndex, items: [item] };
  return chargesOfChoices(deal, next, productsById, decimals).get(target.choiceId) ?? 0;
}
