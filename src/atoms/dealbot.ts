import { atom } from 'jotai';
import { log } from '../log/logger';
import { DEFAULT_DEALBOT } from '../db/defaults';
import type { Basket, DealbotSlice } from '../db/records';
import { dealbotMinimumOrder } from '../domain/dealbot/minimum';
import type { OptimiseContext, OptimiseResult } from '../domain/dealbot/types';
import { basketAtom } from './basket';
import { basketWithDealsUngrouped, isBasketEmpty } from './basket-edits';
import { loyaltyMemberAtom } from './loyalty';
import { fetchMenuListAtom } from './menu';
import { persistedAtom } from './persisted';
import { catalogueCovers, marketPricingFacts, pricingRequest } from './pricing';

/**
 * The dealbot (spec 1 §3, §4): when on, every basket change is re-arranged into the cheapest deals
 * the menu allows, by the exact optimiser running in the basket worker (offline too). Kept in the
 * Dexie slice `dealbot` with the basket (C22).
 *
 * Which deals the dealbot made is kept in `optimisedDealIds` (the spec keeps no mark): turning it
 * off ungroups exactly those and leaves the deals the customer built on the deal page alone.
 */
export const dealbotAtom = persistedAtom('dealbot', DEFAULT_DEALBOT);

const busyAtom = atom(false);
/** An optimisation is running: checkout waits for it (05-G10 "if dealbot optimisation is not in progress"). */
export const dealbotBusyAtom = atom((get) => get(busyAtom));

export type OptimiseOutcome = 'off' | 'skipped' | 'unchanged' | 'optimised';

/**
 * Re-arranges the basket (spec 1 §4 "the order optimised"): sets the status the basket shows
 * ('added-product-with-new-saving' when it saved something, else '-without-') and the saving.
 * A basket changed while the worker thought is left alone: the change optimises again itself.
 */
export const optimiseBasketAtom = atom(null, async (get, set): Promise<OptimiseOutcome> => {
  if (!get(dealbotAtom).on) return 'off';
  const request = pricingRequest(get);
  if (!request || !catalogueCovers(request)) return 'skipped';
  const basket = request.basket;
  if (isBasketEmpty(basket)) {
    set(dealbotAtom, (dealbot) => ({ ...dealbot, status: 'resting', savings: 0, optimisedDealIds: [] }));
    return 'unchanged';
  }
  if (!request.catalogue.settled.has('deals')) {
    // No deals to group into yet: fetch them; their arrival re-optimises (catalogue refresh, basket-effects).
    void set(fetchMenuListAtom, 'deals');
    return 'skipped';
  }
  set(busyAtom, true);
  try {
    const { engineWithCatalogue } = await import('../workers/basket-client');
    const market = await marketPricingFacts(request.hut.sector);
    const context: OptimiseContext = {
      disposition: request.disposition,
      decimals: market.decimals,
      // "Dealbot with free-reward: free-reward deals are hidden from non-members" (S1 §5, 12-G3).
      loyaltyMember: get(loyaltyMemberAtom),
      discountId: basket.discount?.id ?? null,
      voucherId: null,
      // 10-G17: a basket that met the hut's minimum order is never regrouped below it.
      minimumOrder: dealbotMinimumOrder(request.hut, request.disposition),
    };
    const engine = await engineWithCatalogue(request.catalogue);
    const result = await engine.optimise(basket, context);
    if (get(basketAtom) !== basket) return 'skipped';
    if (result.changed) set(basketAtom, optimisedBasket(basket, result));
    set(dealbotAtom, (dealbot) => ({
      ...dealbot,
      status: result.savings > 0 ? 'added-product-with-new-saving' : 'added-product-without-new-saving',
      savings: result.savings,
      optimisedDealIds: madeDealIds(dealbot, basket, result),
    }));
    return result.changed ? 'optimised' : 'unchanged';
  } catch (error) {
    log.error('Dealbot optimisation failed', error);
    return 'skipped';
  } finally {
    set(busyAtom, false);
  }
});

/** The optimiser's grouping in the Dexie record's shape; expiry and discount stay the customer's. */
function optimisedBasket(basket: Basket, result: OptimiseResult): Basket {
  const next = result.basket as unknown as Pick<Basket, 'deals' | 'items'>;
  return { ...basket, deals: next.deals, items: next.items };
}

/** The dealbot's deals still in the basket plus the ones it just made. */
function madeDealIds(dealbot: DealbotSlice, before: Basket, result: OptimiseResult): string[] {
  const after = result.basket.deals;
  const kept = dealbot.optimisedDealIds.filter((id) => Object.hasOwn(after, id));
  const made = Object.keys(after).filter((id) => !Object.hasOwn(before.deals, id));
  return [...new Set([...kept, ...made])];
}

/**
 * The dealbot switch. On: optimises the basket now. Off (after the confirmation, spec 1 §2):
 * "removes discounts" and ungroups the deals it made; the customer's own deals stay.
 */
export const setDealbotAtom = atom(null, async (get, set, on: boolean): Promise<void> => {
  if (on) {
    set(dealbotAtom, (dealbot) => ({ ...dealbot, on: true, showDisableModal: false }));
    await set(optimiseBasketAtom);
    return;
  }
  const made = get(dealbotAtom).optimisedDealIds;
  set(basketAtom, (basket) => ({ ...basketWithDealsUngrouped(basket, made), discount: null }));
  set(dealbotAtom, (dealbot) => ({ ...dealbot, on: false, showDisableModal: false, status: 'resting', savings: 0, optimisedDealIds: [] }));
});

/** Back to resting once the basket has shown the 'DealBot saved you X' moment. */
export const restDealbotAtom = atom(null, (_get, set) => {
  set(dealbotAtom, (dealbot) => (dealbot.status === 'resting' ? dealbot : { ...dealbot, status: 'resting' }));
});

/** Opens or closes the enable / turn-off modals (the basket screen draws them). */
export const dealbotModalAtom = atom(null, (_get, set, modal: { enable?: boolean; disable?: boolean; welcomeShown?: boolean }) => {
  set(dealbotAtom, (dealbot) => ({
    ...dealbot,
    ...(modal.enable !== undefined ? { showEnableModal: modal.enable } : {}),
    ...(modal.disable !== undefined ? { showDisableModal: modal.disable } : {}),
    ...(modal.welcomeShown ? { welcomeMessageShown: true } : {}),
  }));
});

/** "Resetting huts also clears … dealbot" (spec 1 §4): its status and made deals; the switch stays. */
export const resetDealbotAtom = atom(null, (_get, set) => {
  set(dealbotAtom, (dealbot) => ({ ...dealbot, status: 'resting', savings: 0, optimisedDealIds: [] }));
});
