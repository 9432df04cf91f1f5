import type { DiscountOutcome, DiscountQualification } from '../pricing/types';

/**
 * Voucher rules the page applies (spec 2 §4, §5, §8; CHECKLIST-2 13-G22/13-G23, CHECKLIST 06-G29).
 * Pure: the atoms (src/atoms/voucher.ts, credit-effects.ts) call them with what they read.
 */

/**
 * The qualification state of a basket discount (spec 2 §4 "no eligible total, not met, met, not
 * applicable"). The pricing engine sets it (discountOutcome); an outcome without it (one built by
 * hand) is read from its amount and gap.
 */
export function discountQualification(outcome: Pick<DiscountOutcome, 'amount' | 'applicable' | 'gap' | 'qualification'>): DiscountQualification {
  if (outcome.qualification) return outcome.qualification;
  if (outcome.applicable && outcome.amount > 0) return 'met';
  return outcome.gap > 0 ? 'notMet' : 'notApplicable';
}

/**
 * "Conflicting deals or discounts are filtered out" (spec 1 §4), CONFLICT (spec 2 §8): the first
 * basket deal the applied voucher cannot be used with, or undefined.
 */
export function conflictingDeal(conflicts: readonly string[] | undefined, basketDealIds: readonly string[]): string | undefined {
  if (!conflicts || conflicts.length === 0) return undefined;
  return basketDealIds.find((id) => conflicts.includes(id));
}

/**
 * A delivery voucher (13-G23 pick): a discount voucher whose discount counts the delivery charge
 * (its `discountable` names 'delivery'). Basket edits do not change what it takes off.
 */
export function isDeliveryDiscount(discountable: readonly string[] | undefined): boolean {
  return discountable?.includes('delivery') ?? false;
}

/** Which clears ask to keep a delivery voucher (13-G23 pick): basket edits and re-optimisation; hut and disposition changes do not ask. */
export type VoucherClearCause = 'basket-edit' | 'reoptimise' | 'hut-change' | 'disposition-change' | 'customer';

export const CLEARS_KEEPING_DELIVERY: ReadonlySet<VoucherClearCause> = new Set(['basket-edit', 'reoptimise']);

/**
 * CLEAR_VOUCHER "keeps a delivery voucher if requested" (spec 2 §4): whether this clear removes the
 * voucher. Only the causes in CLEARS_KEEPING_DELIVERY ask, and only a delivery voucher is kept.
 */
export function clearRemovesVoucher(voucher: { delivery?: boolean }, cause: VoucherClearCause): boolean {
  return !(CLEARS_KEEPING_DELIVERY.has(cause) && voucher.delivery === true);
}
