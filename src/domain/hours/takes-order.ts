/**
 * Whether a hut takes an order (spec 2 §4 "A hut closed at preauthorisation aborts with a failure";
 * spec 1 §3 Hut status, §5 scheduled slots): what a hut offers a web disposition at an instant — the
 * asap window open, the scheduled slots still on offer in the trading day — and whether an order fits
 * that offer. GET /v1/timeslots answers the offer (its slots as ISO strings, formatted at the edge)
 * and preauthorisation asks the same rule of the order, so the two can never disagree.
 */

import type { HutHours } from './availability';
import { isOpenAt, type WebDisposition } from './opening-periods';
import { tradingDaySlots } from './trading-day';

/** What the hut offers one web disposition at an instant. */
export interface WebOffer {
  /** An asap order is taken: the hut is open to the web for this disposition and its asap window is open. */
  asapAvailable: boolean;
  /** Scheduled slots still on offer in the trading day, in time order. */
  slots: Date[];
}

/** The web offer at `now`: nothing for a hut flagged closed or a disposition it does not allow. */
export function webOffer(hut: HutHours, disposition: WebDisposition, now: Date): WebOffer {
  const offered = !hut.closed && hut.allowedDisposition[disposition];
  const slots = offered ? tradingDaySlots(hut.hours.web.scheduled, disposition, hut.timeZone, now) : [];
  return { asapAvailable: offered && isOpenAt(hut.hours.web.asap, disposition, now), slots };
}

/** An order as the rule reads it: where the food goes, and asap or for a chosen slot. */
export interface OrderTiming {
  /** 'dinein' is not a web disposition: it follows collection's hours. */
  type: WebDisposition | 'dinein';
  when: 'asap' | 'scheduled';
  /** The chosen slot of a scheduled order; null when it names none. */
  time: Date | null;
}

/**
 * Whether the hut takes the order at `now`, by the same offer as GET /v1/timeslots: an asap order
 * needs the asap window open, a scheduled one a slot still on offer at exactly its time.
 */
export function hutTakesOrder(hut: HutHours, order: OrderTiming, now: Date): boolean {
  const offer = webOffer(hut, order.type === 'delivery' ? 'delivery' : 'collection', now);
  if (order.when === 'asap') return offer.asapAvailable;
  const time = order.time?.getTime();
  return time !== undefined && offer.slots.some((slot) => slot.getTime() === time);
}
