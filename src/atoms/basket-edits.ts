// The basket's edits as pure functions on the Dexie basket record (spec 1 §3, §4 "Basket"): the
// actions in basket-actions.ts run them and then save, reprice and optimise. No jotai, no I/O.
import type { Deal, ProductListType } from '../api/contract/catalogue';
import type { Basket, BasketItem } from '../db/records';
import { NO_DEAL_ID } from '../domain/basket/ids';
import { mayAddReward } from '../domain/loyalty/basket';
import type { DealChoice } from './deal-choices';

/**
 * How long a basket lives after its last change. The spec keeps the basket "until the stored expiry"
 * without a value; C22 keeps it across a closed tab, so a day: tonight's order, not next week's.
 */
export const BASKET_LIFETIME_MS = 24 * 60 * 60 * 1000;

/** Deal kinds of which a basket may hold only one (spec 1 §4 "only one price-type deal"). */
const PRICE_TYPE_KINDS: readonly string[] = ['std-pizza-price', 'std-drink-price'];

/** Properties an item carries only while it sits in a deal. */
const DEAL_ONLY_PROPERTIES: readonly string[] = ['choiceId', 'optionIndex', 'basketDealID', 'extras'];

/** What the basket edits need to know of a catalogue deal. */
export type DealFacts = Pick<Deal, 'id' | 'kind' | 'type' | 'loyalty' | 'conflicts'>;

export function isBasketExpired(basket: Basket, now: number): boolean {
  return basket.expires !== null && basket.expires <= now;
}

/** Every change moves the expiry a lifetime ahead; an empty basket keeps none. */
export function withExpiry(basket: Basket, now: number): Basket {
  const empty = Object.keys(basket.deals).length === 0 && Object.keys(basket.items).length === 0;
  return { ...basket, expires: empty ? null : now + BASKET_LIFETIME_MS };
}

export function isLooseItem(line: BasketItem, basket: Basket): boolean {
  return line.dealId === null || line.dealId === NO_DEAL_ID || !Object.hasOwn(basket.deals, line.dealId);
}

export interface AddDealInput {
  deal: DealFacts;
  basketId: string;
  redeemId: string | null;
  price: number;
  choices: Readonly<Record<number, DealChoice>>;
}

export type AddDealOutcome =
  | { added: true; basket: Basket; removedBasketIds: string[]; discountRemoved: boolean }
  | { added: false; reason: 'free-reward-once' };

/**
 * Adds a deal filled on the deal page, replacing the deal under the same basket id (spec 1 §4). A
 * free-reward (loyalty) deal is refused when the basket already holds a reward (C41); another price-type deal
 * and deals or a discount that conflict with it leave the basket (the newer choice wins).
 */
export function basketWithDeal(basket: Basket, input: AddDealInput, dealOf: (id: string) => DealFacts | undefined, newId: () => string): AddDealOutcome {
  const others = Object.values(basket.deals).filter((entry) => entry.id !== input.basketId);
  // C41: once per basket — at most one free-reward deal at a time, whichever reward (12-G9).
  if (input.deal.loyalty && !mayAddReward(others, dealOf)) {
    return { added: false, reason: 'free-reward-once' };
  }

  const removedBasketIds = others
    .filter((entry) => {
      const other = dealOf(entry.deal.id);
      if (conflicts(input.deal, entry.deal.id, other)) return true;
      return PRICE_TYPE_KINDS.includes(input.deal.kind) && other !== undefined && PRICE_TYPE_KINDS.includes(other.kind);
    })
    .map((entry) => entry.id);
  const leaving = new Set([input.basketId, ...removedBasketIds]);

  const items: Record<string, BasketItem> = {};
  for (const [id, line] of Object.entries(basket.items)) if (!line.dealId || !leaving.has(line.dealId)) items[id] = line;
  for (const [choiceId, choice] of Object.entries(input.choices)) {
    for (const chosen of choice.items) {
      const id = newId();
      items[id] = {
        id,
        dealId: input.basketId,
        item: {
          type: chosen.type,
          properties: {
            ...chosen.properties,
            id: chosen.productId,
            ...(chosen.title ? { title: chosen.title } : {}),
            choiceId: Number(choiceId),
            optionIndex: choice.optionIndex,
            basketItemID: id,
            basketDealID: input.basketId,
            extras: chosen.price,
            originalPrice: chosen.originalPrice,
          },
        },
      };
    }
  }
  const deals: Basket['deals'] = {};
  for (const [id, entry] of Object.entries(basket.deals)) if (!leaving.has(id)) deals[id] = entry;
  deals[input.basketId] = {
    id: input.basketId,
    deal: { id: input.deal.id, price: input.price, ...(input.redeemId ? { redeemId: input.redeemId } : {}), type: input.deal.type },
  };
  const discountRemoved = basket.discount !== null && conflicts(input.deal, basket.discount.id, dealOf(basket.discount.id));
  return {
    added: true,
    basket: { ...basket, deals, items, discount: discountRemoved ? null : basket.discount },
    removedBasketIds,
    discountRemoved,
  };
}

/** Conflicts are read both ways: either side naming the other is enough. */
function conflicts(deal: DealFacts, otherId: string, other: DealFacts | undefined): boolean {
  return deal.conflicts.includes(otherId) || (other?.conflicts.includes(deal.id) ?? false);
}

