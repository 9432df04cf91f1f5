// The optimiser's wire shapes (spec 1 §7 POST /v1/deals/optimise): the basket as deal groups, the
// groups back as a basket for the server, and the answer. Pure.
import { roundMoney } from '../money/round';
import type { BasketItemFacts, Disposition, PricingBasket, PricingCatalogue } from '../pricing/types';
import type { OptimiseDealGroup, OptimiseItem, OptimiseRequest, OptimiseResponse, OptimiseResult } from '../dealbot/types';

/** The group of the items outside every deal (spec 1 §3 "the no-deal id is ND"). */
export const NO_DEAL = 'ND';

/** "Items drop price, total, originalPrice and max" (spec 1 §7). */
const DROPPED_PROPERTIES: readonly string[] = ['price', 'total', 'originalPrice', 'max'];

type GroupList = 'pizzas' | 'sides' | 'drinks' | 'desserts' | 'dips';

/** Wings, pasta, melts and others are sides (spec 1 §9), whatever type a line carries. */
const LIST_OF_TYPE: Readonly<Record<string, GroupList>> = {
  pizza: 'pizzas',
  drink: 'drinks',
  dessert: 'desserts',
  dip: 'dips',
};

const TYPE_OF_LIST: Readonly<Record<GroupList, string>> = {
  pizzas: 'pizza',
  sides: 'side',
  drinks: 'drink',
  desserts: 'dessert',
  dips: 'dip',
};

const GROUP_LISTS = Object.keys(TYPE_OF_LIST) as GroupList[];

function emptyGroup(id: string, basketDealID: string): OptimiseDealGroup {
  return { id, basketDealID, pizzas: [], sides: [], drinks: [], desserts: [], dips: [] };
}

/** An item as the payload carries it: a half-and-half pizza's secondHalf travels as otherHalf. */
function payloadItem(item: BasketItemFacts): OptimiseItem {
  return Object.fromEntries(
    Object.entries(item.item.properties)
      .filter(([key]) => !DROPPED_PROPERTIES.includes(key))
      .map(([key, value]) => [key === 'secondHalf' ? 'otherHalf' : key, value]),
  );
}

function isLoose(item: BasketItemFacts, basket: PricingBasket): boolean {
  return item.dealId === null || item.dealId === NO_DEAL || !Object.hasOwn(basket.deals, item.dealId);
}

/** The basket as deal groups: one per basket deal in basket order, then the loose items as 'ND' (when any). */
export function dealGroups(basket: PricingBasket): OptimiseDealGroup[] {
  const groups = new Map<string, OptimiseDealGroup>();
  for (const [basketId, entry] of Object.entries(basket.deals)) groups.set(basketId, emptyGroup(entry.deal.id, basketId));
  const loose = emptyGroup(NO_DEAL, NO_DEAL);
  for (const item of Object.values(basket.items)) {
    const group = isLoose(item, basket) ? loose : groups.get(item.dealId as string);
    group?.[LIST_OF_TYPE[item.item.type] ?? 'sides'].push(payloadItem(item));
  }
  const all = [...groups.values()];
  if (GROUP_LISTS.some((list) => loose[list].length > 0)) all.push(loose);
  return all;
}

export function optimisePayload(
  basket: PricingBasket,
  input: {
    hut: { id: string; sector: string };
    disposition: Disposition;
    amount: number;
    discountId?: string | null;
    voucherId?: string | null;
  },
): OptimiseRequest {
  return {
    version: '1.0',
    hut: { id: input.hut.id, sector: input.hut.sector },
    disposition: { type: input.disposition },
    payment: { amount: roundMoney(input.amount, 2) },
    deals: dealGroups(basket),
    ...(input.voucherId ? { voucher: { id: input.voucherId } } : {}),
    ...(input.discountId ? { discount: { id: input.discountId } } : {}),
  };
}

/** A payload item back as basket properties: otherHalf is the secondHalf again. */
function basketProperties(item: OptimiseItem): Record<string, unknown> {
  return Object.fromEntries(Object.entries(item).map(([key, value]) => [key === 'otherHalf' ? 'secondHalf' : key, value]));
}

/** The item's basket id: its basketItemID, else (or when taken) one made from its group and place. */
function itemId(item: OptimiseItem, fallback: string, taken: ReadonlySet<string>): string {
  const own = item.basketItemID;
  if (typeof own === 'string' && own !== '' && !taken.has(own)) return own;
  let id = fallback;
  for (let n = 2; taken.has(id); n += 1) id = `${fallback}-${n}`;
  return id;
}

/**
 * The inverse of dealGroups, for the server: a basket the pricing engine reads. A basket deal takes
 * its price and type from the catalogue (the payload carries neither; the engine re-prices it, and
 * a deal the catalogue lacks stays so the engine reports it as unknown).
 */
export function basketFromPayload(groups: readonly OptimiseDealGroup[], catalogue: PricingCatalogue): PricingBasket {
  // Maps, then own properties: an id such as '__proto__' must stay a key.
  const deals = new Map<string, PricingBasket['deals'][string]>();
  const items = new Map<string, BasketItemFacts>();
  const taken = new Set<string>();
  groups.forEach((group, groupIndex) => {
    const loose = group.id === NO_DEAL;
    const basketDealId = loose ? NO_DEAL : group.basketDealID || `${group.id}-${groupIndex + 1}`;
    if (!loose) {
      const deal = catalogue.deals.get(group.id);
      deals.set(basketDealId, { id: basketDealId, deal: { id: group.id, price: deal?.price ?? 0, type: deal?.type ?? 'deal' } });
    }
    for (const list of GROUP_LISTS) {
      group[list].forEach((entry, index) => {
        const id = itemId(entry, `${basketDealId}-${list}-${index + 1}`, taken);
        taken.add(id);
        items.set(id, { id, dealId: basketDealId, item: { type: TYPE_OF_LIST[list], properties: basketProperties(entry) } });
      });
    }
  });
  return { deals: Object.fromEntries(deals), items: Object.fromEntries(items), discount: null };
}

/** One optimised order of the answer: the re-arranged basket as groups, its total and the saving. */
export function optimiseResponse(result: OptimiseResult): OptimiseResponse['optimisedOrders'][number] {
  return { deals: dealGroups(result.basket), total: result.after, savings: result.savings };
}
