// The order calls (spec 2 §7): POST /v1/orders/preauthorise and POST /v1/orders/place, checked by
// their contract. A refusal is an answer, not an exception: callers get the error's name (spec 2 §8)
// and pick the modal; a network failure or time-out is told apart, because a place that timed out
// may have been placed, and is asked again rather than reported as failed.
import { api, type ApiClient } from './client';
import {
  orderErrorBodySchema,
  placeOrderResponseSchema,
  preauthoriseResponseSchema,
  type OrderErrorBody,
  type OrderPayloadInput,
  type PlaceOrderBody,
  type PlaceOrderResponse,
  type PreauthoriseResponse,
} from './contract/orders';
import { HttpError } from './http-error';
import { payerAuthCheckResponseSchema, type PayerAuthCheckBody, type PayerAuthCheckResponse } from './contract/payment-providers';

export type OrderCallResult<T> =
  | { ok: true; answer: T }
  /** The server refused: `status` and its error body (a body outside the contract reads as Generic). */
  | { ok: false; kind: 'refused'; status: number; error: OrderErrorBody }
  /** No answer (offline, time-out): the outcome is unknown. */
  | { ok: false; kind: 'unreachable'; cause: unknown };

async function orderCall<T>(call: () => Promise<T>): Promise<OrderCallResult<T>> {
  try {
    return { ok: true, answer: await call() };
  } catch (error) {
    if (error instanceof HttpError) {
      const parsed = orderErrorBodySchema.safeParse(error.json);
      return {
        ok: false,
        kind: 'refused',
        status: error.status,
        error: parsed.success ? parsed.data : { error: 'Generic', message: error.message },
      };
    }
    return { ok: false, kind: 'unreachable', cause: error };
  }
}

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
