/**
 * Scheduled-order time slots (spec 1 §5): a scheduled period offers a slot every `interval` minutes
 * from `from` to `to`; a slot must be at or after now plus the hut's `prep` minutes, and a start
 * offset setting hides the earliest slots. Restricting slots to the trading day is in trading-day.ts.
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
