// The order summary and state calls of the order summary page and the track banner (spec 2 §7),
// checked by their contract, and the check of what an earlier visit saved in Dexie (the last
// order keeps both answers whole, so offline the page can show them as 'last updated at').
import { api, type ApiClient } from './client';
import { orderStateSchema, orderSummarySchema, type OrderState, type OrderSummary } from './contract/orders';
import { ORDER_SUMMARY_RETRY as SUMMARY_RETRY } from '../domain/checkout/constants';
import { log } from '../log/logger';
import type { RetryOptions } from './retry';

/** "Order summary retry 3 attempts, 1000 ms delay" (spec 2 §7, §9; C33: 3 calls): a fixed delay is factor 1. */
export const ORDER_SUMMARY_RETRY = {
  attempts: SUMMARY_RETRY.attempts,
  factor: 1,
  minTimeout: SUMMARY_RETRY.delayMs,
} as const satisfies RetryOptions;

const orderPath = (transactionId: string, what: 'summary' | 'state') =>
  `/v2/orders/orders/${encodeURIComponent(transactionId)}/${what}`;

/**
 * The order token's header (issue 12): a header, not a query value, so it stays out of URLs, the
 * server's request log and the browser history. Only the summary needs it; the state is open.
 */
export const ORDER_TOKEN_HEADER = 'x-order-token';

/**
 * The order summary, shown only to who placed the order: it goes with the order token the place
 * answer gave. "On failure logs and returns nothing" (spec 2 §7, §8): null.
 */
export async function fetchOrderSummary(transactionId: string, orderToken: string, client: ApiClient = api): Promise<OrderSummary | null> {
  try {
    return await client.get(orderPath(transactionId, 'summary'), {
      schema: orderSummarySchema,
      retry: ORDER_SUMMARY_RETRY,
      headers: { [ORDER_TOKEN_HEADER]: orderToken },
    });
  } catch (error) {
    log.warn('Order summary fetch failed', { transactionId, error });
    return null;
  }
}

/** The order's tracking state: one attempt within the client's 10 s time-out; callers poll, and handle failures. */
export function fetchOrderState(transactionId: string, client: ApiClient = api): Promise<OrderState> {
  return client.get(orderPath(transactionId, 'state'), { schema: orderStateSchema });
}

/** A summary saved by an earlier visit, if it still matches the contract (else null: it is fetched again). */
export function savedOrderSummary(value: unknown): OrderSummary | null {
  const parsed = orderSummarySchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

/** A state saved by an earlier visit, if it still matches the contract. */
export function savedOrderState(value: unknown): OrderState | null {
  const parsed = orderStateSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}
