import { randomBytes } from 'node:crypto';

/**
 * Identifiers an order is known by. Random, never sequential (a guessable id would let anyone read
 * another customer's order state); the customer order reference is short enough to read out over
 * the phone to the hut, in an alphabet without look-alike letters (no I, L, O, U).
 */

const READABLE = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

function readable(length: number): string {
  const bytes = randomBytes(length);
  let text = '';
  for (const byte of bytes) text += READABLE[byte % READABLE.length];
  return text;
}

/** Our order id, 'ORD-' and 20 readable characters. */
export const newOrderId = () => `ORD-${readable(20)}`;

/** What the page keeps through the payment (URLs, the last order): 'TX-' and 24 readable characters. */
export const newTransactionId = () => `TX-${readable(24)}`;

/** Redirect providers' own order id, in Razorpay's style. */
export const newProviderOrderId = () => `order_${randomBytes(10).toString('hex')}`;

/** A provider payment id, in Razorpay's style. */
export const newProviderPaymentId = () => `pay_${randomBytes(10).toString('hex')}`;

/**
 * 'UK-1101-4F7K2': market, hut and five readable characters. Unique per database; the caller retries
 * on the rare collision (32⁵ ≈ 33.5 million codes a hut).
 */
export function newCustomerOrderReference(market: string, hutId: string): string {
  return `${market}-${hutId}-${readable(5)}`;
}
