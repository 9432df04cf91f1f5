// A store API call of the order flow (spec 2 §8): a refusal is an answer with its error name, a
// network failure or time-out is told apart (the outcome is unknown). Shared by the order and wallet calls.
import { orderErrorBodySchema, type OrderErrorBody } from './contract/orders';
import { HttpError } from './http-error';

export type OrderCallResult<T> =
  | { ok: true; answer: T }
  /** The server refused: `status` and its error body (a body outside the contract reads as Generic). */
  | { ok: false; kind: 'refused'; status: number; error: OrderErrorBody }
  /** No answer (offline, time-out): the outcome is unknown. */
  | { ok: false; kind: 'unreachable'; cause: unknown };

export async function orderCall<T>(call: () => Promise<T>): Promise<OrderCallResult<T>> {
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

