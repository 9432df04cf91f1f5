import type { HutRecord } from '../../../src/api/contract/hut';
import type { OrderPayload } from '../../../src/api/contract/orders';
import { toTimeSlots } from '../huts-answer';

/**
 * Whether the hut takes this order at `now` (spec 2 §4 "A hut closed at preauthorisation aborts with
 * a failure"), by the same hours as GET /v1/timeslots: an asap order needs the asap window open, a
 * scheduled one a slot still on offer at its time. Dine-in is not a web disposition: it follows
 * collection's hours.
 */
export function hutTakesOrder(hut: HutRecord, disposition: OrderPayload['disposition'], now: Date): boolean {
  const web = disposition.type === 'delivery' ? 'delivery' : 'collection';
  const slots = toTimeSlots(hut, web, now);
  if (disposition.when === 'asap') return slots.asapAvailable;
  const time = disposition.time;
  return typeof time === 'number' && slots.slots.some((slot) => Date.parse(slot) === time);
}
