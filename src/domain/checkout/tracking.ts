/**
 * The order tracker (spec 2 §3, §4; C14, 06-G36): twelve kitchen statuses shown on five steps,
 * 0 receiving, 1 preparing, 2 cooking, 3 delivery or ready, 4 finished or unsuccessful.
 */

export type TrackerStep = 0 | 1 | 2 | 3 | 4;

export const FINAL_TRACKER_STEP: TrackerStep = 4;

const STEP_OF_STATUS: Readonly<Record<string, TrackerStep>> = {
  CONFIRMING: 0,
  CONFIRMED: 1,
  PREPARING: 1,
  COOKING: 2,
  PACKING: 2,
  ORDER_READY: 3,
  READY: 3,
  READY_DELIVERY: 3,
  DISPATCHED: 3,
  ALMOST_ARRIVED: 3,
  DELIVERED: 4,
  FAILED: 4,
};

/** The step of a status; an unknown status is still being received (0). The step jumps to 4 only on DELIVERED or FAILED (C14). */
export function trackerStepFor(status: string): TrackerStep {
  return Object.hasOwn(STEP_OF_STATUS, status) ? (STEP_OF_STATUS[status] ?? 0) : 0;
}

/** "Advancing beyond the final step is refused" (spec 2 §4), and a late, older status never moves the tracker back. */
export function advanceTrackerStep(current: TrackerStep, next: TrackerStep): TrackerStep {
  return Math.min(Math.max(current, next), FINAL_TRACKER_STEP) as TrackerStep;
}

/** Translation keys of the five steps by ETA type; a failed order ends on 'unsuccessful' (spec 2 §3). */
export const TRACKER_STEP_LABELS = {
  delivery: ['receivingOrder', 'preparing', 'cooking', 'delivery', 'finished'],
  collection: ['receivingOrder', 'preparing', 'cooking', 'ready', 'finished'],
  failed: 'unsuccessful',
} as const;

/**
 * 10-G22 (our pick): inside the delivery step (3) of a delivery order, DISPATCHED reads 'with you
 * soon' and ALMOST_ARRIVED 'driver nearby'; every other status keeps its step's label (C14's five
 * steps stay). 'basket chosen' is the page's own state before an order exists, never a tracker step.
 */
export function deliveryStepLabel(status: string | null, etaType: 'delivery' | 'collection'): string {
  if (etaType === 'delivery' && status === 'DISPATCHED') return 'withYouSoon';
  if (etaType === 'delivery' && status === 'ALMOST_ARRIVED') return 'driverNearby';
  return TRACKER_STEP_LABELS[etaType][3];
}

/** DELIVERED and FAILED end tracking. */
export function isFinalStatus(status: string): boolean {
  return status === 'DELIVERED' || status === 'FAILED';
}

const HOUR_MS = 3_600_000;
const BANNER_FROM_MS = 24 * HOUR_MS;
const BANNER_UNTIL_MS = 30 * 60_000;

/**
 * The track-your-order banner (spec 2 §7): from 24 hours before to 30 minutes after the promised
 * time, unless the order is delivered or failed. No state yet (or a fetch that failed, which is
 * only logged) keeps it up.
 */
export function trackBannerVisible(now: number, promisedTime: number, status: string | null): boolean {
  if (now < promisedTime - BANNER_FROM_MS || now > promisedTime + BANNER_UNTIL_MS) return false;
  return status === null || !isFinalStatus(status);
}
