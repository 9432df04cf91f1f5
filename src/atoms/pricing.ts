import { atom, type Getter } from 'jotai';
import { unwrap } from 'jotai/utils';
import type { ProductListType } from '../api/contract/catalogue';
import type { Hut } from '../api/contract/hut';
import { log } from '../log/logger';
import type { Basket } from '../db/records';
import type { BasketPrice, PricingContext, Surcharge } from '../domain/pricing/types';
import { marketOfSectorId } from '../domain/markets/facts';
import { withPaymentSurcharge } from '../domain/pricing/pay-later';
import { basketAtom } from './basket';
import { basketListTypes } from './basket-edits';
import { checkoutFormAtom, creditsAtom, orderAtom } from './checkout';
import { currentHutAtom } from './huts';
import { menuKeyAtom, menuListsAtom, type MenuEntry } from './menu';
import { sessionAtom } from './session';

/**
 * The basket's price (spec 1 §4, §5), worked out in the basket worker (src/workers) whenever the
 * basket, the menu lists, the hut, the disposition or the sign-in change. The worker client, the
 * market records (zod) and the pricing engine load lazily: none of it is first paint.
 */

// ── Seams filled by later issues (accounts, checkout, gift cards) ─────────────────────────────

/** Signed in: delivery supplements at priceForAccountHolder (spec 1 §6). The accounts wave sets it. */
export const accountHolderAtom = atom(false);
/**
 * Driver tip and priority delivery chosen at checkout (applySurcharge keeps their rules: a tip only
 * when ≥ 0, priority once). A tip counts only for delivery; priority only with a reservation.
 */
export const chosenSurchargesAtom = atom<readonly Surcharge[]>((get) => {
  const form = get(checkoutFormAtom);
  const order = get(orderAtom);
  const delivery = get(sessionAtom).dispositionType === 'delivery';
  const chosen: Surcharge[] = [];
  if (delivery && form.tip && form.tip.amount > 0) {
    chosen.push({ type: 'driverTip', amount: form.tip.amount, tippingOption: form.tip.option });
  }
  if (delivery && form.priorityDelivery && order.priorityDeliveryReservation) {
    chosen.push({ type: 'priorityDelivery', amount: order.priorityDeliveryReservation.amount });
  }
  return chosen;
});
/** Valid gift-card credit: the card's balance; the engine takes at most the amount due (spec 2 §4). */
export const giftCardCreditAtom = atom((get) => get(creditsAtom).giftCard?.balance ?? 0);

// ── The catalogue the worker prices from ──────────────────────────────────────────────────────

const LIST_TYPES: readonly ProductListType[] = ['pizzas', 'sides', 'drinks', 'desserts', 'dips', 'deals', 'discounts'];

export interface PricingCatalogueInput {
  /** Changes exactly when a list of the current hut and disposition is replaced (pricingCatalogueKey). */
  key: string;
  entries: readonly MenuEntry[];
  /** Lists of the current hut that are fetched (ok or failed) and not loading. */
  settled: ReadonlySet<ProductListType>;
}

// Each fetched list array gets a number once: a refetch replaces the array, so the key changes.
const listNumbers = new WeakMap<readonly MenuEntry[], number>();
let lastListNumber = 0;
function listNumber(list: readonly MenuEntry[]): number {
  let number = listNumbers.get(list);
  if (number === undefined) {
    lastListNumber += 1;
    number = lastListNumber;
    listNumbers.set(list, number);
  }
  return number;
}

let lastCatalogue: PricingCatalogueInput | null = null;

/** The menu lists of the current hut and disposition, as one catalogue input; null when not localised. */
export const pricingCatalogueAtom = atom((get): PricingCatalogueInput | null => {
  const menuKey = get(menuKeyAtom);
  if (!menuKey) return null;
  const lists = get(menuListsAtom);
  const parts: string[] = [];
  const entries: MenuEntry[] = [];
  const settled = new Set<ProductListType>();
  for (const type of LIST_TYPES) {
    const slice = lists[type];
    if (!slice || slice.key !== menuKey) continue;
    if (!slice.isLoading && slice.lastFetchStatus !== 'idle') settled.add(type);
    if (slice.list.length === 0) continue;
    parts.push(`${type}#${listNumber(slice.list)}`);
    entries.push(...slice.list);
  }
  const key = `${menuKey}|${parts.join(',')}`;
  // The same lists give the same object, so atoms reading it do not recompute for nothing (a list
  // merely starting to load elsewhere, say).
  const same = lastCatalogue?.key === key && sameSet(lastCatalogue.settled, settled);
  if (!same) lastCatalogue = { key, entries, settled };
  return lastCatalogue as PricingCatalogueInput;
});

function sameSet<T>(a: ReadonlySet<T>, b: ReadonlySet<T>): boolean {
  return a.size === b.size && [...a].every((value) => b.has(value));
}

export const pricingCatalogueKeyAtom = atom((get) => get(pricingCatalogueAtom)?.key ?? null);

/** Lists this basket needs that the current hut has not fetched yet (05-G11 fetches them). */
export const missingBasketListsAtom = atom((get): ProductListType[] => {
  const catalogue = get(pricingCatalogueAtom);
  if (!catalogue) return [];
  const lists = get(menuListsAtom);
  const menuKey = get(menuKeyAtom);
  return basketListTypes(get(basketAtom)).filter((type) => {
    const slice = lists[type];
    return !slice || slice.key !== menuKey || slice.lastFetchStatus === 'idle';
  });
});

