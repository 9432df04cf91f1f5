/**
 * The basket's "image of accepted card types" (spec 1 §2), drawn from what the hut takes — its
 * `supportedPayment` (spec 1 §3; 10-G31) — instead of one picture for every market: no PayPal where
 * PayPal is not taken, no card brands where no card is taken directly (India), and India's "issuer
 * icons for Phonepe and Razorpay" (spec 2 §9). Cash, meal tickets and gift cards are not marks of a
 * strip of accepted cards and wallets.
 */
export type AcceptedMark = 'visa' | 'mastercard' | 'amex' | 'paypal' | 'applepay' | 'googlepay' | 'razorpay' | 'phonepe' | 'paytm';

const MARKS_OF_TYPE: Readonly<Record<string, readonly AcceptedMark[]>> = {
  card: ['visa', 'mastercard', 'amex'],
  paypal: ['paypal'],
  applePay: ['applepay'],
  googlePay: ['googlepay'],
  razorpay: ['razorpay'],
  'phone-pe': ['phonepe'],
  paytm: ['paytm'],
};

/** The brand names the strip's text alternative lists (brands, so the same in every language). */
export const ACCEPTED_MARK_NAMES: Readonly<Record<AcceptedMark, string>> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  paypal: 'PayPal',
  applepay: 'Apple Pay',
  googlepay: 'Google Pay',
  razorpay: 'Razorpay',
  phonepe: 'PhonePe',
  paytm: 'Paytm',
};

const ORDER = Object.values(MARKS_OF_TYPE).flat();

/** The marks of the hut's payment types, in one fixed order, each once. */
export function acceptedMarks(supported: readonly string[]): AcceptedMark[] {
  const marks = new Set(supported.flatMap((type) => MARKS_OF_TYPE[type] ?? []));
  return ORDER.filter((mark) => marks.has(mark));
}
