// Imported by the order contract (src/api/contract/orders.ts): keep this file free of imports.
/**
 * Issue 16 (a pick): the payment types whose wallet hands over the customer's contact e-mail (Apple
 * Pay's shipping contact, Google Pay's and PayPal's account e-mail), so the checkout's e-mail field
 * may be left empty for them: preauthorise takes the order without one and the wallet sheet's contact
 * e-mail is the order's at place. Every other type still needs a typed e-mail (spec 2 §5).
 */
export const WALLET_CONTACT_TYPES: ReadonlySet<string> = new Set(['applePay', 'googlePay', 'googlePay3DS', 'paypal']);

/** Whether an order paid by `paymentType` may come without a typed e-mail (the wallet gives it). */
export function walletGivesEmail(paymentType: string | null | undefined): boolean {
  return typeof paymentType === 'string' && WALLET_CONTACT_TYPES.has(paymentType);
}

/** Thrown when the wallet's client wrapper is not instantiated (spec 2 §8), e.g. its script did not load. */
export const WALLET_CLIENT_MISSING = 'the client wrapper not instantiated';
