// The basket's wire mapping (spec 1 §7): the basket as deal groups, the shape the optimiser, the basket
// validator and preauthorise all carry, and those groups back as a basket for the server. Pure.
import type { OptimiseDealGroup, OptimiseItem } from '../dealbot/types';
import type { BasketItemFacts, PricingBasket, PricingCatalogue } from '../pricing/types';
import { NO_DEAL_ID } from './ids';

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
  return item.dealId === null || item.dealId === NO_DEAL_ID || !Object.hasOwn(basket.deals, item.dealId);
}

/** The basket as deal groups: one per basket deal in basket order, then the loose items as the no-deal group (when any). */
export function dealGroups(basket: PricingBasket): OptimiseDealGroup[] {
  const groups = new Map<string, OptimiseDealGroup>();
  for (const [basketId, entry] of Object.entries(basket.deals)) {
    const group = emptyGroup(entry.deal.id, basketId);
    // A free-reward deal carries its reward (S2 §3 "redeemable_id", 12-G12): kept on the basket deal as redeemId.
    if (entry.deal.redeemId) group.redeemable_id = entry.deal.redeemId;
    groups.set(basketId, group);
  }
  const loose = emptyGroup(NO_DEAL_ID, NO_DEAL_ID);
  for (const item of Object.values(basket.items)) {
    const group = isLoose(item, basket) ? loose : groups.get(item.dealId as string);
    group?.[LIST_OF_TYPE[item.item.type] ?? 'sides'].push(payloadItem(item));
  }
  const all = [...groups.values()];
  if (GROUP_LISTS.some((list) => loose[list].length > 0)) all.push(loose);
  return all;
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
    const loose = group.id === NO_DEAL_ID;
    const basketDealId = loose ? NO_DEAL_ID : group.basketDealID || `${group.id}-${groupIndex + 1}`;
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
