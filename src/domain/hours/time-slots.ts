/**
 * Scheduled-order time slots (spec 1 §5): a scheduled period offers a slot every `interval` minutes
 * from `from` to `to`; a slot must be at or after now plus the hut's `prep` minutes, and a start
 * offset setting hides the earliest slots. Restricting slots to the trading day is in hours.ts.
 */

/** A scheduled period's slot range; `from` and `to` are ISO date-times with an offset. */
export interface SlotPeriod {
  from: string;
  to: string;
  /** Minutes between slots. */
  interval: number;
  /** Minutes the hut needs: no slot earlier than now + prep. */
  prep: number;
}

export interface SlotOptions {
  /** Hides slots earlier than `from` plus this many minutes (the "start offset" setting). Default 0. */
  startOffsetMinutes?: number;
  /** Slots at or after this instant are dropped (the trading day's 05:00 cut-off). */
  before?: Date;
}

const MINUTE = 60_000;

/** Slots of one period, in time order: from, from + interval, … up to and including `to`. */
export function periodSlots(period: SlotPeriod, now: Date, options: SlotOptions = {}): Date[] {
  const from = Date.parse(period.from);
  const to = Date.parse(period.to);
  const step = period.interval * MINUTE;
  if (!Number.isFinite(from) || !Number.isFinite(to) || step <= 0) return [];
  const earliest = Math.max(now.getTime() + period.prep * MINUTE, from + (options.startOffsetMinutes ?? 0) * MINUTE);
  const end = Math.min(to, (options.before?.getTime() ?? Infinity) - 1);
  // Jump straight to the first slot at or after `earliest` (slots stay on the from + k·interval grid).
  const first = earliest <= from ? from : from + Math.ceil((earliest - from) / step) * step;
  const slots: Date[] = [];
  for (let slot = first; slot <= end; slot += step) slots.push(new Date(slot));
  return slots;
}

/** Slots of several periods as one time-ordered list without duplicates (periods may touch). */
export function slotsOfPeriods(periods: readonly SlotPeriod[], now: Date, options: SlotOptions = {}): Date[] {
  const times = new Set<number>();
  for (const period of periods) for (const slot of periodSlots(period, now, options)) times.add(slot.getTime());
  return [...times].sort((a, b) => a - b).map((time) => new Date(time));
}

const CLOCK = /^(\d{1,2}):(\d{2})$/;
const TWELVE_HOUR = /^\s*(\d{1,2}):(\d{2})\s*([ap])\.?\s*m\.?\s*$/i;

/**
 * 'HH:MM' (24 h) as a 12-hour label: midday is '12:xx pm' and midnight '12:xx am', never '0:xx pm'
 * or '12:xx am' at noon (the spec's "12:xx pm is normalised"). Returns null for a malformed time.
 */
export function toTwelveHour(clock: string): string | null {
  const match = CLOCK.exec(clock);
  if (!match) return null;
  const hours = Number(match[1]) % 24;
  const minutes = match[2]!;
  if (Number(minutes) > 59) return null;
  return `${hours % 12 === 0 ? 12 : hours % 12}:${minutes} ${hours < 12 ? 'am' : 'pm'}`;
}

/**
 * A 12-hour label back to 'HH:MM': '12:30 pm' is 12:30 (not 24:30) and '12:30 am' is 00:30.
 * Returns null for a malformed label.
 */
export function fromTwelveHour(label: string): string | null {
  const match = TWELVE_HOUR.exec(label);
  if (!match) return null;
  const hour12 = Number(match[1]);
  const minutes = Number(match[2]);
  if (hour12 < 1 || hour12 > 12 || minutes > 59) return null;
  const hours = (hour12 % 12) + (match[3]!.toLowerCase() === 'p' ? 12 : 0);
  return `${String(hours).padStart(2, '0')}:${String(minutes).padStart(2, '0')}`;
}
