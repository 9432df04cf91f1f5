import { trackingStatusSchema, type OrderState, type TrackingStatus } from '../../../src/api/contract/orders';
import { KITCHEN_SCHEDULE_MS, kitchenStatusAt, trackerStepFor } from '../../../src/domain/checkout';
import type { Kysely } from 'kysely';
import type { Database } from '../../db';
import { reverseOrderPoints } from '../loyalty/ledger';
import type { OrderSettings } from './settings';
import type { OrderRow } from './store';

/**
 * The sandbox kitchen (GET /v2/orders/orders/{id}/state): a placed order moves CONFIRMING →
 * CONFIRMED → PREPARING → COOKING → DISPATCHED (delivery) or READY (collection) → DELIVERED on the
 * domain's schedule, by real time since placing (placed_real_at) sped up by ORDER_CLOCK_SPEED. Times
 * in the answer are on the store clock (placed_at), so a frozen test clock still reads sensibly.
 */

/** The ETA window around the promised time. */
const ETA_RANGE_MS = 5 * 60_000;

function statusStartMs(status: string, etaType: OrderRow['eta_type']): number {
  return KITCHEN_SCHEDULE_MS[etaType].find((step) => step.status === status)?.atMs ?? 0;
}

export function orderStateOf(row: OrderRow, settings: Pick<OrderSettings, 'clockSpeed' | 'kitchenClock'>): OrderState | null {
  if (row.state !== 'PLACED' || !row.placed_at || !row.placed_real_at || !row.promised_time) return null;
  const speed = settings.clockSpeed;
  const elapsed = Math.max(0, (settings.kitchenClock() - row.placed_real_at.getTime()) * speed);
  const placedAt = row.placed_at.getTime();
  // 10-G22: a failure the development kitchen recorded ends the order as FAILED (tracker step 4, 'unsuccessful').
  const failed = row.kitchen_failed_at ?? null;
  const status: TrackingStatus = failed ? 'FAILED' : trackingStatusSchema.parse(kitchenStatusAt(elapsed, row.eta_type));
  // Store-clock instant of a kitchen step: placed + the step's real-time offset, scaled.
  const at = (offsetMs: number) => Math.round(placedAt + offsetMs / speed);
  const promised = row.promised_time.getTime();
  return {
    orderId: row.id,
    transactionId: row.transaction_id,
    orderStatus: status,
    trackerStep: trackerStepFor(status),
    eta: { exact: promised, range: { from: promised - ETA_RANGE_MS, to: promised + ETA_RANGE_MS } },
    orderTimeUTC: placedAt,
    acceptedTime: status === 'CONFIRMING' || (failed && elapsed < statusStartMs('CONFIRMED', row.eta_type)) ? null : at(statusStartMs('CONFIRMED', row.eta_type)),
    latestTrackingInfo: { order_status: status, updatedAt: failed ? failed.getTime() : at(statusStartMs(status, row.eta_type)) },
  };
}

/**
 * Development only (POST /dev/orders/{id}/fail, DEV_ENDPOINTS=1): the local kitchen fails a placed
 * order now, so FAILED → 'unsuccessful' can be reached and tested (10-G22). A delivered or unplaced
 * order is left alone; returns whether the order is now failed.
 */
export async function failOrderInKitchen(
  db: Kysely<Database>,
  orderId: string,
  settings: Pick<OrderSettings, 'clockSpeed' | 'kitchenClock'>,
  now: Date,
): Promise<boolean> {
  const row = await db.selectFrom('orders').selectAll().where('id', '=', orderId).executeTakeFirst();
  const state = row ? orderStateOf(row, settings) : null;
  if (!row || !state || state.orderStatus === 'DELIVERED') return false;
  if (state.orderStatus !== 'FAILED') await db.updateTable('orders').set({ kitchen_failed_at: now }).where('id', '=', orderId).execute();
  // Issue 15: a failed order's Hut Rewards points are given back and taken back, once (a repeated
  // failure, or one whose reversal was interrupted, meets the reversal already made or makes it).
  await reverseOrderPoints(db, orderId);
  return true;
}
