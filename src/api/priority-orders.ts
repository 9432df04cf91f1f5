// Priority delivery calls (spec 2 §7; 06-G35): reserve a faster slot at checkout, release it again.
// Both are best-effort: a refused or failed reservation is no reservation, a failed release is forgotten.
import { api, type ApiClient } from './client';
import { priorityReservationBodySchema, priorityReservationSchema, type PriorityReservation } from './contract/priority-orders';
import type { z } from 'zod';
import { HttpError, NetworkError, TimeoutError } from './http-error';
import { log } from '../log/logger';

export type PriorityReservationBody = z.input<typeof priorityReservationBodySchema>;

/** "answer null on 422, 503 or network failure" (spec 2 §7); other failures are logged and give null too. */
export async function reservePriorityDelivery(body: PriorityReservationBody, client: ApiClient = api): Promise<PriorityReservation | null> {
  try {
    return await client.post('/v1/priority-orders/reservation', priorityReservationBodySchema.parse(body), {
      schema: priorityReservationSchema,
      cache: 'no-store',
    });
  } catch (error) {
    const expected =
      (error instanceof HttpError && (error.status === 422 || error.status === 503)) ||
      error instanceof NetworkError ||
      error instanceof TimeoutError;
    // "Priority delivery errors are swallowed silently" (spec 2 §8): only the unexpected ones are logged.
    if (!expected) log.warn('Priority delivery reservation failed', error);
    return null;
  }
}

/** DELETE /v1/priority-orders/reservation/{id}/{hutId}: "release; errors swallowed" (spec 2 §7). */
export async function releasePriorityDelivery(reservation: { id: string; hutId: string }, client: ApiClient = api): Promise<void> {
  const path = `/v1/priority-orders/reservation/${encodeURIComponent(reservation.id)}/${encodeURIComponent(reservation.hutId)}`;
  try {
    await client.delete(path, { cache: 'no-store' });
  } catch (error) {
    log.warn('Priority delivery release failed', error);
  }
}
