import { atom, type Getter } from 'jotai';
import type { GiftCardErrorCode } from '../api/contract/gift-cards';
import type { VoucherErrorType } from '../api/contract/vouchers';
import type { VoucherError } from '../api/vouchers';
import { log } from '../api/logger';
import { DEFAULT_CREDITS } from '../db/defaults';
import type { CreditsSlice } from '../db/records';
import { isFeatureOn } from '../domain/flags/flags';
import { marketOfSectorId } from '../domain/markets/facts';
import { basketAtom } from './basket';
import { removeBasketLineAtom } from './basket-actions';
import { isBasketEmpty } from './basket-edits';
import { creditsAtom } from './checkout';
import { dealbotAtom, setDealbotAtom } from './dealbot';
import { currentHutAtom } from './huts';
import { navigationRequestAtom } from './localised-hut';
import { menuListsAtom } from './menu';
import { sessionAtom } from './session';
import { settingsAtom } from './settings';
import type { AppStore } from './store';

/**
 * The voucher and the gift card (spec 2 §4 Voucher, Credit and gift card). What is applied lives in
 * the persisted `creditsAtom` (src/atoms/checkout.ts), so a reload or a provider's redirect keeps it;
 * what the modal shows (loading, error, success) lives here in memory. The api module, the contract
 * (zod) and the market records load lazily inside the actions: none of this is first paint.
 */

export type StoredVoucher = NonNullable<CreditsSlice['voucher']>;

/** A refusal the page knows besides the server's types: the call itself failed. */
export type VoucherViewError = { type: VoucherErrorType | 'UNKNOWN'; message: string };

export type VoucherView =
  | { status: 'form' }
  | { status: 'loading'; code: string }
  | { status: 'success'; voucher: StoredVoucher }
  | { status: 'error'; code: string; error: VoucherViewError };

export type GiftCardView =
  | { status: 'form' }
  | { status: 'validating'; number: string }
  | { status: 'valid' }
  | { status: 'error'; code: GiftCardErrorCode; message: string };

const FORM = { status: 'form' } as const;

export const voucherViewAtom = atom<VoucherView>(FORM);
export const giftCardViewAtom = atom<GiftCardView>(FORM);

// Each call gets a number: an answer that arrives after a newer call or a reset is dropped.
const voucherCallAtom = atom(0);
const giftCardCallAtom = atom(0);

/**
 * The words of a voucher refusal (spec 2 §8, 06-G28): CONFLICT and NOT_FOUND show the server's
 * message, the others a fixed text (an i18n key under `vouchers.voucher.errors`).
 */
export function voucherErrorCopy(error: VoucherViewError): { key: string } | { text: string } {
  switch (error.type) {
    case 'CONFLICT':
    case 'NOT_FOUND':
      return error.message ? { text: error.message } : { key: error.type };
    default:
      return { key: error.type };
  }
}

export type ValidateVoucherOutcome = 'ignored' | 'applied' | 'deal' | 'refused';

/**
 * VALIDATE_VOUCHER (spec 2 §4): loading, then success or error. "A submit with empty text is
 * ignored", and so is one while a check is loading (spec 2 §5). A discount voucher becomes the basket
 * discount — in the UK after switching the dealbot off, which would otherwise drop it (06-G30); a deal
 * voucher sends the customer to the deal page to build the deal.
 */
