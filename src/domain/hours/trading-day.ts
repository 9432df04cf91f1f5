/**
 * The trading day (spec 1 §5, C10): a time before 05:00 local belongs to the previous day, so a
 * trading day ends at 05:00 on the next calendar day and scheduled slots are offered up to then.
 */

import type { DatedScheduledPeriod, WebDisposition } from './opening-periods';
import { slotsOfPeriods, type SlotOptions } from './time-slots';
import { addDays, instantAt, zonedDateTime, type LocalDate } from './zoned-time';

/** A time before this hour belongs to the previous trading day (spec 1 §5, C10). */
export const TRADING_DAY_CUTOFF_HOUR = 5;

/** The trading day `instant` belongs to: before 05:00 local it is still the previous day (C10). */
export function tradingDate(instant: Date, timeZone: string, cutoffHour = TRADING_DAY_CUTOFF_HOUR): LocalDate {
  const wall = zonedDateTime(instant, timeZone);
  return wall.hour < cutoffHour ? addDays(wall, -1) : { year: wall.year, month: wall.month, day: wall.day };
}

/** When the trading day of `instant` ends: 05:00 local on the next calendar day. */
export function tradingDayEnd(instant: Date, timeZone: string, cutoffHour = TRADING_DAY_CUTOFF_HOUR): Date {
  return instantAt(addDays(tradingDate(instant, timeZone, cutoffHour), 1), cutoffHour * 60, timeZone);
}

/**
 * Scheduled slots still on offer in the current trading day: at or after now + prep and before the
 * next 05:00 cut-off, since a slot before 05:00 belongs to the previous trading day (C10).
 */
export function tradingDaySlots(
  periods: readonly DatedScheduledPeriod[],
  disposition: WebDisposition,
  timeZone: string,
  now: Date,
  options: Pick<SlotOptions, 'startOffsetMinutes'> = {},
): Date[] {
  const own = periods.filter((period) => period.disposition === disposition);
  return slotsOfPeriods(own, now, { ...options, before: tradingDayEnd(now, timeZone) });
}
