import { tradingDate } from '../../domain/hours/trading-day';
import { addDays, formatLocalDate } from '../../domain/hours/zoned-time';
import { clockOf, marketConfig } from '../../domain/markets/config';
import type { Locale, Market } from '../../domain/markets/ids';

/**
 * Slot presentation for the scheduled-order overlay: the hut's own clock (12 or 24 hour by
 * market and language, "12:xx pm" never "0:xx pm"), grouped by trading day (05:00 cut-off, C10),
 * and the default selection rule of spec 1 §2 / 3 §4.6.
 */

export const ASAP = 'asap';

export interface SlotGroup {
  /** YYYY-MM-DD of the trading day. */
  day: string;
  /** 0 today, 1 tomorrow, … */
  offset: number;
  slots: { value: string; label: string }[];
}

export function timeFormatter(market: Market, language: string, timeZone: string): Intl.DateTimeFormat {
  const hour12 = clockOf(market, language as Locale) === '12h';
  // 24 h: '00:30', never '0:30'; 12 h: '12:30 pm', never '0:30 pm'.
  return new Intl.DateTimeFormat(language, { hour: hour12 ? 'numeric' : '2-digit', minute: '2-digit', hour12, timeZone });
}

/** Slots (ISO date-times) grouped by the trading day they belong to, in time order. */
export function groupSlots(slots: readonly string[], market: Market, language: string, timeZone: string, now: Date): SlotGroup[] {
  const cutoff = marketConfig(market).tradingDay.cutoffHour;
  const format = timeFormatter(market, language, timeZone);
  const today = tradingDate(now, timeZone, cutoff);
  const groups = new Map<string, SlotGroup>();
  for (const value of [...slots].sort((a, b) => Date.parse(a) - Date.parse(b))) {
    const instant = new Date(value);
    if (Number.isNaN(instant.getTime())) continue;
    const day = formatLocalDate(tradingDate(instant, timeZone, cutoff));
    let group = groups.get(day);
    if (!group) {
      let offset = 0;
      while (offset < 14 && formatLocalDate(addDays(today, offset)) !== day) offset += 1;
      group = { day, offset, slots: [] };
      groups.set(day, group);
    }
    group.slots.push({ value, label: format.format(instant) });
  }
  return [...groups.values()];
}

/**
 * The slot selected first: the previously chosen time if it is among the slots, else the first
 * slot, else ASAP. A customer whose previous choice was ASAP, re-picking while ASAP is still on
 * offer, keeps ASAP (ours: their previous choice is among the options).
 */
export function defaultSlot(
  slots: readonly string[],
  previous: number | typeof ASAP | null,
  asapAvailable = false,
): string {
  if (previous === ASAP && asapAvailable) return ASAP;
  if (typeof previous === 'number') {
    const match = slots.find((slot) => Date.parse(slot) === previous);
    if (match) return match;
  }
  return slots[0] ?? ASAP;
}
