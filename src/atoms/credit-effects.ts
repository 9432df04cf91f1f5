import { atom } from 'jotai';
import { DEFAULT_CREDITS } from '../db/defaults';
import { basketAtom } from './basket';
import { isBasketEmpty } from './basket-edits';
import { creditsAtom } from './checkout';
import { removeGiftCardAtom } from './gift-card';
import { currentHutAtom } from './huts';
import type { AppStore } from './store';
import { conflictingDeal } from '../domain/vouchers';
import { i18n, loadScreenStrings } from '../i18n';
import { notify } from './notifications';
import { basketDealIds, cancelVoucherCheckAtom, clearVoucherAtom, titleOf } from './voucher';

/** The notice when a basket change sends the voucher away (a newer one replaces it). */
export const VOUCHER_CONFLICT_TOPIC = 'voucher-conflict';

/**
 * 13-G22: "conflicting deals or discounts are filtered out" (spec 1 §4) — a deal added after the
 * voucher was applied that the voucher cannot be used with sends the voucher away (a basket edit:
 * it asks to keep a delivery voucher, 13-G23), and a notice names the deal in the page's language.
 */
export function recheckVoucherConflicts(store: AppStore): boolean {
  const voucher = store.get(creditsAtom).voucher;
  const conflicting = voucher ? conflictingDeal(voucher.conflicts, basketDealIds(store.get)) : undefined;
  if (!voucher || conflicting === undefined) return false;
  if (!store.set(clearVoucherAtom, 'basket-edit')) return false;
  const item = titleOf(store.get, conflicting);
  void loadScreenStrings()
    .catch(() => undefined)
    .then(() =>
      notify(
        {
          type: 'warning',
          topic: VOUCHER_CONFLICT_TOPIC,
          message: i18n.t(item ? 'vouchers.conflictRemoved.named' : 'vouchers.conflictRemoved.generic', { code: voucher.id, item }),
          hideShowBasket: true,
        },
        store,
      ),
    );
  return true;
}

/**
 * The credit resets (spec 2 §4 "Reset on basket reset, hut reset", 06-G27): what an order failure,
 * an emptied basket or another hut takes away of the voucher and the gift card, and the effects
 * that run them by themselves.
 */

/**
 * CLEAR_CREDITS: "Gift cards and credits reset on order-processing failure" (spec 2 §4, 06-G27). The
 * voucher stays: it is no credit, and the basket keeps its discount for the next attempt.
 */
export const resetCreditsAtom = atom(null, (_get, set) => {
  set(removeGiftCardAtom);
});

/**
 * Basket reset and hut reset (spec 2 §4 "Reset on basket reset, hut reset"): the gift card and the
 * voucher both go. The voucher's basket discount goes with it; a deal it added stays a deal the
 * customer built (an emptied basket has none anyway).
 */
export const clearAllCreditsAtom = atom(null, (get, set) => {
  const voucher = get(creditsAtom).voucher;
  set(removeGiftCardAtom);
  set(cancelVoucherCheckAtom);
  if (voucher?.type === 'discount') {
    set(basketAtom, (basket) => (basket.discount && basket.discount.id === voucher.discountId ? { ...basket, discount: null } : basket));
  }
  set(creditsAtom, DEFAULT_CREDITS);
});

/**
 * The resets that happen by themselves (main.tsx starts it after hydration, next to the basket
 * effects): the basket emptied (cleared, expired, or the order placed) or the hut changed (another
 * hut, or delocalised). Returns the unsubscribe.
 */
export function startCreditEffects(store: AppStore): () => void {
  const hutKey = () => {
    const hut = store.get(currentHutAtom);
    return hut ? `${hut.sector}:${hut.id}` : null;
  };
  let hut = hutKey();
  let empty = isBasketEmpty(store.get(basketAtom));
  const hasCredits = () => {
    const credits = store.get(creditsAtom);
    return credits.voucher !== null || credits.giftCard !== null;
  };
  const stops = [
    store.sub(basketAtom, () => {
      const now = isBasketEmpty(store.get(basketAtom));
      // A deal voucher applied to an empty basket waits for its deal: only emptying resets.
      if (now && !empty && hasCredits()) store.set(clearAllCreditsAtom);
      else if (!now) recheckVoucherConflicts(store);
      empty = now;
    }),
    store.sub(currentHutAtom, () => {
      const next = hutKey();
      if (next !== hut && hasCredits()) store.set(clearAllCreditsAtom);
      hut = next;
    }),
  ];
  return () => stops.forEach((stop) => stop());
}
