import type { Surcharge } from './types';

/**
 * Pay-later credit and debit (13-G5, C39): paid at the door or the counter on a terminal, with no
 * provider hand-off. Credit adds the market's payment surcharge (the surcharge kind "paylater credit
 * or debit", S2 §3); debit adds the market's debit amount (0 in every market today, so nothing is
 * shown). "Payment surcharges are replaced on payment-type change" (S2 §4): the surcharge is derived
 * from the chosen type every time, never kept from an earlier choice nor taken from a request body.
 * "Pay-later order amount is capped" (S2 §5): the amount due (surcharge included) may not exceed the
 * market's cap (03-G3 `orderRules.payLaterCap`).
 */

export const PAY_LATER_TYPES = ['paylater_credit', 'paylater_debit'] as const;
export type PayLaterType = (typeof PAY_LATER_TYPES)[number];

/** The market's surcharge per kind (market record `orderRules.payLaterSurcharge`). */
export interface PayLaterSurcharges {
  credit: number;
  debit: number;
}

export function isPayLater(type: string | null | undefined): type is PayLaterType {
  return type === 'paylater_credit' || type === 'paylater_debit';
}

/** The payment surcharge the type carries, or null (other types, a zero amount). */
export function paymentSurchargeFor(type: string | null | undefined, amounts: PayLaterSurcharges): Surcharge | null {
  if (!isPayLater(type)) return null;
  const amount = type === 'paylater_credit' ? amounts.credit : amounts.debit;
  return amount > 0 ? { type: 'paymentSurcharge', amount } : null;
}

/**
 * The chosen surcharges with the payment surcharge of `type` in place of any earlier one (S2 §4
 * "replaced on payment-type change"): a type without one removes it.
 */
export function withPaymentSurcharge(chosen: readonly Surcharge[], type: string | null | undefined, amounts: PayLaterSurcharges): Surcharge[] {
  const others = chosen.filter((surcharge) => surcharge.type !== 'paymentSurcharge');
  const payment = paymentSurchargeFor(type, amounts);
  return payment ? [...others, payment] : others;
}

/** Σ of the payment surcharges in a priced list: the breakdown's `payLaterSurcharge` (S2 §3 analytics value). */
export function payLaterSurchargeOf(surcharges: readonly Pick<Surcharge, 'type' | 'amount'>[]): number {
  return surcharges.filter((surcharge) => surcharge.type === 'paymentSurcharge').reduce((sum, surcharge) => sum + surcharge.amount, 0);
}

/** True when a pay-later order of `amountDue` is over the market's cap (the cap itself is allowed). */
export function payLaterCapExceeded(type: string | null | undefined, amountDue: number, cap: number): boolean {
  return isPayLater(type) && amountDue > cap;
}
