// The basket as the solver's abstract problem (spec 1 §3 Dealbot): which lines the dealbot may
// regroup, the item classes, and the candidate deals with their options. Pure.
import { isInValueRange } from '../deals/basket-rules';
import { dealChoiceSlots } from '../deals/choice-slots';
import { dealPrice, type PricedChoiceItem } from '../pricing/deal-price';
import { roundMoney } from '../money/round';
import { itemMenuPrice, priceDealItems } from '../pricing/items';
import type { BasketDealFacts, BasketItemFacts, PricingBasket, PricingCatalogue, PricingDeal } from '../pricing/types';
import { NO_DEAL_ID } from '../basket/ids';
import { dealFacts, fitKey, fitsOption } from './item-facts';
import { memoTable } from './memo';
import type { SolverDeal, SolverProblem } from './solver';
import type { OptimiseContext } from './types';

/** Kinds that fix a standard price; at most one of them in a basket (spec 1 §5). */
export const PRICE_TYPE_KINDS: readonly string[] = ['std-pizza-price', 'std-drink-price'];

/** Properties that say where an item sits, not what it is: items differing only in these are interchangeable. */
export const PLACE_PROPERTIES: readonly string[] = ['basketItemID', 'basketDealID', 'choiceId', 'optionIndex'];

export interface BasketLines {
  /** Basket deals the dealbot must leave as they are, with their items. */
  kept: { entry: BasketDealFacts; items: BasketItemFacts[] }[];
  /** Basket deals it may break up. */
  pooledDeals: { entry: BasketDealFacts; items: BasketItemFacts[] }[];
  /** Items outside every deal. */
  loose: BasketItemFacts[];
}

/**
 * A basket deal stays when the dealbot could not make it again: redeemed with loyalty points, a
 * gift card, a loyalty, locked or hidden deal, a discount, or a deal the catalogue no longer has.
 */
function mustKeep(entry: BasketDealFacts, catalogue: PricingCatalogue): boolean {
  const deal = catalogue.deals.get(entry.deal.id);
  if (!deal || entry.deal.redeemId) return true;
  return deal.type !== 'deal' || deal.kind === 'giftcard' || deal.loyalty || deal.hidden || deal.locked === true;
}

export function basketLines(basket: PricingBasket, catalogue: PricingCatalogue): BasketLines {
  const itemsOf = new Map<string, BasketItemFacts[]>();
  const loose: BasketItemFacts[] = [];
  for (const item of Object.values(basket.items)) {
    const inDeal = item.dealId !== null && item.dealId !== NO_DEAL_ID && Object.hasOwn(basket.deals, item.dealId);
    if (inDeal) itemsOf.set(item.dealId as string, [...(itemsOf.get(item.dealId as string) ?? []), item]);
    else loose.push(item);
  }
  const lines: BasketLines = { kept: [], pooledDeals: [], loose };
  for (const [basketId, entry] of Object.entries(basket.deals)) {
    const line = { entry, items: itemsOf.get(basketId) ?? [] };
    (mustKeep(entry, catalogue) ? lines.kept : lines.pooledDeals).push(line);
  }
  return lines;
}

/** The option index an item in a deal was stored with (0 when missing). */
export function storedOptionIndex(item: BasketItemFacts): number {
  const value = Number(item.item.properties.optionIndex);
  return Number.isInteger(value) && value >= 0 ? value : 0;
}

/** What a basket deal line costs now (product decimals); a deal the catalogue lacks costs its stored price. */
export function dealLineCost(line: { entry: BasketDealFacts; items: readonly BasketItemFacts[] }, catalogue: PricingCatalogue, decimals: number): number {
  const deal = catalogue.deals.get(line.entry.deal.id);
  if (!deal) return line.entry.deal.price;
  return priceDealItems(deal, line.items.map((item) => ({ optionIndex: storedOptionIndex(item), item })), catalogue, decimals);
}

/** Interchangeable items share a key: their type and every property but where they sit. */
export function classKey(item: BasketItemFacts): string {
  const properties = item.item.properties;
  const what = Object.keys(properties)
    .filter((key) => !PLACE_PROPERTIES.includes(key))
    .sort()
    .map((key) => [key, properties[key]]);
  return JSON.stringify([item.item.type, what]);
}

export interface ItemClass {
  key: string;
  items: BasketItemFacts[];
  loose: number;
}

// Memos for the facts the dealbot reads again on every basket (a server or worker prices many baskets
// against one catalogue). Keyed by the catalogue's products map and the deal object: a catalogue is
// built once (buildPricingCatalogue) and never edited in place, so what was found for it stays true;
// a new catalogue (a menu reload) has new maps and starts afresh. Weak keys let dropped catalogues go.
// Each per-key table is bounded (memo.ts).
const looseMemo = new WeakMap<PricingCatalogue['products'], Map<string, number>>();
const factsMemo = new WeakMap<PricingCatalogue['products'], WeakMap<PricingDeal, Map<string, (PricedChoiceItem | null)[]>>>();
const boundsMemo = new WeakMap<PricingDeal, { required: number; capacity: number }[]>();

