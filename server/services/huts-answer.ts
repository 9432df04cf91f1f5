import type { WebDisposition } from '../../src/api/contract/common';
import { type Hut, type HutRecord, hutSchema, type HutStatusSummary, hutStatusSummarySchema, type TimeSlots, timeSlotsSchema } from '../../src/api/contract/hut';
import { hutAvailability } from '../../src/domain/hours/availability';
import { expandWeekly, expandWeeklyScheduled } from '../../src/domain/hours/opening-periods';
import { webOffer } from '../../src/domain/hours/takes-order';
import { formatZonedIso, utcOffsetMinutes } from '../../src/domain/hours/zoned-time';

/**
 * Hut records (weekly pattern, IANA zone) turned into answers at an instant: dated hours for the
 * next days with the live UTC offset, the status summary, and the scheduled slots. Every answer is
 * parsed with its contract schema, so the API can never answer a shape the page does not accept.
 */

/** Days of hours in list answers, as GET /v1/hut's default openDays (spec 1 §7). */
export const DEFAULT_OPEN_DAYS = 7;

function datedHours(record: HutRecord, now: Date, days: number) {
  const options = { timeZone: record.timeZone, now, days };
  return {
    web: {
      asap: expandWeekly(record.hours.web.asap, options),
      scheduled: expandWeeklyScheduled(record.hours.web.scheduled, options),
    },
  };
}

export function toHutAnswer(record: HutRecord, now: Date, openDays = DEFAULT_OPEN_DAYS, distanceMetres?: number): Hut {
  // Leave out the seed-only fields: the weekly pattern (replaced by dated hours) and the zone radius.
  const { hours: _weekly, deliveryRadiusMetres: _radius, ...rest } = record;
  return hutSchema.parse({
    ...rest,
    utcOffset: utcOffsetMinutes(now, record.timeZone),
    hours: datedHours(record, now, openDays),
    ...(distanceMetres === undefined ? {} : { distanceMetres: Math.round(distanceMetres) }),
  });
}

/** Two days of hours cover everything "now" needs: yesterday's late period and today's trading day. */
const STATUS_DAYS = 2;

/** The hut with the dated web hours its status, slots and takes-order rule read at `now`. */
export function hutAtNow(record: HutRecord, now: Date) {
  return { ...record, hours: datedHours(record, now, STATUS_DAYS) };
}

export function toStatusSummary(record: HutRecord, now: Date): HutStatusSummary {
  return hutStatusSummarySchema.parse({ summary: hutAvailability(hutAtNow(record, now), now) });
}

/** GET /v1/timeslots: the domain's web offer, its slots as ISO date-times with the hut's offset. */
export function toTimeSlots(record: HutRecord, disposition: WebDisposition, now: Date): TimeSlots {
  const offer = webOffer(hutAtNow(record, now), disposition, now);
  return timeSlotsSchema.parse({
    hutId: record.id,
    sector: record.sector,
    disposition,
    asapAvailable: offer.asapAvailable,
    slots: offer.slots.map((slot) => formatZonedIso(slot, record.timeZone)),
  });
}