export const validateVoucherAtom = atom(null, async (get, set, rawCode: string): Promise<ValidateVoucherOutcome> => {
  const code = rawCode.trim().toUpperCase();
  if (!code || get(voucherViewAtom).status === 'loading') return 'ignored';
  const hut = get(currentHutAtom);
  if (!hut) return 'ignored';
  const call = get(voucherCallAtom) + 1;
  set(voucherCallAtom, call);
  set(voucherViewAtom, { status: 'loading', code });
  const refuse = (error: VoucherViewError): ValidateVoucherOutcome => {
    set(voucherViewAtom, { status: 'error', code, error });
    return 'refused';
  };

  try {
    const [{ validateVoucher }, { VOUCHER_CODE_MAX }] = await Promise.all([import('../api/vouchers'), import('../api/contract/vouchers')]);
    if (code.length > VOUCHER_CODE_MAX) return refuse({ type: 'NOT_FOUND', message: '' });
    const disposition = get(sessionAtom).dispositionType;
    const result = await validateVoucher({
      sector: hut.sector,
      code,
      disposition: disposition === 'collection' ? 'collection' : disposition === 'delivery' ? 'delivery' : undefined,
    });
    if (get(voucherCallAtom) !== call) return 'ignored';
    if (!result.ok) return refuse(serverError(result.error));
    const { voucher } = result;
    // "App-exclusive vouchers are refused on the web" (spec 2 §6), whatever the server said.
    if (voucher.appExclusive) return refuse({ type: 'APP_ONLY', message: '' });
    // "Voucher validity is also checked against the deals and discounts lists" (spec 2 §5).
    const target = voucher.type === 'deal' ? voucher.dealId : voucher.discountId;
    if (!target || !offeredByMenu(get, voucher.type, target)) return refuse({ type: 'PRODUCTS_UNAVAILABLE', message: '' });

    const stored: StoredVoucher = {
      id: voucher.id,
      type: voucher.type,
      title: voucher.title,
      ...(voucher.discountId ? { discountId: voucher.discountId } : {}),
      ...(voucher.dealId ? { dealId: voucher.dealId } : {}),
      collectionOnly: voucher.collectionOnly,
    };
    // One voucher at a time: the one it replaces takes its discount or deal with it.
    const previous = get(creditsAtom).voucher;
    if (previous && previous.id !== stored.id) set(removeVoucherAtom);
    set(creditsAtom, (credits) => ({ ...credits, voucher: stored }));

    if (stored.type === 'discount') {
      if (get(dealbotAtom).on && (await dealbotWarns(hut.sector))) await set(setDealbotAtom, false);
      set(basketAtom, (basket) => ({ ...basket, discount: { id: target, value: discountValue(get, target) } }));
      set(voucherViewAtom, { status: 'success', voucher: stored });
      return 'applied';
    }
    set(voucherViewAtom, { status: 'success', voucher: stored });
    set(navigationRequestAtom, { to: `/order/deal/?${new URLSearchParams({ id: target })}`, replace: false });
    return 'deal';
  } catch (error) {
    if (get(voucherCallAtom) !== call) return 'ignored';
    log.warn('Voucher check failed', error);
    return refuse({ type: 'UNKNOWN', message: '' });
  }
});

function serverError(error: VoucherError): VoucherViewError {
  return { type: error.type, message: error.message };
}

/** A list not fetched (or failed) proves nothing: the server's word stands then. */
function offeredByMenu(get: Getter, type: 'deal' | 'discount', id: string): boolean {
  const lists = get(menuListsAtom);
  const deals = lists.deals;
  const discounts = lists.discounts;
  const inDeals = deals?.list.some((entry) => entry.id === id) ?? false;
  if (type === 'deal') return deals?.lastFetchStatus !== 'ok' || inDeals;
  const inDiscounts = discounts?.list.some((entry) => entry.id === id) ?? false;
  const known = deals?.lastFetchStatus === 'ok' && discounts?.lastFetchStatus === 'ok';
  return !known || inDeals || inDiscounts;
}

/** The discount's value as the discount page stores it; the pricing engine reads the rule from the catalogue. */
function discountValue(get: Getter, id: string): number {
  const lists = get(menuListsAtom);
  const entry = [...(lists.discounts?.list ?? []), ...(lists.deals?.list ?? [])].find((candidate) => candidate.id === id);
  return entry && 'value' in entry && typeof entry.value === 'number' ? entry.value : 0;
}

/** "The voucher modal warns dealbot will be disabled (UK only)" (06-G30): the market feature says where. */
export async function dealbotWarns(sector: string): Promise<boolean> {
  const market = marketOfSectorId(sector);
  if (!market) return false;
  const { marketConfig } = await import('../domain/markets');
  return marketConfig(market).features.dealbotVoucherWarning;
}

/**
 * CLEAR_VOUCHER (spec 2 §4, 06-G29): the voucher goes, and with it the basket discount if it was a
 * discount voucher, or the deal it added if it was a deal voucher.
 */
