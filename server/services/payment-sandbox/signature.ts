import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The redirect providers' signed callback (Razorpay style): HMAC-SHA256, hex, of
 * `order_id|payment_id` under the sandbox key. The provider page signs, the place call verifies in
 * constant time, so a customer cannot mark an order paid by editing the return URL.
 */

export function signProviderPayment(orderId: string, paymentId: string, secret: string): string {
  return createHmac('sha256', secret).update(`${orderId}|${paymentId}`).digest('hex');
}

export function verifyProviderPayment(orderId: string, paymentId: string, signature: string, secret: string): boolean {
  const expected = Buffer.from(signProviderPayment(orderId, paymentId, secret), 'hex');
  const given = /^[0-9a-f]{64}$/.test(signature) ? Buffer.from(signature, 'hex') : Buffer.alloc(0);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * 13-G2: the Hipay-style return's `hash` (pick): HMAC-SHA256, hex, of `state|orderid|amount|currency`
 * under the sandbox key. It is the provider's own proof on the return link, never called `signature`
 * (the place body's `signature` is the page URL the customer came back to, S2 §3).
 */
export function signHipayReturn(fields: { state: string; orderid: string; amount: number; currency: string }, secret: string): string {
  return createHmac('sha256', secret).update(`${fields.state}|${fields.orderid}|${fields.amount}|${fields.currency}`).digest('hex');
}

export function verifyHipayReturn(fields: { state: string; orderid: string; amount: number; currency: string }, hash: string, secret: string): boolean {
  const expected = Buffer.from(signHipayReturn(fields, secret), 'hex');
  const given = /^[0-9a-f]{64}$/.test(hash) ? Buffer.from(hash, 'hex') : Buffer.alloc(0);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * 13-G2/13-G7: the Eigen-style return's `mac2` (pick): HMAC-SHA256, hex, of `eigen|orderid|amount in
 * cents|currency` under the sandbox key, `orderid` being our transaction id. Like Hipay's `hash` it
 * binds the provider's answer to this transaction and the amount it took; the place call re-computes
 * it with the order's amount due now, so a mac2 made for another order or a smaller amount fails.
 */
export function signEigenReturn(fields: { orderid: string; amount: number; currency: string }, secret: string): string {
  return createHmac('sha256', secret).update(`eigen|${fields.orderid}|${Math.round(fields.amount * 100)}|${fields.currency}`).digest('hex');
}

export function verifyEigenReturn(fields: { orderid: string; amount: number; currency: string }, mac2: string, secret: string): boolean {
  const expected = Buffer.from(signEigenReturn(fields, secret), 'hex');
  const given = /^[0-9a-f]{64}$/.test(mac2) ? Buffer.from(mac2, 'hex') : Buffer.alloc(0);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** 13-G2: the card brand a provider returns as `cardType` (pick: the scheme by its first digits). */
export function cardTypeOf(digits: string): 'VISA' | 'MASTERCARD' | 'AMEX' | 'OTHER' {
  if (digits.startsWith('4')) return 'VISA';
  if (/^(5[1-5]|2[2-7])/.test(digits)) return 'MASTERCARD';
  if (/^3[47]/.test(digits)) return 'AMEX';
  return 'OTHER';
}
