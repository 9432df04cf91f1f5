/**
 * 13-G6: India pays "by a card provider, a wallet provider or cash" (S2 §1); on the redirect provider's
 * page the customer picks how (S2 §3 types `netbanking`, `upi`, `wallet`). The provider records the
 * method with the payment (Razorpay's payment entity has `method`), so the place call reads it from the
 * payments row, never from the return link, and the order carries it as its type. Paying by card keeps
 * the provider's own type (razorpay, paytm, phone-pe).
 */
export const REDIRECT_METHODS: Readonly<Record<string, readonly string[]>> = {
  razorpay: ['card', 'upi', 'netbanking', 'wallet'],
  paytm: ['wallet', 'upi', 'netbanking'],
  phonepe: ['upi', 'wallet'],
};

/** The order types a chosen method becomes; `card` is not among them. */
export const METHOD_TYPES: ReadonlySet<string> = new Set(['upi', 'netbanking', 'wallet']);

/** The method posted, when the provider offers it; else the provider's first. */
export function redirectMethod(provider: string, posted: string | undefined): string {
  const methods = REDIRECT_METHODS[provider] ?? ['card'];
  return posted && methods.includes(posted) ? posted : methods[0]!;
}
