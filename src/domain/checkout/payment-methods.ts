import { redemptionAllowedWith } from '../loyalty';
import { PAYMENT_TYPES, type PaymentType } from '../markets/ids';
import { isPayLater, payLaterCapExceeded, paymentSurchargeFor, type PayLaterSurcharges } from '../pricing/pay-later';

/** Why a payment type is shown but cannot be chosen (spec 2 §5). */
export type PaymentDisabledReason = 'CASH_LIMIT' | 'LOYALTY_REDEMPTION' | 'SIGN_IN_FOR_CASH' | 'PAY_LATER_LIMIT';

export interface PaymentChoice {
  type: string;
  disabledReason: null | PaymentDisabledReason;
}

export interface PaymentChoiceInput {
  /** The market's types in display order (market record `payments.types`). */
  marketTypes: readonly string[];
  /** Types the market leaves off unless a hut lists them (`payments.hutOptIn`, C17: PhonePe). */
  hutOptIn: readonly string[];
  /** The hut's supportedPayment types. */
  hutSupported: readonly string[];
  /** What is left to pay after vouchers and gift cards. */
  amountDue: number;
  /** The hut's cash maximum; null when it sets none. */
  cashMaximum: number | null;
  /** The basket holds a Hut Rewards reward (a loyalty deal): S2 §5, 12-G11. */
  loyaltyRedemption: boolean;
  /**
   * 14-G17 `loyaltyWithOfflinePayments` (default off): a redemption may go with the other offline types
   * (ticket, card, pay-later; C39). Cash never (S2 §5 "Cash is disabled with loyalty redemption").
   */
  loyaltyWithOfflinePayments?: boolean;
  /**
   * An enrolled kiosk: its `card` is the counter's terminal, an offline type (C39). On the web `card` is
   * handed to the market's hosted card page (worldpay, hipay, microform: server/services/orders/providers.ts),
   * an online payment, so a reward may be paid by card there.
   */
  kiosk?: boolean;
  signedIn: boolean;
  cashNeedsSignIn: boolean;
  /** The ordering channel; India's QR take-away channel never takes cash. */
  channel?: string;
  /**
   * 13-G5 (C39): the market's pay-later cap and surcharges, and the payment surcharge inside `amountDue`
   * now (the chosen type's), so each kind is judged on the amount it would make due.
   */
  payLater?: { cap: number; surcharges: PayLaterSurcharges; currentPaymentSurcharge: number };
}

/** India blacklists cash on its QR take-away channel (spec 2 §5); the channel exists only there. */
const CASH_FREE_CHANNELS: ReadonlySet<string> = new Set(['qr-takeaway']);

/**
 * 13-G9: is cash refused on this visit channel (x-channel, 10-G28)? One rule for the page (the choice
 * is not offered) and the server (preauthorise refuses it), so neither can drift from the other.
 */
export const cashRefusedOnChannel = (channel: string | undefined): boolean => channel !== undefined && CASH_FREE_CHANNELS.has(channel);

/**
 * 13-G7 (pick): France's `cash/ticket`, "cash or meal ticket at the door", is an offline type that
 * follows the rules of both: cash's per-hut maximum, sign-in and no-loyalty-redemption rules (S2 §5),
 * which are stricter than the ticket's. One rule for the page and the server (orders/order-checks.ts).
 */
export const isCashType = (type: string): boolean => type === 'cash' || type === 'cash/ticket';

/**
 * Why cash cannot be chosen, first reason first (spec 2 §5): loyalty redemption is not possible with
 * offline payments; cash is "only for orders under a per-hut maximum"; and some huts ask a
 * customer to sign in to pay by cash.
 */
function cashDisabledReason(input: PaymentChoiceInput): PaymentDisabledReason | null {
  // C47: nothing to pay is sent as cash, and no cash rule applies to it.
  if (input.amountDue <= 0) return null;
  if (input.loyaltyRedemption) return 'LOYALTY_REDEMPTION';
  if (input.cashMaximum !== null && input.amountDue >= input.cashMaximum) return 'CASH_LIMIT';
  if (input.cashNeedsSignIn && !input.signedIn) return 'SIGN_IN_FOR_CASH';
  return null;
}

/**
 * Opt-in types that take a card on a provider's own page (13-G7): a hut offers one in place of the
 * market's `card`, so it is listed where `card` is, never after cash.
 */
const HOSTED_CARD_OPT_INS: readonly string[] = ['eigen', 'vtexCard'];

/**
 * The payment types to offer (spec 2 §5; C17): the market's types the hut supports, in market order,
 * then the opt-in types the hut lists; a hosted-card opt-in takes the place of `card`. A gift card is a
 * credit taken off the amount, never a choice.
 */
export function availablePaymentTypes(input: PaymentChoiceInput): PaymentChoice[] {
  const supported = new Set(input.hutSupported);
  const optIn = input.hutOptIn.filter((type) => !input.marketTypes.includes(type));
  const cards = optIn.filter((type) => HOSTED_CARD_OPT_INS.includes(type));
  const ordered = input.marketTypes.flatMap((type) => (type === 'card' ? [type, ...cards] : [type]));
  if (!input.marketTypes.includes('card')) ordered.push(...cards);
  return [...ordered, ...optIn.filter((type) => !cards.includes(type))]
    .filter((type) => supported.has(type))
    .filter((type) => type !== 'cash' || !cashRefusedOnChannel(input.channel))
    .map((type) => ({ type, disabledReason: isCashType(type) ? cashDisabledReason(input) : otherDisabledReason(type, input) }));
}

/**
 * "Loyalty redemption is not possible with offline-type payments (cash, ticket, card, pay-later) unless a
 * feature flag allows it" (S2 §5, S3 §4.5; 12-G11, C39): the domain's `redemptionAllowedWith`. Nothing to
 * pay (C47) takes no payment type at all.
 */
function otherDisabledReason(type: string, input: PaymentChoiceInput): PaymentDisabledReason | null {
  if (input.amountDue <= 0) return null;
  const payLater = payLaterDisabledReason(type, input);
  if (payLater) return payLater;
  if (!input.loyaltyRedemption) return null;
  if (!(PAYMENT_TYPES as readonly string[]).includes(type)) return null;
  if (type === 'card' && !input.kiosk) return null;
  return redemptionAllowedWith(type as PaymentType, input.loyaltyWithOfflinePayments ?? false) ? null : 'LOYALTY_REDEMPTION';
}

/**
 * "Pay-later order amount is capped" (S2 §5; 13-G5): the kind is off when the amount due with its own
 * surcharge (the current payment surcharge taken out) is over the market's cap; the server refuses
 * the same order with PAY_LATER_LIMIT_EXCEEDED.
 */
function payLaterDisabledReason(type: string, input: PaymentChoiceInput): PaymentDisabledReason | null {
  if (!isPayLater(type) || !input.payLater) return null;
  const { cap, surcharges, currentPaymentSurcharge } = input.payLater;
  const due = input.amountDue - currentPaymentSurcharge + (paymentSurchargeFor(type, surcharges)?.amount ?? 0);
  return payLaterCapExceeded(type, Math.round(due * 100) / 100, cap) ? 'PAY_LATER_LIMIT' : null;
}

/** "A payment with amount zero or less uses the cash type" (spec 2 §5): a fully covered order takes no payment. */
export function paymentTypeFor(type: string, amountDue: number): string {
  return amountDue <= 0 ? 'cash' : type;
}
