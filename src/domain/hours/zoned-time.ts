/**
 * Zoned time (spec 1 §3 Hut: hours in the hut's own IANA time zone): the UTC offset of a zone at an
 * instant, the wall clock of an instant, the instant of a local date and time, and ISO date-times
 * with the offset of that moment. Only Intl is used for zones, so it is right across DST changes and
 * for half-hour zones such as India's.
 *
 * Why by hand and not a library (issue 11 §5): Intl.DateTimeFormat already does the zone lookup;
 * what is ours around it is ~60 lines (the offset read, a quarter-hour cache, wall clock ↔ instant).
 * @date-fns/tz 1.5.0's `tzOffset` would replace only the offset read (~12 lines: this cache is still
 * needed for speed, and Intl for isKnownTimeZone), and its `TZDate` reads a repeated hour by the
 * host's own zone: 01:30 on 2025-10-26 in London came out 01:30Z on a UTC host (the second pass)
 * and 00:30Z on a London host, where the tests want the first pass everywhere. The Temporal
 * polyfill (temporal-polyfill 1.0.8) gets it right but weighs ~33 KB gzip; the page's whole hours
 * chunk is 0.9 KB gzip. So the hand code stays.
 */

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

/** The weekday (0 = Sunday … 6 = Saturday) of a local date. */
export function weekdayOf(date: LocalDate): number {
  return new Date(Date.UTC(date.year, date.month - 1, date.day)).getUTCDay();
}

const pad = (value: number) => String(value).padStart(2, '0');
