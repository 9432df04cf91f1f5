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
