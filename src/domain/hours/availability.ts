/**
 * Hut availability (spec 1 §3 Hut status): per disposition, whether the web asap and scheduled
 * channels and the physical hut are AVAILABLE or UNAVAILABLE_CLOSED at an instant, read from the
 * hut's flags and its dated web hours.
 */

import { isOpenAt, type DatedPeriod, type DatedScheduledPeriod, type WebDisposition } from './opening-periods';
import { tradingDaySlots } from './trading-day';

export type Availability = 'AVAILABLE' | 'UNAVAILABLE_CLOSED';

/** What availability needs of a hut: the flags, its zone and its dated web hours. */
export interface HutHours {
  closed: boolean;
  timeZone: string;
  allowedDisposition: Record<WebDisposition, boolean>;
  hours: { web: { asap: readonly DatedPeriod[]; scheduled: readonly DatedScheduledPeriod[] } };
}

type ByDisposition = Record<WebDisposition, Availability>;
export interface AvailabilitySummary {
  physical: ByDisposition;
  web: { asap: ByDisposition; scheduled: ByDisposition };
}

/**
 * Hut status at `now` (spec 1 §3 Hut status): web asap is available while an asap period is open;
 * web scheduled while a slot remains in the trading day; physical while any period of the
 * disposition is open. A disposition the hut does not allow, and everything of a hut flagged
 * closed, is UNAVAILABLE_CLOSED.
 */
export function hutAvailability(hut: HutHours, now: Date): AvailabilitySummary {
  const { asap, scheduled } = hut.hours.web;
  const rule = (test: (disposition: WebDisposition) => boolean): ByDisposition => ({
    collection: verdict(hut, 'collection', test),
    delivery: verdict(hut, 'delivery', test),
  });
  return {
    physical: rule((d) => isOpenAt(asap, d, now) || isOpenAt(scheduled, d, now)),
    web: {
      asap: rule((d) => isOpenAt(asap, d, now)),
      scheduled: rule((d) => tradingDaySlots(scheduled, d, hut.timeZone, now).length > 0),
    },
  };
}

function verdict(hut: HutHours, disposition: WebDisposition, test: (d: WebDisposition) => boolean): Availability {
  return !hut.closed && hut.allowedDisposition[disposition] && test(disposition) ? 'AVAILABLE' : 'UNAVAILABLE_CLOSED';
}
