/**
 * 13-G18: a failed or cancelled payment is worded by the way the customer paid, never "your card was
 * declined" for a UPI or wallet payment (walkthrough defect 13). The family comes from the chosen
 * payment type and, for the Indian redirect providers, the method picked on their page (13-G6: the
 * return link's `method`). The words are in the `ordererror.byMethod.<family>` translations.
 */
export const PAYMENT_FAMILIES = ['card', 'wallet', 'upi', 'netbanking', 'applePay', 'googlePay', 'paypal'] as const;
export type PaymentFamily = (typeof PAYMENT_FAMILIES)[number];

const BY_TYPE: Readonly<Record<string, PaymentFamily>> = {
  card: 'card',
  worldpay: 'card',
  hipay: 'card',
  microform: 'card',
  eigen: 'card',
  vtexCard: 'card',
  visaCheckout: 'card',
  razorpay: 'card',
  paytm: 'wallet',
  'phone-pe': 'wallet',
  wallet: 'wallet',
  upi: 'upi',
  netbanking: 'netbanking',
  applePay: 'applePay',
  googlePay: 'googlePay',
  googlePay3DS: 'googlePay',
  paypal: 'paypal',
};

/** The family to word a failure by: the provider page's method first, then the chosen type; card otherwise. */
export function paymentFamily(type: string | null | undefined, method?: string | null): PaymentFamily {
  if (method && method in BY_TYPE) return BY_TYPE[method]!;
  return (type && BY_TYPE[type]) || 'card';
}
