import { slotsOfPeriods, type SlotOptions } from './time-slots';

/**
 * Opening hours in a hut's own IANA time zone (spec 1 §3 Hut, §4 closing soon, §5 trading day).
 * A hut's hours are a weekly pattern of wall-clock periods; the API answers them as dated periods
 * (ISO date-times with the offset of that moment), and availability is read from those. Only Intl
 * is used for zones, so it is right across DST changes and for half-hour zones such as India's.
 */

export type WebDisposition = 'delivery' | 'collection';
export type Availability = 'AVAILABLE' | 'UNAVAILABLE_CLOSED';

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

export interface LocalDate {
  year: number;
  /** 1–12 */
  month: number;
  day: number;
}
export interface ZonedDateTime extends LocalDate {
  hour: number;
  minute: number;
  second: number;
  /** 0 = Sunday … 6 = Saturday */
  weekday: number;
}

const MINUTE = 60_000;
const DAY_MINUTES = 24 * 60;

/** A time before this hour belongs to the previous trading day (spec 1 §5, C10). */
export const TRADING_DAY_CUTOFF_HOUR = 5;
/** The closing-soon notice shows this long before the web asap window closes (spec 1 §4, §9). */
export const CLOSING_SOON_MS = 15 * MINUTE;

/** 'HH:MM' as minutes after midnight; '24:00' is 1440. */
export function clockMinutes(clock: string): number {
  const [hours, minutes] = clock.split(':').map(Number);
  return (hours ?? 0) * 60 + (minutes ?? 0);
}

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** Whether Intl knows the IANA zone name (seed records are checked with it). */
export function isKnownTimeZone(timeZone: string): boolean {
  try {
    formatterFor(timeZone);
    return true;
  } catch {
    return false;
  }
}

/** The offset as Intl reports it: the zone's wall clock read as if it were UTC, minus the instant. */
function intlOffsetMinutes(instant: number, timeZone: string): number {
  const parts: Record<string, number> = {};
  for (const part of formatterFor(timeZone).formatToParts(new Date(instant))) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  const wallAsUtc = Date.UTC(parts.year!, parts.month! - 1, parts.day!, parts.hour! % 24, parts.minute!, parts.second!);
  return Math.round((wallAsUtc - Math.floor(instant / 1000) * 1000) / MINUTE);
}

/**
 * Offsets are cached per zone and quarter hour of UTC: today's offsets are whole quarter hours and
 * change on a local hour or half hour, so they never change inside such a quarter. Intl is slow
 * enough that this matters when a list answer dates a week of hours for many huts.
 */
const QUARTER_HOUR = 15 * MINUTE;
const MAX_CACHED_OFFSETS = 100_000;
const offsetCache = new Map<string, number>();

/** Minutes east of UTC in `timeZone` at `instant` (London in summer +60, India +330, Vancouver −420). */
export function utcOffsetMinutes(instant: Date, timeZone: string): number {
  const quarter = Math.floor(instant.getTime() / QUARTER_HOUR);
  const key = `${timeZone} ${quarter}`;
  let offset = offsetCache.get(key);
  if (offset === undefined) {
    offset = intlOffsetMinutes(quarter * QUARTER_HOUR, timeZone);
    if (offsetCache.size >= MAX_CACHED_OFFSETS) offsetCache.clear();
    offsetCache.set(key, offset);
  }
  return offset;
}

/** The wall clock of `instant` in `timeZone`. */
export function zonedDateTime(instant: Date, timeZone: string): ZonedDateTime {
  const wall = new Date(instant.getTime() + utcOffsetMinutes(instant, timeZone) * MINUTE);
  return {
    year: wall.getUTCFullYear(),
    month: wall.getUTCMonth() + 1,
    day: wall.getUTCDate(),
    hour: wall.getUTCHours(),
    minute: wall.getUTCMinutes(),
    second: wall.getUTCSeconds(),
    weekday: wall.getUTCDay(),
  };
}

/**
 * The instant at which the wall clock in `timeZone` shows `date` plus `minutes` (which may pass
 * midnight). A time skipped by a DST change moves forward by the gap; a repeated one is its first pass.
 */
export function instantAt(date: LocalDate, minutes: number, timeZone: string): Date {
  const wall = Date.UTC(date.year, date.month - 1, date.day, 0, minutes);
  const offsets = new Set([
    utcOffsetMinutes(new Date(wall), timeZone),
    utcOffsetMinutes(new Date(wall - DAY_MINUTES * MINUTE), timeZone),
    utcOffsetMinutes(new Date(wall + DAY_MINUTES * MINUTE), timeZone),
  ]);
  const candidates = [...offsets].map((offset) => wall - offset * MINUTE).sort((a, b) => a - b);
  const exact = candidates.find((time) => time + utcOffsetMinutes(new Date(time), timeZone) * MINUTE === wall);
  if (exact !== undefined) return new Date(exact);
  // In a spring-forward gap: read the wall clock with the offset from before the change.
  return new Date(wall - Math.min(...offsets) * MINUTE);
}

/** ISO 8601 with the zone's offset at that instant, e.g. '2025-06-18T19:30:00+01:00'. */
export function formatZonedIso(instant: Date, timeZone: string): string {
  const wall = zonedDateTime(instant, timeZone);
  const offset = utcOffsetMinutes(instant, timeZone);
  const sign = offset < 0 ? '-' : '+';
  const abs = Math.abs(offset);
  return `${formatLocalDate(wall)}T${pad(wall.hour)}:${pad(wall.minute)}:${pad(wall.second)}${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}

export function formatLocalDate(date: LocalDate): string {
  return `${String(date.year).padStart(4, '0')}-${pad(date.month)}-${pad(date.day)}`;
}

export function addDays(date: LocalDate, days: number): LocalDate {
  const shifted = new Date(Date.UTC(date.year, date.month - 1, date.day + days));
  return { year: shifted.getUTCFullYear(), month: shifted.getUTCMonth() + 1, day: shifted.getUTCDate() };
}

function weekdayOf(date: LocalDate): number {
  return new Date(Date.UTC(date.year, date.month - 1, date.day)).getUTCDay();
}

const pad = (value: number) => String(value).padStart(2, '0');

/** The trading day `instant` belongs to: before 05:00 local it is still the previous day (C10). */
export function tradingDate(instant: Date, timeZone: string, cutoffHour = TRADING_DAY_CUTOFF_HOUR): LocalDate {
  const wall = zonedDateTime(instant, timeZone);
  return wall.hour < cutoffHour ? addDays(wall, -1) : { year: wall.year, month: wall.month, day: wall.day };
}

/** When the trading day of `instant` ends: 05:00 local on the next calendar day. */
export function tradingDayEnd(instant: Date, timeZone: string, cutoffHour = TRADING_DAY_CUTOFF_HOUR): Date {
  return instantAt(addDays(tradingDate(instant, timeZone, cutoffHour), 1), cutoffHour * 60, timeZone);
}

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

/** The closing-soon notice shows from 15 minutes before the asap window closes (spec 1 §4). */
export function isClosingSoon(periods: readonly DatedPeriod[], disposition: WebDisposition, now: Date): boolean {
  const close = asapClosesAt(periods, disposition, now);
  return close !== null && close.getTime() - now.getTime() <= CLOSING_SOON_MS;
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
