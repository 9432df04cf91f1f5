import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { OrderErrorBody, OrderErrorName } from '../../../src/api/contract/orders';

/**
 * A refused order call (spec 2 §8): the status and the order error body the page picks its modal by.
 * Thrown by the services; the app's error handler sends the response it carries as it is.
 */
export class OrderError extends HTTPException {
  constructor(
    status: ContentfulStatusCode,
    readonly body: OrderErrorBody,
  ) {
    super(status, {
      message: body.message,
      res: new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', 'cache-control': 'no-store' } }),
    });
    this.name = 'OrderError';
  }
}

/** The order a failure is about, when known: the modal shows both (spec 2 §2). */
export interface KnownOrder {
  transactionId?: string;
  customerOrderReference?: string;
  orderId?: string;
}

export function orderError(status: ContentfulStatusCode, error: OrderErrorName, message: string, known: KnownOrder = {}): OrderError {
  return new OrderError(status, { error, message, ...known });
}

/** The same refusal naming the order it is about (a repeated preauthorise of a known order). */
export function naming(error: unknown, known: KnownOrder): unknown {
  if (!(error instanceof OrderError)) return error;
  return new OrderError(error.status, { ...error.body, ...known });
}
