// What the dealbot asks of one item again and again, memoised by the smallest key that decides the
// answer, so that a class never seen before but built from known products costs map lookups
// (issue 18: a 5-item basket spent most of its time fitting and pricing its new classes against
// every option of ~47 candidate deals). Pure; every answer is the one the pricing engine gives
// (itemFitsOption, dealItemFacts, itemMenuPrice): the keys hold everything those functions read.
//
// Memos are keyed by the catalogue's products map (a catalogue is built once and never edited in
// place; a menu reload makes a new one, and weak keys let the old one go) and hold
// a bounded number of entries per table (memo.ts).
import { itemFitsOption, dealItemFacts, itemMenuPrice } from '../pricing/items';
import { propertiesOf } from '../pricing/item-properties';
import { memoTable, nestedMemoTable } from './memo';
import type { PricedChoiceItem } from '../pricing/deal-price';
import type { DealOptionFacts } from '../deals/types';
import type { BasketItemFacts, PricingCatalogue, PricingDeal } from '../pricing/types';

type Products = PricingCatalogue['products'];

/**
 * What decides whether an item fits a deal option (itemFitsOption reads nothing else of the item):
 * its product id, its size (a pizza) or option (a simple product), and the product of its second
 * half, told apart from "no second half" and "a second half naming no product".
 */
export function fitKey(item: BasketItemFacts): string {
  const properties = propertiesOf(item);
  const half = properties.secondHalf;
  const second = half === undefined ? 0 : [half.productId ?? null, half.id ?? null];
  return JSON.stringify([properties.productId ?? null, properties.size ?? null, properties.option ?? null, second]);
}

const fitsMemo = new WeakMap<Products, WeakMap<DealOptionFacts, Map<string, boolean>>>();

/** itemFitsOption, memoised per catalogue, option and fitKey. `key`: the item's fitKey when known. */
export function fitsOption(deal: PricingDeal, optionIndex: number, item: BasketItemFacts, catalogue: PricingCatalogue, key = fitKey(item)): boolean {
  const option = deal.options[optionIndex];
  if (!option) return false;
  const table = nestedMemoTable(fitsMemo, catalogue.products, option);
  let fits = table.get(key);
  if (fits === undefined) table.set(key, (fits = itemFitsOption(deal, optionIndex, item, catalogue)));
  return fits;
}

// A number per surcharge table object, so that deals sharing one (a deal's variants) share their facts.
const surchargeIds = new WeakMap<object, number>();
let nextSurchargeId = 1;

function surchargeId(deal: PricingDeal): number {
  const table = deal.rules.surcharges;
  if (!table) return 0;
  let id = surchargeIds.get(table);
  if (id === undefined) surchargeIds.set(table, (id = nextSurchargeId++));
  return id;
}

/**
 * What decides an item's facts in a deal option (dealItemPricing reads of the deal only the option's
 * size and free toppings and the deal's surcharge table): those, the decimals and the item's class key
 * (every property but where it sits; problem.ts classKey).
 */
export function dealFactsKey(deal: PricingDeal, optionIndex: number, classKey: string, decimals: number): string {
  const option = deal.options[optionIndex];
  // A catalogue read from storage may lack `free`; dealItemPricing then prices with none free.
  const free = option?.free as DealOptionFacts['free'] | undefined;
  return `${decimals}|${option?.size ?? ''}|${free?.additions ?? ''},${free?.swaps ?? ''}|${surchargeId(deal)}|${classKey}`;
}

const factsMemo = new WeakMap<Products, Map<string, PricedChoiceItem | null>>();

/** dealItemFacts, memoised per catalogue and dealFactsKey. `classKey`: problem.ts classKey of the item. */
export function dealFacts(deal: PricingDeal, optionIndex: number, item: BasketItemFacts, classKey: string, catalogue: PricingCatalogue, decimals: number): PricedChoiceItem | null {
  if (!deal.options[optionIndex]) return dealItemFacts(deal, optionIndex, item, catalogue, decimals);
  const table = memoTable(factsMemo, catalogue.products);
  const key = dealFactsKey(deal, optionIndex, classKey, decimals);
  let facts = table.get(key);
  if (facts === undefined) table.set(key, (facts = dealItemFacts(deal, optionIndex, item, catalogue, decimals)));
  return facts;
}

const menuMemo = new WeakMap<Products, WeakMap<object, Map<string, number>>>();

/**
 * itemMenuPrice(…).price, memoised per catalogue and stored properties object (records are never
 * edited in place: src/domain/basket/item.ts), so one optimise reads each item's price once.
 */
export function menuPrice(item: BasketItemFacts, catalogue: PricingCatalogue, decimals: number): number {
  const table = nestedMemoTable(menuMemo, catalogue.products, item.item.properties);
  const key = String(decimals);
  let price = table.get(key);
  if (price === undefined) table.set(key, (price = itemMenuPrice(item, catalogue, decimals).price));
  return price;
}
