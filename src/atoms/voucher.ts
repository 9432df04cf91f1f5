import { atom, type Getter } from 'jotai';
import type { VoucherErrorType } from '../api/contract/vouchers';
import { rateLimitedFor } from '../api/http-error';
import type { VoucherError } from '../api/vouchers';
import { log } from '../log/logger';
import type { CreditsSlice } from '../db/records';
import { marketOfSectorId } from '../domain/markets/facts';
import { clearRemovesVoucher, conflictingDeal, isDeliveryDiscount, type VoucherClearCause } from '../domain/vouchers';
import { basketAtom } from './basket';
import { removeBasketLineAtom } from './basket-actions';
import { creditsAtom } from './checkout';
import { dealbotAtom, setDealbotAtom } from './dealbot';
import { currentHutAtom } from './huts';
import { navigationRequestAtom } from './navigation-request';
import { menuListsAtom } from './menu';
import { productContentAtom } from './product-content';
import { sessionAtom } from './session';
import { channelAtom } from './visit';
import { track } from '../analytics/track';

/**
 * The voucher (spec 2 §4 Voucher). What is applied lives in the persisted `creditsAtom`
 * (src/atoms/checkout.ts), so a reload or a provider's redirect keeps it; what the modal shows
 * (loading, error, success) lives here in memory. The api module, the contract (zod) and the market
 * records load lazily inside the actions: none of this is first paint.
 */

export type StoredVoucher = NonNullable<CreditsSlice['voucher']>;

/**
 * A refusal the page knows besides the server's types: the call itself failed (UNKNOWN), or the server
 * refused it as too many (TOO_MANY_REQUESTS, HTTP 429, issue 12) and says how many seconds to wait.
 */
export type VoucherViewError =
  | { type: VoucherErrorType | 'UNKNOWN'; message: string; /** CONFLICT: the conflicting deal's title in the page's language (10-G30). */ item?: string }
  | { type: 'TOO_MANY_REQUESTS'; message: string; retryAfter: number };

export type VoucherView =
  | { status: 'form' }
  | { status: 'loading'; code: string }
  | { status: 'success'; voucher: StoredVoucher }
  | { status: 'error'; code: string; error: VoucherViewError };

const FORM = { status: 'form' } as const;

export const voucherViewAtom = atom<VoucherView>(FORM);

// Each call gets a number: an answer that arrives after a newer call or a reset is dropped.
const voucherCallAtom = atom(0);

/** Drops any check under way and shows the form again; what is applied stays (the credit resets use it). */
export const cancelVoucherCheckAtom = atom(null, (_get, set) => {
  set(voucherCallAtom, (call) => call + 1);
  set(voucherViewAtom, FORM);
});

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
    // The basket's deals go with the check, so the server can answer CONFLICT (spec 2 §8).
    const dealIds = basketDealIds(get);
    const result = await validateVoucher({
      sector: hut.sector,
      code,
      disposition: disposition === 'collection' ? 'collection' : disposition === 'delivery' ? 'delivery' : undefined,
      ...(dealIds.length > 0 ? { dealIds } : {}),
      channel: get(channelAtom),
    });
    if (get(voucherCallAtom) !== call) return 'ignored';
    if (!result.ok) return refuse(serverError(get, result.error));
    const { voucher } = result;
    // "App-exclusive vouchers are refused on the web" (spec 2 §6), whatever the server said.
    if (voucher.appExclusive) return refuse({ type: 'APP_ONLY', message: '' });
    // The page's own CONFLICT check, should the basket have changed while the server answered.
    const conflicting = conflictingDeal(voucher.conflicts, basketDealIds(get));
    if (conflicting !== undefined) return refuse({ type: 'CONFLICT', message: '', item: titleOf(get, conflicting) });
    // "Voucher validity is also checked against the deals and discounts lists" (spec 2 §5): the
    // hut's full lists for the disposition, hidden and voucher-only deals included (C46).
    const target = voucher.type === 'deal' ? voucher.dealId : voucher.discountId;
    if (!target || !offeredByMenu(get, voucher.type, target)) return refuse({ type: 'PRODUCTS_UNAVAILABLE', message: '' });

    const stored: StoredVoucher = {
      id: voucher.id,
      type: voucher.type,
      title: voucher.title,
      ...(voucher.discountId ? { discountId: voucher.discountId } : {}),
      ...(voucher.dealId ? { dealId: voucher.dealId } : {}),
      collectionOnly: voucher.collectionOnly,
      ...(voucher.conflicts && voucher.conflicts.length > 0 ? { conflicts: voucher.conflicts } : {}),
      ...(voucher.type === 'discount' && isDeliveryDiscount(discountable(get, target)) ? { delivery: true } : {}),
    };
    // One voucher at a time: the one it replaces takes its discount or deal with it.
    const previous = get(creditsAtom).voucher;
    if (previous && previous.id !== stored.id) set(removeVoucherAtom);
    set(creditsAtom, (credits) => ({ ...credits, voucher: stored }));
    // 14-G2: 'Coupon Applied' on voucher validation success (S2 §4, S3 §7.4).
    track({ type: 'couponApplied', code: stored.id, ...(stored.dealId ? { dealId: stored.dealId } : {}) });

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
    const retryAfter = rateLimitedFor(error);
    if (retryAfter !== undefined) return refuse({ type: 'TOO_MANY_REQUESTS', message: '', retryAfter });
    log.warn('Voucher check failed', error);
    return refuse({ type: 'UNKNOWN', message: '' });
  }
});