export interface ItemInput {
  type: string;
  properties: Record<string, unknown>;
  /** Keeps this basket item id (editing): its deal membership stays. A new id otherwise. */
  id?: string;
  /** The line this one takes the place of (a swap in the product modal). */
  replaces?: string | null;
  /** Set for an item added from an upsell (spec 1 §3). */
  upsellParentId?: string;
}

/** Puts an item in (or replaces the one with the same id): outside any deal unless it already sat in one. */
export function basketWithItem(basket: Basket, input: ItemInput & { id: string }): Basket {
  const items = { ...basket.items };
  const previous = Object.hasOwn(items, input.id) ? items[input.id] : undefined;
  if (input.replaces && input.replaces !== input.id) delete items[input.replaces];
  items[input.id] = {
    id: input.id,
    dealId: previous?.dealId ?? NO_DEAL_ID,
    ...(previous?.originalDealId ? { originalDealId: previous.originalDealId } : {}),
    item: { type: input.type, properties: { ...input.properties, basketItemID: input.id } },
    ...((input.upsellParentId ?? previous?.upsellParentId) ? { upsellParentId: input.upsellParentId ?? previous?.upsellParentId } : {}),
  };
  return { ...basket, items };
}

/** "Editing an item merges new properties into old" (spec 1 §4); an unknown id changes nothing. */
export function basketWithItemEdit(basket: Basket, id: string, properties: Record<string, unknown>): Basket {
  if (!Object.hasOwn(basket.items, id)) return basket;
  const line = basket.items[id] as BasketItem;
  const merged = { ...line, item: { ...line.item, properties: { ...line.item.properties, ...properties, basketItemID: id } } };
  return { ...basket, items: { ...basket.items, [id]: merged } };
}

/** Removes a basket deal with its items. */
export function basketWithoutDeal(basket: Basket, basketId: string): Basket {
  if (!Object.hasOwn(basket.deals, basketId)) return basket;
  const deals = { ...basket.deals };
  delete deals[basketId];
  const items: Record<string, BasketItem> = {};
  for (const [id, line] of Object.entries(basket.items)) if (line.dealId !== basketId) items[id] = line;
  return { ...basket, deals, items };
}

/**
 * Removes one item. Taken out of a bogof deal, an empty placeholder takes its slot so the deal stays
 * ("removing from a bogof deal re-adds a placeholder", spec 1 §4): the placeholder has no product id
 * and `placeholder: true`; the deal page fills it again (editing the deal).
 */
export function basketWithoutItem(basket: Basket, itemId: string, dealKind: string | undefined, newId: () => string): Basket {
  if (!Object.hasOwn(basket.items, itemId)) return basket;
  const line = basket.items[itemId] as BasketItem;
  const items = { ...basket.items };
  delete items[itemId];
  if (dealKind === 'bogof' && !isLooseItem(line, basket)) {
    const id = newId();
    const { choiceId, optionIndex } = line.item.properties;
    items[id] = {
      id,
      dealId: line.dealId,
      item: { type: line.item.type, properties: { placeholder: true, choiceId, optionIndex, basketItemID: id, basketDealID: line.dealId } },
    };
  }
  return { ...basket, items };
}

/** Takes the items of these basket deals out of them (as loose items) and drops the deals. */
export function basketWithDealsUngrouped(basket: Basket, basketIds: readonly string[]): Basket {
  const leaving = new Set(basketIds.filter((id) => Object.hasOwn(basket.deals, id)));
  if (leaving.size === 0) return basket;
  const deals: Basket['deals'] = {};
  for (const [id, entry] of Object.entries(basket.deals)) if (!leaving.has(id)) deals[id] = entry;
  const items: Record<string, BasketItem> = {};
  for (const [id, line] of Object.entries(basket.items)) {
    if (!line.dealId || !leaving.has(line.dealId)) {
      items[id] = line;
      continue;
    }
    const properties = Object.fromEntries(Object.entries(line.item.properties).filter(([key]) => !DEAL_ONLY_PROPERTIES.includes(key)));
    items[id] = { ...line, dealId: NO_DEAL_ID, item: { ...line.item, properties } };
  }
  return { ...basket, deals, items };
}

const LIST_OF_ITEM_TYPE: Readonly<Record<string, ProductListType>> = {
  pizza: 'pizzas',
  side: 'sides',
  drink: 'drinks',
  dessert: 'desserts',
  dip: 'dips',
};

/**
 * The menu lists pricing this basket needs: each item type's list, deals when it holds a deal or a
 * discount (a discount may be a deal of type 'discount'), discounts when it holds a discount.
 */
export function basketListTypes(basket: Basket): ProductListType[] {
  const types = new Set<ProductListType>();
  for (const line of Object.values(basket.items)) types.add(LIST_OF_ITEM_TYPE[line.item.type] ?? 'sides');
  if (Object.keys(basket.deals).length > 0 || basket.discount) types.add('deals');
  if (basket.discount) types.add('discounts');
  return [...types].sort();
}

export function isBasketEmpty(basket: Basket): boolean {
  return Object.keys(basket.deals).length === 0 && Object.keys(basket.items).length === 0;
}