/** An item's loose (menu) price, found once per catalogue, class and decimals. */
function loosePrice(item: BasketItemFacts, key: string, catalogue: PricingCatalogue, decimals: number): number {
  const table = memoTable(looseMemo, catalogue.products);
  const at = `${decimals}|${key}`;
  let price = table.get(at);
  if (price === undefined) table.set(at, (price = itemMenuPrice(item, catalogue, decimals).price));
  return price;
}

export function itemClasses(items: readonly BasketItemFacts[], catalogue: PricingCatalogue, decimals: number): ItemClass[] {
  const byKey = new Map<string, ItemClass>();
  for (const item of items) {
    const key = classKey(item);
    const known = byKey.get(key);
    if (known) known.items.push(item);
    else byKey.set(key, { key, items: [item], loose: loosePrice(item, key, catalogue, decimals) });
  }
  return [...byKey.values()];
}

function offered(deal: PricingDeal, context: OptimiseContext, goods: number): boolean {
  if (deal.type !== 'deal' || deal.hidden || deal.kind === 'giftcard' || deal.locked === true) return false;
  if (deal.loyalty && !context.loyaltyMember) return false;
  if (!deal.dispositions.includes(context.disposition)) return false;
  if (deal.threshold !== undefined && deal.threshold > 0 && goods < deal.threshold) return false;
  return isInValueRange(deal.rules, goods);
}

function conflictsWith(deal: PricingDeal, otherId: string, catalogue: PricingCatalogue): boolean {
  return deal.conflicts.includes(otherId) || (catalogue.deals.get(otherId)?.conflicts.includes(deal.id) ?? false);
}

/**
 * The deals the dealbot may use: offered now (spec 1 §5: type deal, not hidden, no gift card, loyalty
 * only for members, the disposition, the threshold and value range on the basket's goods), not in
 * conflict with the discount, the voucher or a kept deal, with instances left after the kept ones.
 */
export function candidateDeals(
  catalogue: PricingCatalogue,
  context: OptimiseContext,
  kept: readonly BasketDealFacts[],
  goods: number,
  excluded: ReadonlySet<string>,
): { deal: PricingDeal; maxInstances: number }[] {
  const given = [context.discountId, context.voucherId].filter((id): id is string => typeof id === 'string' && id !== '');
  const keptIds = kept.map((entry) => entry.deal.id);
  const priceTypeKept = keptIds.some((id) => PRICE_TYPE_KINDS.includes(catalogue.deals.get(id)?.kind ?? ''));
  const out: { deal: PricingDeal; maxInstances: number }[] = [];
  for (const deal of catalogue.deals.values()) {
    if (excluded.has(deal.id) || !offered(deal, context, goods)) continue;
    if ([...given, ...keptIds].some((id) => conflictsWith(deal, id, catalogue))) continue;
    if (priceTypeKept && PRICE_TYPE_KINDS.includes(deal.kind)) continue;
    const maxInstances = deal.max - keptIds.filter((id) => id === deal.id).length;
    if (maxInstances > 0) out.push({ deal, maxInstances });
  }
  return out;
}

/** An option's required count and capacity, from its numbered choices (dealChoiceSlots; the dips group). */
function optionBounds(deal: PricingDeal): { required: number; capacity: number }[] {
  const known = boundsMemo.get(deal);
  if (known) return known;
  const found = findOptionBounds(deal);
  boundsMemo.set(deal, found);
  return found;
}

function findOptionBounds(deal: PricingDeal): { required: number; capacity: number }[] {
  const bounds = deal.options.map(() => ({ required: 0, capacity: 0 }));
  for (const slot of dealChoiceSlots(deal)) {
    const bound = bounds[slot.optionIndex];
    if (!bound) continue;
    bound.required += slot.required;
    bound.capacity += slot.capacity;
  }
  // "An option whose selected count reaches its max is full" (spec 1 §5).
  return bounds.map((bound, o) => {
    const capacity = Math.min(bound.capacity, deal.options[o]?.max ?? bound.capacity);
    return { required: Math.min(bound.required, capacity), capacity };
  });
}