export const removeVoucherAtom = atom(null, (get, set) => {
  const voucher = get(creditsAtom).voucher;
  set(voucherCallAtom, (call) => call + 1);
  set(voucherViewAtom, FORM);
  if (!voucher) return;
  set(creditsAtom, (credits) => ({ ...credits, voucher: null }));
  if (voucher.type === 'discount') {
    set(basketAtom, (basket) => (basket.discount && basket.discount.id === voucher.discountId ? { ...basket, discount: null } : basket));
    return;
  }
  for (const entry of Object.values(get(basketAtom).deals)) {
    if (entry.deal.id === voucher.dealId) set(removeBasketLineAtom, { kind: 'deal', id: entry.id });
  }
});

/** Back to the voucher form (the modal's 'Try again', or its closing). */
export const resetVoucherViewAtom = atom(null, (get, set) => {
  if (get(voucherViewAtom).status === 'loading') set(voucherCallAtom, (call) => call + 1);
  set(voucherViewAtom, FORM);
});

// ── Gift card ─────────────────────────────────────────────────────────────────────────────────────

export type CheckGiftCardOutcome = 'ignored' | 'valid' | 'refused';

/**
 * VALIDATE_CREDIT (spec 2 §4): validating, then valid (balance, expiry) or error. Only one gift card
 * at a time: a second is ignored while one is applied. Both number and PIN are needed (spec 2 §5).
 * The number goes to v2 as typed, to v1 with the market or test prefix (flag giftCardV2).
 */
export const checkGiftCardAtom = atom(null, async (get, set, input: { number: string; pin: string }): Promise<CheckGiftCardOutcome> => {
  const number = input.number.replace(/\s+/g, '');
  const pin = input.pin.trim();
  const hut = get(currentHutAtom);
  if (!number || !pin || !hut || get(creditsAtom).giftCard || get(giftCardViewAtom).status === 'validating') return 'ignored';
  const call = get(giftCardCallAtom) + 1;
  set(giftCardCallAtom, call);
  set(giftCardViewAtom, { status: 'validating', number });
  try {
    const [{ checkGiftCard }, { GIFT_CARD_NUMBER_MAX, GIFT_CARD_PIN_MAX }] = await Promise.all([
      import('../api/vouchers'),
      import('../api/contract/gift-cards'),
    ]);
    if (number.length > GIFT_CARD_NUMBER_MAX || pin.length > GIFT_CARD_PIN_MAX) {
      set(giftCardViewAtom, { status: 'error', code: 'INVALID_CARD', message: '' });
      return 'refused';
    }
    const answer = await checkGiftCard({
      hut: { id: hut.id, sector: hut.sector, test: hut.test, tradezoneId: hut.tradezoneId },
      market: marketOfSectorId(hut.sector) ?? 'UK',
      cardNumber: number,
      cardPin: pin,
      v2: isFeatureOn('giftCardV2', get(settingsAtom).flagLevel),
    });
    if (get(giftCardCallAtom) !== call) return 'ignored';
    if ('giftCardBalance' in answer) {
      set(creditsAtom, (credits) => ({ ...credits, giftCard: { number, pin, balance: answer.giftCardBalance, expiryDate: answer.expiryDate } }));
      set(giftCardViewAtom, { status: 'valid' });
      return 'valid';
    }
    // "When no code is given, UNHANDLED_ERROR" (spec 2 §8).
    set(giftCardViewAtom, { status: 'error', code: answer.errorCode ?? 'UNHANDLED_ERROR', message: answer.errorMessage });
    return 'refused';
  } catch (error) {
    if (get(giftCardCallAtom) !== call) return 'ignored';
    log.warn('Gift card check failed', error);
    set(giftCardViewAtom, { status: 'error', code: 'UNHANDLED_ERROR', message: '' });
    return 'refused';
  }
});

/** DISMISS_ERROR: "retry dismisses the error" (spec 2 §4); the form shows again. */
export const dismissGiftCardErrorAtom = atom(null, (get, set) => {
  if (get(giftCardViewAtom).status === 'error') set(giftCardViewAtom, FORM);
});

/** CLEAR_CREDIT: the gift card goes (the modal's cancel, the notification box's remove). */
export const removeGiftCardAtom = atom(null, (_get, set) => {
  set(giftCardCallAtom, (call) => call + 1);
  set(giftCardViewAtom, FORM);
  set(creditsAtom, (credits) => (credits.giftCard ? { ...credits, giftCard: null } : credits));
});

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
  set(voucherCallAtom, (call) => call + 1);
  set(voucherViewAtom, FORM);
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
