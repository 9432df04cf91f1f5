// The order calls (spec 2 §7): POST /v1/orders/preauthorise and POST /v1/orders/place, checked by
// their contract. A refusal is an answer, not an exception: callers get the error's name (spec 2 §8)
// and pick the modal; a network failure or time-out is told apart, because a place that timed out
// may have been placed, and is asked again rather than reported as failed.
import { api, type ApiClient } from './client';
import {
  placeOrderResponseSchema,
  preauthoriseResponseSchema,
  type OrderPayloadInput,
  type PlaceOrderBody,
  type PlaceOrderResponse,
  type PreauthoriseResponse,
} from './contract/orders';
import { payerAuthCheckResponseSchema, type PayerAuthCheckBody, type PayerAuthCheckResponse } from './contract/payment-providers';
import { orderCall, type OrderCallResult } from './order-call';

export type { OrderCallResult } from './order-call';

/** Re-prices and reserves the order; idempotent on `clientOrderId`. */
export function preauthoriseOrder(body: OrderPayloadInput, client: ApiClient = api, headers: Record<string, string> = {}): Promise<OrderCallResult<PreauthoriseResponse>> {
  return orderCall(() => client.post('/v1/orders/preauthorise', body, { schema: preauthoriseResponseSchema, headers }));
}

/** Places a preauthorised order; placing one already placed answers 410 (treated as placed). */
export function placeOrder(body: PlaceOrderBody, client: ApiClient = api, headers: Record<string, string> = {}): Promise<OrderCallResult<PlaceOrderResponse>> {
  return orderCall(() => client.post('/v1/orders/place', body, { schema: placeOrderResponseSchema, headers }));
}

/**
 * Issue 16 (13-G12): POST /v1/payment-providers/payer-auth-check (spec 2 §3, §7): whether the issuer
 * wants a step-up challenge. Never cached (src/sw never-cache list: /v1/payment-providers/).
 */
export function payerAuthCheck(body: PayerAuthCheckBody, client: ApiClient = api): Promise<OrderCallResult<PayerAuthCheckResponse>> {
  return orderCall(() => client.post('/v1/payment-providers/payer-auth-check', body, { schema: payerAuthCheckResponseSchema }));
}
