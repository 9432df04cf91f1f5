/**
 * The sandbox kitchen's schedule (issue 6): how an order's status moves with the time since it was
 * placed. The server scales elapsed time by ORDER_CLOCK_SPEED; these are real-time minutes.
 */

const SECOND_MS = 1000;
const MINUTE_MS = 60 * SECOND_MS;

export type EtaType = 'delivery' | 'collection';

export interface KitchenStep {
  status: string;
  atMs: number;
}

/** After 25 minutes the order is delivered (or, for collection, collected: finished). */
export const ORDER_DELIVERED_AFTER_MS = 25 * MINUTE_MS;

const UNTIL_COOKING: readonly KitchenStep[] = [
  { status: 'CONFIRMING', atMs: 0 },
  { status: 'CONFIRMED', atMs: 30 * SECOND_MS },
  { status: 'PREPARING', atMs: 2 * MINUTE_MS },
  { status: 'COOKING', atMs: 5 * MINUTE_MS },
];

export const KITCHEN_SCHEDULE_MS: Readonly<Record<EtaType, readonly KitchenStep[]>> = {
  delivery: [
    ...UNTIL_COOKING,
    { status: 'DISPATCHED', atMs: 12 * MINUTE_MS },
    { status: 'ALMOST_ARRIVED', atMs: 20 * MINUTE_MS },
    { status: 'DELIVERED', atMs: ORDER_DELIVERED_AFTER_MS },
  ],
  collection: [
    ...UNTIL_COOKING,
    { status: 'READY', atMs: 12 * MINUTE_MS },
    { status: 'DELIVERED', atMs: ORDER_DELIVERED_AFTER_MS },
  ],
};

/** The status an order has reached `elapsedMs` after it was placed; before placing, CONFIRMING. */
export function kitchenStatusAt(elapsedMs: number, etaType: EtaType): string {
  let status = 'CONFIRMING';
  for (const step of KITCHEN_SCHEDULE_MS[etaType]) {
    if (elapsedMs >= step.atMs) status = step.status;
  }
  return status;
}