/** What the solver knows of one class in every option of every candidate deal: its facts where it fits, else null. */
function classFacts(
  entry: ItemClass,
  candidates: readonly { deal: PricingDeal; maxInstances: number }[],
  catalogue: PricingCatalogue,
  decimals: number,
): (PricedChoiceItem | null)[][] {
  const item = entry.items[0] as BasketItemFacts;
  const perDeal = factsMemo.get(catalogue.products) ?? new WeakMap<PricingDeal, Map<string, (PricedChoiceItem | null)[]>>();
  factsMemo.set(catalogue.products, perDeal);
  const at = `${decimals}|${entry.key}`;
  let fit: string | null = null;
  return candidates.map(({ deal }) => {
    const table = memoTable(perDeal, deal);
    let facts = table.get(at);
    // Fit first: it is cheaper than pricing, and most (deal, option, class) triples do not fit. Both
    // are memoised by what decides them (item-facts.ts), so a new class of known products is cheap.
    if (!facts) {
      fit ??= fitKey(item);
      const key = fit;
      table.set(at, (facts = deal.options.map((_, o) => (fitsOption(deal, o, item, catalogue, key) ? dealFacts(deal, o, item, entry.key, catalogue, decimals) : null))));
    }
    return facts;
  });
}

/**
 * Classes the solver cannot tell apart merged into one: the same loose price, and in every option
 * of every candidate deal the same fit and the same priced facts (base price, extras, surcharge).
 * An instance's cost is dealPrice over its items' facts, so swapping such items never changes a
 * cost, a saving or a rule: the cheapest grouping is the same, and the solver sees fewer classes
 * with larger counts (two Margheritas and a Pepperoni of one size and price are one class of 3).
 */
export function mergedClasses(
  classes: readonly ItemClass[],
  candidates: readonly { deal: PricingDeal; maxInstances: number }[],
  catalogue: PricingCatalogue,
  decimals: number,
): { classes: ItemClass[]; facts: (PricedChoiceItem | null)[][][] } {
  const bySignature = new Map<string, number>();
  const merged: ItemClass[] = [];
  const factsOf: (PricedChoiceItem | null)[][][] = [];
  for (const entry of classes) {
    const facts = classFacts(entry, candidates, catalogue, decimals);
    let signature = `${entry.loose}`;
    for (const options of facts) for (const f of options) signature += f ? `|${f.basePrice},${f.extras},${f.surcharge}` : '|';
    const at = bySignature.get(signature);
    if (at !== undefined) {
      const known = merged[at] as ItemClass;
      merged[at] = { ...known, items: [...known.items, ...entry.items] };
      continue;
    }
    bySignature.set(signature, merged.length);
    merged.push({ ...entry, items: [...entry.items] });
    factsOf.push(facts);
  }
  // facts[d][o][c], as solverProblem reads them.
  const facts = candidates.map(({ deal }, d) => deal.options.map((_, o) => factsOf.map((perClass) => perClass[d]?.[o] ?? null)));
  return { classes: merged, facts };
}

/**
 * The solver's problem: classes with their loose prices, candidate deals with the classes each option
 * accepts (itemFitsOption), limits, conflicts, the price-type group. An instance costs what
 * priceDealItems charges; it is computed from each item's deal facts, found once per (deal, option,
 * class), with the same dealPrice and rounding, because the solver prices thousands of fillings.
 * `known` passes facts mergedClasses already found for these classes.
 */
export function solverProblem(
  classes: readonly ItemClass[],
  candidates: readonly { deal: PricingDeal; maxInstances: number }[],
  catalogue: PricingCatalogue,
  decimals: number,
  known?: (PricedChoiceItem | null)[][][],
): SolverProblem {
  const index = new Map(candidates.map((candidate, d) => [candidate.deal.id, d]));
  const facts: (PricedChoiceItem | null)[][][] =
    known ??
    candidates.map(({ deal }) =>
      deal.options.map((_, o) =>
        classes.map((entry) => {
          const item = entry.items[0] as BasketItemFacts;
          return fitsOption(deal, o, item, catalogue) ? dealFacts(deal, o, item, entry.key, catalogue, decimals) : null;
        }),
      ),
    );
  const deals: SolverDeal[] = candidates.map(({ deal, maxInstances }, d) => ({
    options: optionBounds(deal).map((bound, o) => {
      const eligible: number[] = [];
      const fits = facts[d]?.[o];
      if (fits) for (let c = 0; c < classes.length; c += 1) if (fits[c]) eligible.push(c);
      return { ...bound, eligible };
    }),
    maxInstances,
    conflicts: deal.conflicts.map((id) => index.get(id)).filter((other): other is number => other !== undefined),
    group: PRICE_TYPE_KINDS.includes(deal.kind) ? 'price-type' : null,
  }));
  return {
    classes: classes.map((entry) => ({ count: entry.items.length, loose: entry.loose })),
    deals,
    cost: (d, picks) => {
      const deal = candidates[d]?.deal as PricingDeal;
      const chosen = picks.flatMap((list, o) => list.map((c) => facts[d]?.[o]?.[c] as PricedChoiceItem));
      return roundMoney(dealPrice(deal, chosen), decimals);
    },
  };
}
