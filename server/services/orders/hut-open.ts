import type { HutRecord } from '../../../src/api/contract/hut';
import type { OrderPayload } from '../../../src/api/contract/orders';
import { hutTakesOrder as takesOrder } from '../../../src/domain/hours/takes-order';
import { hutAtNow } from '../huts-answer';

/**
 * Whether the hut takes this order at `now` (spec 2 §4 "A hut closed at preauthorisation aborts with
 * a failure"): the payload's disposition read into the domain's takes-order rule, the one GET
 * /v1/timeslots answers by. The slot's epoch ms become a Date here, at the edge.
 */
export function hutTakesOrder(hut: HutRecord, disposition: OrderPayload['disposition'], now: Date): boolean {
  const time = typeof disposition.time === 'number' ? new Date(disposition.time) : null;
  return takesOrder(hutAtNow(hut, now), { type: disposition.type, when: disposition.when, time }, now);
}
