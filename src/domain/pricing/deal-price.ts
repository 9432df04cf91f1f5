/**
 * A deal's price with the customer's choices (spec 1 §3 Temporary deal choices: a price per deal;
 * §5 "Deal rules"): the deal's own surcharges (by product, price tier and crust), the price by the
 * deal's kind (fixed, cheapest rule, category percentage), and the "+£x" one configured item adds.
 * Pure: the deal page, the product editor, the dealbot and the server price deals with this.
 */

import type { DealFacts } from '../deals/types';

/** What the deal's surcharge table is asked about one chosen item. */
export interface SurchargeQuery {
  productId: string;
  variant: string | null;
  /** A pizza's price tier ('premium'); also the product's subtype. */
  subtype?: string;
  /** A pizza's crust id. */
  crust?: string;
  /** The crust's own menu surcharge at the chosen size, already inside the item's extras. */
  menuCrustSurcharge?: number;
}

/**
 * The deal's own surcharge for one chosen item (rules.surcharges): its product (`id:variant` first,
 * then the id), its price tier, and its crust. A crust the deal prices replaces the crust's menu
 * surcharge, which the item's extras already hold: cheesy bites at 2.50 in a bundle, not 3.00 + 2.50.
 */
export function dealSurcharge(rules: Pick<DealFacts['rules'], 'surcharges'>, item: SurchargeQuery): number {
  const table = rules.surcharges ?? {};
  const of = (key: string | null | undefined) => (key && Object.hasOwn(table, key) ? (table[key] ?? 0) : null);
  const product = of(item.variant ? `${item.productId}:${item.variant}` : null) ?? of(item.productId) ?? 0;
  const tier = item.subtype && item.subtype !== item.productId ? (of(item.subtype) ?? 0) : 0;
  const crust = of(item.crust);
  const crustChange = crust === null ? 0 : crust - (item.menuCrustSurcharge ?? 0);
  return roundCents(product + tier + crustChange);
}

/** A chosen item for pricing. */
export interface PricedChoiceItem {
  /** The product's menu price at the chosen size or option, before any extras. */
  basePrice: number;
  /** Extras of the chosen configuration (crust, extra toppings beyond the free ones); 0 for a plain choice. */
  extras: number;
  /** The deal's surcharge for this item (dealSurcharge). */
  surcharge: number;
}

/**
 * The deal's price with the customer's choices (spec 1 §3 Temporary deal choices: a price per deal).
 * - A cheapest rule (bogof, bogoh, bogtf, buy x get y): the items' menu prices with the cheapest
 *   `count` of them reduced by `parts` (1 free, 0.5 half price); their extras are charged in full
 *   when the rule keeps surcharges, else reduced too.
 * - A category deal with a value: that percentage off each item, extras included.
 * - Every other kind: the deal's fixed price plus each item's extras and surcharge.
 * Rule-priced deals with nothing chosen yet show their "from" price.
 */
export function dealPrice(deal: Pick<DealFacts, 'kind' | 'price' | 'value' | 'rules'>, items: readonly PricedChoiceItem[]): number {
  const cheapest = deal.rules.cheapest;
  if (cheapest) {
    if (items.length === 0) return deal.price;
    // A total order (price, then what is added on top): the same items in any order sum in the
    // same sequence, so a deal's price never differs by a cent with the order they were chosen in.
    const sorted = [...items].sort((a, b) => a.basePrice - b.basePrice || a.extras + a.surcharge - (b.extras + b.surcharge));
    const total = sorted.reduce((sum, item, index) => {
      const reduction = index < cheapest.count ? cheapest.parts : 0;
      const add = item.extras + item.surcharge;
      return sum + item.basePrice * (1 - reduction) + (cheapest.surcharge ? add : add * (1 - reduction));
    }, 0);
    return roundCents(Math.max(0, total));
  }
  if (deal.kind === 'category' && deal.value !== undefined && deal.value > 0) {
    if (items.length === 0) return deal.price;
    const share = 1 - Math.min(deal.value, 100) / 100;
    return roundCents(items.reduce((sum, item) => sum + (item.basePrice + item.extras) * share + item.surcharge, 0));
  }
  return roundCents(items.reduce((sum, item) => sum + item.extras + item.surcharge, deal.price));
}

/**
 * What one configured item adds to the deal's price over the same item chosen plain (no extras, no
 * deal surcharge): the "+£x" of the product editor's "Add to deal" button. It is priced by the deal
 * (dealPrice), so the button shows what the deal page then charges — the deal's own crust and tier
 * surcharges, a category deal's percentage off the extras, a cheapest rule's kept surcharges.
 */
export function dealItemCharge(deal: Pick<DealFacts, 'kind' | 'price' | 'value' | 'rules'>, item: PricedChoiceItem): number {
  return dealChoiceCharge(deal, [item], 0);
}

/**
 * What choice `index` adds to the deal's price, the other choices as they are: the deal priced with
 * it, less the deal priced with the same product plain (no extras, no deal surcharge). 10-G15: this
 * one figure is the "+£x" of the choice card, of the editor's add button and of each crust row in the
 * editor, and the amount the deal's total moves by ("Default toppings cost nothing; free toppings
 * follow per-deal free additions and swaps; extra toppings are charged at the cheaper price", S1 §5).
 * In a cheapest-rule deal it depends on the other choices (which item goes free), so they are passed.
 */
export function dealChoiceCharge(deal: Pick<DealFacts, 'kind' | 'price' | 'value' | 'rules'>, items: readonly PricedChoiceItem[], index: number): number {
  const item = items[index];
  if (!item) return 0;
  const plain = items.map((entry, at) => (at === index ? { basePrice: entry.basePrice, extras: 0, surcharge: 0 } : entry));
  return roundCents(Math.max(0, dealPrice(deal, items) - dealPrice(deal, plain)));
}

/**
 * Whether a deal's price depends on what is chosen (a cheapest rule, a category percentage): its card
 * then says "From {price}" (10-G15), the price its default choices reach (the seed keeps them equal;
 * tests/domain/pricing/seed-deals.test.ts checks every market). A fixed-price deal shows its price.
 */
export function dealPriceVaries(deal: Pick<DealFacts, 'kind' | 'value' | 'rules'>): boolean {
  return deal.rules.cheapest !== undefined || (deal.kind === 'category' && deal.value !== undefined && deal.value > 0);
}

function roundCents(value: number): number {
  return Math.round(value * 100) / 100;
}
