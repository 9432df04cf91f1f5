import type { CheckoutErrorKey, CheckoutErrors, CheckoutField, CheckoutMarket } from '../../domain/checkout';
import type { BasketPrice, Disposition, SurchargeType } from '../../domain/pricing/types';
import type { TaxId } from '../../domain/pricing/taxes';
import { roundMoney } from '../../domain/money/round';

/**
 * The checkout screen's pure questions (spec 2 §2, §5): which fields a market asks for, the driver
 * tip, the UK postcode check's answer, the money rows and the pay button. No React, no atoms: the
 * tests call these directly.
 */

/** How a section reads and reports a field: its message (when shown) and that the customer left it. */
export interface FieldErrors {
  message: (field: CheckoutField) => string | null;
  touch: (field: CheckoutField) => void;
}

export interface CheckoutLayout {
  /** One name field (UK, India). */
  name: boolean;
  /** First and last name (France, Canada). */
  firstAndLastName: boolean;
  /** UK delivery: address lines and postcode. */
  ukAddress: boolean;
  /** India delivery: flat, floor, building under the geocoded address. */
  interior: boolean;
  /** Canada delivery: street address and postal code. */
  canadaAddress: boolean;
  /** The address the customer localised with, shown read-only (India, France delivery). */
  sessionAddress: boolean;
  contactFree: boolean;
  curbside: boolean;
  /** India: terms acceptance (spec 2 §5). */
  terms: boolean;
}

export function checkoutLayout(market: CheckoutMarket, disposition: Disposition): CheckoutLayout {
  const delivery = disposition === 'delivery';
  const split = market === 'FR' || market === 'CA';
  return {
    name: !split,
    firstAndLastName: split,
    ukAddress: delivery && market === 'UK',
    interior: delivery && market === 'IN',
    canadaAddress: delivery && market === 'CA',
    sessionAddress: delivery && (market === 'IN' || market === 'FR'),
    contactFree: delivery,
    curbside: disposition === 'collection',
    terms: market === 'IN',
  };
}

/** The order fields are checked in, which is the order they appear on the page: the first invalid one takes focus. */
export const FIELD_ORDER: readonly CheckoutField[] = [
  'name',
  'firstName',
  'lastName',
  'email',
  'phone',
  'addressLine1',
  'postcode',
  'interior',
  'streetAddress',
  'postalCode',
  'instructions',
  'password',
  'terms',
  'paymentType',
];

export function firstInvalidField(errors: CheckoutErrors): CheckoutField | null {
  return FIELD_ORDER.find((field) => errors[field] !== undefined) ?? null;
}

/** Errors show for the fields the customer has left, and for every field once they tried to pay. */
export function visibleErrors(errors: CheckoutErrors, touched: ReadonlySet<CheckoutField>, submitted: boolean): CheckoutErrors {
  if (submitted) return errors;
  const shown: CheckoutErrors = {};
  for (const field of FIELD_ORDER) {
    const error = errors[field];
    if (error && touched.has(field)) shown[field] = error;
  }
  return shown;
}

/** The message key of an error: the payment choice has its own wording for 'required'. */
export function errorMessageKey(field: CheckoutField, error: CheckoutErrorKey): string {
  if (field === 'paymentType' && error === 'REQUIRED') return 'checkout.errors.paymentType';
  return `checkout.errors.${error}`;
}

// ── Driver tip (market record `tipping`; delivery only) ──────────────────────────────────────────

export const TIP_PERCENTS = [10, 15, 20] as const;
export type TipOption = 'none' | `${(typeof TIP_PERCENTS)[number]}%` | 'custom';
export const TIP_OPTIONS: readonly TipOption[] = ['none', '10%', '15%', '20%', 'custom'];

/** A percentage tip of the goods subtotal (before surcharges and credits), in the basket's decimals. */
export function tipAmount(option: TipOption, subtotal: number, customAmount = 0, decimals = 2): number {
  if (option === 'none') return 0;
  if (option === 'custom') return Number.isFinite(customAmount) && customAmount > 0 ? roundMoney(customAmount, decimals) : 0;
  const percent = Number.parseInt(option, 10);
  return roundMoney((subtotal * percent) / 100, decimals);
}

export function isTipOption(value: string | undefined): value is TipOption {
  return (TIP_OPTIONS as readonly string[]).includes(value ?? '');
}