/**
 * The server's refusal as the page shows it: its type decides the words, in the page's language
 * (10-G30); the server's English message is kept for the log only. A CONFLICT names the conflicting
 * deal by the page's own title for it.
 */
function serverError(get: Getter, error: VoucherError): VoucherViewError {
  if (error.type === 'CONFLICT' && error.conflictId) return { type: error.type, message: error.message, item: titleOf(get, error.conflictId) };
  return { type: error.type, message: error.message };
}

/** The catalogue deal ids in the basket, each once. */
export function basketDealIds(get: Getter): string[] {
  return [...new Set(Object.values(get(basketAtom).deals).map((line) => line.deal.id))];
}

/**
 * A deal's title in the page's language: the product content fetched in it (04-G10), else the
 * deals list's title; undefined when neither knows the id (the generic CONFLICT text shows then).
 */
export function titleOf(get: Getter, id: string): string | undefined {
  const content = get(productContentAtom).list.find((entry) => entry.id === id);
  if (content) return content.title;
  const entry = get(menuListsAtom).deals?.list.find((candidate) => candidate.id === id);
  return entry && 'title' in entry && typeof entry.title === 'string' ? entry.title : undefined;
}

/**
 * Whether the hut's full lists for the disposition hold the voucher's target (C46): the deals list
 * is fetched with hidden and voucher-only deals (src/atoms/menu.ts), which menus never show. A list
 * not fetched (or failed) proves nothing: the server's word stands then.
 */
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

/** What the discount counts (its `discountable` types), from the discounts list; undefined when unknown. */
function discountable(get: Getter, id: string): readonly string[] | undefined {
  const entry = get(menuListsAtom).discounts?.list.find((candidate) => candidate.id === id);
  return entry && 'discountable' in entry && Array.isArray(entry.discountable) ? (entry.discountable as string[]) : undefined;
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
  const { marketConfig } = await import('../domain/markets/config');
  return marketConfig(market).features.dealbotVoucherWarning;
}

/**
 * CLEAR_VOUCHER (spec 2 §4, 06-G29): the voucher goes, and with it the basket discount if it was a
 * discount voucher, or the deal it added if it was a deal voucher.
 */
export const removeVoucherAtom = atom(null, (get, set) => {
  const voucher = get(creditsAtom).voucher;
  set(cancelVoucherCheckAtom);
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

/**
 * CLEAR_VOUCHER with its cause (spec 2 §4 "clearing keeps a delivery voucher if requested", 13-G23):
 * the clears after basket edits and re-optimisation ask to keep a delivery voucher; the others
 * (hut, disposition, the customer's own 'Remove') do not. Answers whether the voucher went.
 */
export const clearVoucherAtom = atom(null, (get, set, cause: VoucherClearCause): boolean => {
  const voucher = get(creditsAtom).voucher;
  if (!voucher || !clearRemovesVoucher(voucher, cause)) return false;
  set(removeVoucherAtom);
  return true;
});

/** Back to the voucher form (the modal's 'Try again', or its closing). */
export const resetVoucherViewAtom = atom(null, (get, set) => {
  if (get(voucherViewAtom).status === 'loading') set(voucherCallAtom, (call) => call + 1);
  set(voucherViewAtom, FORM);
});
