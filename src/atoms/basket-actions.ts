import { atom, type Getter, type Setter } from 'jotai';
import type { Deal, ProductListType } from '../api/contract/catalogue';
import { log } from '../log/logger';
import { DEFAULT_BASKET } from '../db/defaults';
import type { Basket } from '../db/records';
import { basketAtom } from './basket';
import { analyticsItemOf } from '../analytics/items';
import { track } from '../analytics/track';
import {
  basketListTypes,
  basketWithDeal,
  basketWithItem,
  basketWithItemEdit,
  basketWithoutDeal,
  basketWithoutItem,
  isBasketEmpty,
  isBasketExpired,
  withExpiry,
  type AddDealInput,
  type ItemInput,
} from './basket-edits';
import { clearDealChoicesAtom } from './deal-choices';
import { optimiseBasketAtom, resetDealbotAtom, type OptimiseOutcome } from './dealbot';
import { fetchMenuListAtom, menuKeyAtom, menuListsAtom } from './menu';
import { catalogueCovers, missingBasketListsAtom, priceInWorker, pricingRequest } from './pricing';

/**
 * The basket actions (spec 1 §4 "Basket"): every one first drops an expired basket, then edits,
 * moves the expiry a lifetime ahead, fetches any list the basket now needs and lets the dealbot
 * re-arrange it. Delivery supplements need no step of their own: every change reprices
 * (basketPriceAtom) and the supplements are part of the price.
 */