/** Reads a custom amount as typed ('3,50' in French too); anything else is no amount. */
export function parseAmount(text: string): number {
  const value = Number.parseFloat(text.replace(',', '.'));
  return Number.isFinite(value) && value >= 0 ? value : 0;
}

// ── UK delivery postcode check (spec 2 §5) ───────────────────────────────────────────────────────

export type PostcodeCheck = 'ok' | 'not-deliverable' | 'other-hut' | 'unknown';

/** Huts delivering to the postcode against the chosen one: ours, someone else's, or nobody's. */
export function postcodeCheckOf(huts: readonly { id: string; sector: string }[], hut: { id: string; sector: string }): PostcodeCheck {
  if (huts.length === 0) return 'not-deliverable';
  return huts.some((entry) => entry.id === hut.id && entry.sector === hut.sector) ? 'ok' : 'other-hut';
}

// ── Money ────────────────────────────────────────────────────────────────────────────────────────

export type SummaryRow =
  | { kind: 'subtotal'; amount: number }
  | { kind: 'discount'; title: string; amount: number }
  | { kind: 'dealSavings'; amount: number }
  | { kind: 'surcharge'; type: SurchargeType; amount: number }
  | { kind: 'tax'; id: TaxId; rate: number; included: boolean; amount: number }
  | { kind: 'total'; amount: number }
  | { kind: 'giftCard'; amount: number }
  | { kind: 'amountDue'; amount: number };

/**
 * The order summary's rows: subtotal, the discount, deal savings, each surcharge on its own line (the
 * tip and priority delivery included), each added tax (Canada, 10-G12) before the total, the total,
 * the tax it includes (UK, FR, IN: 'Includes VAT') after it, and the gift card and amount due when a
 * card applies.
 */
export function summaryRows(price: BasketPrice): SummaryRow[] {
  const rows: SummaryRow[] = [{ kind: 'subtotal', amount: price.subtotal }];
  if (price.discount?.applicable && price.discount.amount > 0) {
    rows.push({ kind: 'discount', title: price.discount.title, amount: -price.discount.amount });
  }
  if (price.dealSavings > 0) rows.push({ kind: 'dealSavings', amount: price.dealSavings });
  for (const surcharge of price.surcharges) {
    if (surcharge.amount !== 0) rows.push({ kind: 'surcharge', type: surcharge.type, amount: surcharge.amount });
  }
  const taxRows = price.tax.lines
    .filter((line) => line.amount !== 0)
    .map((line): SummaryRow => ({ kind: 'tax', id: line.id, rate: line.rate, included: price.tax.included, amount: line.amount }));
  if (!price.tax.included) rows.push(...taxRows);
  rows.push({ kind: 'total', amount: price.total });
  if (price.tax.included) rows.push(...taxRows);
  if (price.giftCardCredit > 0) {
    rows.push({ kind: 'giftCard', amount: -price.giftCardCredit });
    rows.push({ kind: 'amountDue', amount: price.amountDue });
  }
  return rows;
}

export type PayButtonKind = 'place' | 'pay' | 'counter';

/**
 * Cash and a fully covered order place the order; everything else pays the amount due. At a kiosk
 * (issue 07) cash is paid at the counter, which the button says.
 */
export function payButtonKind(paymentType: string | null, amountDue: number, kiosk = false): PayButtonKind {
  if (amountDue <= 0) return 'place';
  if (kiosk && paymentType === 'cash') return 'counter';
  return paymentType === 'cash' || paymentType === 'ticket' || paymentType === 'cash/ticket' ? 'place' : 'pay';
}

/** A scheduled time at or before now must be picked again (spec 2 §4 "Scheduled and closed checks"). */
export function scheduledTimePassed(session: { dispositionWhen: string; dispositionTime: number | null }, now: number): boolean {
  return session.dispositionWhen === 'scheduled' && session.dispositionTime !== null && session.dispositionTime <= now;
}

/** The checkout guard's verdict on load (C7): the OOPS overlay for an empty or under-minimum basket. */
export function basketNeedsMore(empty: boolean, price: BasketPrice | null): boolean {
  if (empty) return true;
  return price !== null && price.minimumOrder !== null && price.minimumOrder.gap > 0;
}
