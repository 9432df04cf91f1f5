import { trackingStatusSchema, type OrderState, type TrackingStatus } from '../../../src/api/contract/orders';
import { KITCHEN_SCHEDULE_MS, kitchenStatusAt, trackerStepFor } from '../../../src/domain/checkout';
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
  const status: TrackingStatus = trackingStatusSchema.parse(kitchenStatusAt(elapsed, row.eta_type));
  const placedAt = row.placed_at.getTime();
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
    acceptedTime: status === 'CONFIRMING' ? null : at(statusStartMs('CONFIRMED', row.eta_type)),
    latestTrackingInfo: { order_status: status, updatedAt: at(statusStartMs(status, row.eta_type)) },
  };
}