function newBasketId(): string {
  return typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : `id-${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}

function catalogueDeal(get: Getter, id: string): Deal | undefined {
  const entry = get(menuListsAtom).deals?.list.find((candidate) => candidate.id === id);
  return entry && 'rules' in entry ? entry : undefined;
}

/** "Basket expires at the stored expiry": checked at start-up and before every action. Returns whether it was dropped. */
export const expireBasketAtom = atom(null, (get, set, now: number = Date.now()): boolean => {
  if (!isBasketExpired(get(basketAtom), now)) return false;
  set(basketAtom, DEFAULT_BASKET);
  // C22: deal choices and the dealbot's saving live exactly as long as the basket.
  set(clearDealChoicesAtom);
  set(resetDealbotAtom);
  return true;
});

/** What an optimisation after an action came to ('off' when the dealbot is off or told not to run). */
export type Optimised = Promise<OptimiseOutcome>;

/**
 * Saves the edit at once (the page moves on synchronously) and returns the dealbot's run, which
 * goes on in the worker; the basket shows its outcome when it lands.
 */
function commit(set: Setter, next: Basket, options: { optimise: boolean }): Optimised {
  set(basketAtom, withExpiry(next, Date.now()));
  void set(fetchBasketListsAtom).catch((error: unknown) => log.warn('Fetching the basket lists failed', error));
  return options.optimise ? set(optimiseBasketAtom) : Promise.resolve('off');
}

export type AddDealResult =
  | { added: true; removedBasketIds: string[]; discountRemoved: boolean; optimised: Optimised }
  | { added: false; reason: 'free-reward-once' };

/**
 * Adds (or replaces, same basket id) a deal from the deal page, then the dealbot optimises. Other
 * basket deals are looked up in the deals list for their kind and conflicts.
 */
export const addDealToBasketAtom = atom(null, (get, set, input: AddDealInput): AddDealResult => {
  const isNew = !Object.hasOwn(get(basketAtom).deals, input.basketId);
  set(expireBasketAtom);
  const outcome = basketWithDeal(get(basketAtom), input, (id) => catalogueDeal(get, id), newBasketId);
  if (!outcome.added) return outcome;
  const optimised = commit(set, outcome.basket, { optimise: true });
  // 14-G2 add to cart: a deal put in (not one edited again).
  if (isNew) track({ type: 'addToCart', item: { id: input.deal.id, name: input.deal.id, category: 'deal', price: input.price, quantity: 1 } });
  return { added: true, removedBasketIds: outcome.removedBasketIds, discountRemoved: outcome.discountRemoved, optimised };
});

/**
 * Adds an item outside any deal, or replaces the one with `id` (editing keeps its deal) and drops the
 * one it `replaces`; returns its basket item id. The dealbot optimises afterwards.
 */
export const addItemToBasketAtom = atom(null, (get, set, input: ItemInput): { id: string; optimised: Optimised } => {
  set(expireBasketAtom);
  const id = input.id ?? newBasketId();
  // 14-G2 add to cart: a new line, not an edit of one already in the basket.
  if (input.id === undefined) track({ type: 'addToCart', item: analyticsItemOf(input.type, input.properties) });
  return { id, optimised: commit(set, basketWithItem(get(basketAtom), { ...input, id }), { optimise: true }) };
});

/** Merges new properties into an item's old ones (spec 1 §4); the dealbot optimises afterwards. */
export const editBasketItemAtom = atom(null, (get, set, input: { id: string; properties: Record<string, unknown> }): { changed: boolean; optimised: Optimised } => {
  set(expireBasketAtom);
  const basket = get(basketAtom);
  const next = basketWithItemEdit(basket, input.id, input.properties);
  if (next === basket) return { changed: false, optimised: Promise.resolve('off') };
  return { changed: true, optimised: commit(set, next, { optimise: true }) };
});

/**
 * Removes a deal (with its items) or one item. An item taken out of a bogof deal leaves a
 * placeholder so the deal stays. Optimises afterwards unless told not to (spec 1 §4).
 */
export const removeBasketLineAtom = atom(
  null,
  (get, set, input: { kind: 'deal' | 'item'; id: string; skipOptimise?: boolean }): { changed: boolean; optimised: Optimised } => {
    set(expireBasketAtom);
    const basket = get(basketAtom);
    let next: Basket;
    if (input.kind === 'deal') {
      next = basketWithoutDeal(basket, input.id);
    } else {
      const dealId = basket.items[input.id]?.dealId;
      const basketDeal = dealId && Object.hasOwn(basket.deals, dealId) ? basket.deals[dealId] : undefined;
      next = basketWithoutItem(basket, input.id, basketDeal && catalogueDeal(get, basketDeal.deal.id)?.kind, newBasketId);
    }
    if (next === basket) return { changed: false, optimised: Promise.resolve('off') };
    return { changed: true, optimised: commit(set, next, { optimise: !input.skipOptimise }) };
  },
);

/** Empties the basket (and with it the dealbot's saving). */
export const clearBasketAtom = atom(null, (_get, set) => {
  set(basketAtom, DEFAULT_BASKET);
  set(resetDealbotAtom);
});

// ── Menu lists the basket needs (spec 1 §4 "Product catalogue refresh", 05-G11) ───────────────

/** Fetches the lists the basket needs and the current hut lacks; `force` refetches all of them. */
export const fetchBasketListsAtom = atom(null, async (get, set, force = false): Promise<void> => {
  if (!get(menuKeyAtom)) return; // not localised: there is no menu to fetch
  const types: ProductListType[] = force ? basketListTypes(get(basketAtom)) : get(missingBasketListsAtom);
  await Promise.all(types.map((type) => set(fetchMenuListAtom, type, force)));
});

/**
 * "Basket price refresh: each item whose price is non-zero and differs from the catalogue takes the
 * catalogue price" (spec 1 §4). Deal lines likewise take the price the catalogue gives them.
 */
export const takeCataloguePricesAtom = atom(null, async (get, set): Promise<void> => {
  const request = pricingRequest(get);
  if (!request || isBasketEmpty(request.basket) || !catalogueCovers(request)) return;
  try {
    const price = await priceInWorker(request);
    if (get(basketAtom) !== request.basket) return; // changed meanwhile: the change reprices itself
    set(basketAtom, (basket) => withCataloguePrices(basket, price.lines));
  } catch (error) {
    log.warn('Basket price refresh failed', error);
  }
});

function withCataloguePrices(basket: Basket, lines: readonly { kind: 'deal' | 'item'; id: string; amount: number }[]): Basket {
  let items = basket.items;
  let deals = basket.deals;
  for (const line of lines) {
    if (line.kind === 'item' && Object.hasOwn(items, line.id)) {
      const entry = items[line.id];
      const stored = entry?.item.properties.price;
      if (!entry || typeof stored !== 'number' || stored === 0 || stored === line.amount) continue;
      items = { ...items, [line.id]: { ...entry, item: { ...entry.item, properties: { ...entry.item.properties, price: line.amount } } } };
    } else if (line.kind === 'deal' && Object.hasOwn(deals, line.id)) {
      const entry = deals[line.id];
      if (!entry || entry.deal.price === 0 || entry.deal.price === line.amount) continue;
      deals = { ...deals, [line.id]: { ...entry, deal: { ...entry.deal, price: line.amount } } };
    }
  }
  return items === basket.items && deals === basket.deals ? basket : { ...basket, items, deals };
}

/** The whole catalogue refresh: refetch the basket's lists, take their prices, re-optimise. */
export const refreshBasketCatalogueAtom = atom(null, async (_get, set): Promise<void> => {
  await set(fetchBasketListsAtom, true);
  await set(takeCataloguePricesAtom);
  await set(optimiseBasketAtom);
});
