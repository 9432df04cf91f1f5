/**
 * Opening periods (spec 1 §3 Hut, §4 closing soon): a hut's hours are a weekly pattern of wall-clock
 * periods per web disposition; the API answers them as dated periods (ISO date-times with the
 * offset of that moment), and whether the hut is open, and when the asap window closes, is read
 * from those.
 */

import { clockMinutes } from './clock';
import { addDays, formatZonedIso, instantAt, weekdayOf, zonedDateTime } from './zoned-time';

export type WebDisposition = 'delivery' | 'collection';

/** One period of the weekly pattern: day 0 = Sunday; close at or before open means the next day. */
export interface WeeklyPeriod {
  day: number;
  disposition: WebDisposition;
  open: string;
  close: string;
}
export interface WeeklyScheduledPeriod extends WeeklyPeriod {
  from: string;
  to: string;
  interval: number;
  prep: number;
}

export interface DatedPeriod {
  disposition: WebDisposition;
  open: string;
  close: string;
}
export interface DatedScheduledPeriod extends DatedPeriod {
  from: string;
  to: string;
  interval: number;
  prep: number;
}

const DAY_MINUTES = 24 * 60;

export interface ExpandOptions {
  timeZone: string;
  now: Date;
  /** Calendar days from today (in the hut's zone) to cover; yesterday's periods still open are kept. */
  days: number;
}

/** The weekly pattern as dated periods that have not yet closed, in opening order. */
export function expandWeekly(pattern: readonly WeeklyPeriod[], options: ExpandOptions): DatedPeriod[] {
  return expand(pattern, options, (period, at) => ({ disposition: period.disposition, ...at.openClose }));
}

/** As expandWeekly, with each scheduled period's slot range dated too. */
export function expandWeeklyScheduled(
  pattern: readonly WeeklyScheduledPeriod[],
  options: ExpandOptions,
): DatedScheduledPeriod[] {
  return expand(pattern, options, (period, at) => ({
    disposition: period.disposition,
    ...at.openClose,
    from: at.time(period.from),
    to: at.time(period.to),
    interval: period.interval,
    prep: period.prep,
  }));
}

interface PeriodClock {
  openClose: { open: string; close: string };
  /** A clock time of this period: earlier on the clock than the opening means after midnight. */
  time(clock: string): string;
}

function expand<P extends WeeklyPeriod, D extends DatedPeriod>(
  pattern: readonly P[],
  { timeZone, now, days }: ExpandOptions,
  build: (period: P, at: PeriodClock) => D,
): D[] {
  const today = zonedDateTime(now, timeZone);
  const dated: D[] = [];
  for (let offset = -1; offset < days; offset += 1) {
    const date = addDays(today, offset);
    const weekday = weekdayOf(date);
    for (const period of pattern) {
      if (period.day !== weekday) continue;
      const open = clockMinutes(period.open);
      const rawClose = clockMinutes(period.close);
      const close = rawClose <= open ? rawClose + DAY_MINUTES : rawClose;
      const closeAt = instantAt(date, close, timeZone);
      if (closeAt.getTime() <= now.getTime()) continue;
      const iso = (minutes: number) => formatZonedIso(instantAt(date, minutes, timeZone), timeZone);
      const time = (clock: string) => {
        const minutes = clockMinutes(clock);
        return iso(minutes < open ? minutes + DAY_MINUTES : minutes);
      };
      dated.push(build(period, { openClose: { open: iso(open), close: formatZonedIso(closeAt, timeZone) }, time }));
    }
  }
  return dated.sort((a, b) => Date.parse(a.open) - Date.parse(b.open));
}

const contains = (period: DatedPeriod, now: Date) =>
  Date.parse(period.open) <= now.getTime() && now.getTime() < Date.parse(period.close);

/** Whether a period of this disposition is open at `now` (opening inclusive, closing exclusive). */
export function isOpenAt(periods: readonly DatedPeriod[], disposition: WebDisposition, now: Date): boolean {
  return periods.some((period) => period.disposition === disposition && contains(period, now));
}

/**
 * When the asap window open at `now` closes, following periods that touch or overlap it (a split
 * 11:00–15:00 + 15:00–23:00 day closes at 23:00). Null when it is not open.
 */
export function asapClosesAt(periods: readonly DatedPeriod[], disposition: WebDisposition, now: Date): Date | null {
  const own = periods.filter((period) => period.disposition === disposition);
  const current = own.filter((period) => contains(period, now));
  if (current.length === 0) return null;
  let close = Math.max(...current.map((period) => Date.parse(period.close)));
  for (let extended = true; extended; ) {
    extended = false;
    for (const period of own) {
      const [open, end] = [Date.parse(period.open), Date.parse(period.close)];
      if (open <= close && end > close) [close, extended] = [end, true];
    }
  }
  return new Date(close);
}