// ── Pricing ───────────────────────────────────────────────────────────────────────────────────

const dispositionAtom = atom((get) => get(sessionAtom).dispositionType);

export interface PricingRequest {
  basket: Basket;
  hut: Hut;
  catalogue: PricingCatalogueInput;
  disposition: PricingContext['disposition'];
  accountHolder: boolean;
  chosenSurcharges: readonly Surcharge[];
  giftCardCredit: number;
  /** The chosen payment type: pay-later credit adds the market's payment surcharge (13-G5, C39). */
  paymentType?: string | null;
}

/** Everything one repricing reads; null when there is no hut or menu to price against. */
export function pricingRequest(get: Getter): PricingRequest | null {
  const hut = get(currentHutAtom);
  const catalogue = get(pricingCatalogueAtom);
  if (!hut || !catalogue) return null;
  return {
    basket: get(basketAtom),
    hut,
    catalogue,
    disposition: get(dispositionAtom),
    accountHolder: get(accountHolderAtom),
    chosenSurcharges: get(chosenSurchargesAtom),
    giftCardCredit: get(giftCardCreditAtom),
    paymentType: get(checkoutFormAtom).paymentType,
  };
}

/** The lists the basket needs are fetched (or failed): pricing now would not report phantom unknowns. */
export function catalogueCovers(request: PricingRequest): boolean {
  return basketListTypes(request.basket).every((type) => request.catalogue.settled.has(type));
}

/** The market's decimals and loyalty minimum; the market records bring zod, so they load lazily. */
export async function marketPricingFacts(sector: string) {
  const { marketConfig } = await import('../domain/markets/config');
  const config = marketConfig(marketOfSectorId(sector) ?? 'UK');
  return {
    decimals: config.currency.decimals,
    loyaltyMinimum: config.orderRules.loyaltyMinimum ?? null,
    currency: config.currency.code,
    payLaterSurcharge: config.orderRules.payLaterSurcharge,
  };
}

export async function pricingContextOf(request: PricingRequest): Promise<PricingContext> {
  const market = await marketPricingFacts(request.hut.sector);
  return {
    hut: request.hut,
    disposition: request.disposition,
    decimals: market.decimals,
    accountHolder: request.accountHolder,
    loyaltyMinimum: market.loyaltyMinimum,
    // 13-G5: the payment surcharge of the chosen type, replacing any other (S2 §4); the server does the same.
    chosenSurcharges: withPaymentSurcharge(request.chosenSurcharges, request.paymentType, market.payLaterSurcharge),
    giftCardCredit: request.giftCardCredit,
    // 10-G12: the hut's market and province decide the tax; the server reads the same two facts.
    tax: { market: marketOfSectorId(request.hut.sector) ?? 'UK', region: request.hut.address.region },
  };
}

/** Prices the request in the basket worker. */
export async function priceInWorker(request: PricingRequest): Promise<BasketPrice> {
  const [{ engineWithCatalogue }, context] = await Promise.all([import('../workers/basket-client'), pricingContextOf(request)]);
  const engine = await engineWithCatalogue(request.catalogue);
  return engine.price(request.basket, context);
}

export interface BasketPriceState {
  price: BasketPrice | null;
  /** A repricing is under way (the previous price stays meanwhile). */
  pending: boolean;
  error: string | null;
}

const NO_PRICE: BasketPriceState = { price: null, pending: false, error: null };

/** Stays unsettled: the basket waits for its lists, and the next change of them reprices. */
const waitForLists = () => new Promise<never>(() => {});

const repricedAtom = atom(async (get): Promise<BasketPriceState> => {
  const request = pricingRequest(get);
  if (!request) return NO_PRICE;
  if (!catalogueCovers(request)) return waitForLists();
  try {
    return { price: await priceInWorker(request), pending: false, error: null };
  } catch (error) {
    log.error('Basket repricing failed', error);
    return { price: null, pending: false, error: error instanceof Error ? error.message : String(error) };
  }
});

/** `{ price, pending, error }`: the last price stays while the next one is worked out. */
export const basketPriceAtom = unwrap(repricedAtom, (previous): BasketPriceState => ({ ...(previous ?? NO_PRICE), pending: true }));

// ── Checkout link (spec 1 §4, 2 §4) ───────────────────────────────────────────────────────────

export type CheckoutLink = { disabled: boolean; action: 'minimum-order' | 'credits-left' | 'checkout' };

const checkoutLinkPromiseAtom = atom(async (get): Promise<CheckoutLink | null> => {
  const { price } = get(basketPriceAtom);
  const hut = get(currentHutAtom);
  if (!price || !hut) return null;
  const basket = get(basketAtom);
  // C37: the credits are the valid gift-card credit (the checked card's balance), not loyalty points.
  const credits = get(giftCardCreditAtom);
  const hasGiftCard = get(giftCardCreditAtom) > 0;
  const { checkoutLink } = await import('../domain/pricing');
  const empty = Object.keys(basket.items).length === 0 && Object.keys(basket.deals).length === 0;
  return checkoutLink({ price, empty, market: marketOfSectorId(hut.sector) ?? 'UK', credits, hasGiftCard });
});

/** Where the basket's checkout button leads, or null before the first price (the button waits). */
export const checkoutLinkAtom = unwrap(checkoutLinkPromiseAtom, (previous) => previous ?? null);
