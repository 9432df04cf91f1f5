/**
 * The hut page's opening hours (spec 1 §7 GET /v1/hut openDays=7, §9 "Hut-page start of trading
 * day: India hour 9"; C10): the dated asap periods grouped by the trading day they open on, in the
 * hut's own time zone. A period opening before the day-start hour belongs to the previous day, so
 * an Indian hut's 00:30 – 02:00 shows under the evening before. Pure: no React, no clock of its own.
 */

import type { DatedPeriod } from '../../domain/hours/opening-periods';
import { tradingDate as tradingLocalDate } from '../../domain/hours/trading-day';
import { addDays, formatLocalDate } from '../../domain/hours/zoned-time';

export interface OpenPeriod {
  open: Date;
  close: Date;
}

export interface TradingDayHours {
  /** The trading day's calendar date, 'YYYY-MM-DD'. */
  date: string;
  delivery: OpenPeriod[];
  collection: OpenPeriod[];
}

/** 'YYYY-MM-DD' of the trading day an instant belongs to: before `dayStartHour` counts as the day before. */
export function tradingDate(instant: number, timeZone: string, dayStartHour: number): string {
  return formatLocalDate(tradingLocalDate(new Date(instant), timeZone, dayStartHour));
}

/** `days` calendar dates from `first` ('YYYY-MM-DD'). */
export function followingDates(first: string, days: number): string[] {
  const [year = 0, month = 1, day = 1] = first.split('-').map(Number);
  return Array.from({ length: days }, (_, index) => formatLocalDate(addDays({ year, month, day }, index)));
}

/** The next `days` trading days from today's, each with its delivery and collection periods in order. */
export function hoursByTradingDay(
  periods: readonly DatedPeriod[],
  options: { timeZone: string; dayStartHour: number; now: number; days?: number },
): TradingDayHours[] {
  const dates = followingDates(tradingDate(options.now, options.timeZone, options.dayStartHour), options.days ?? 7);
  const byDate = new Map(dates.map((date): [string, TradingDayHours] => [date, { date, delivery: [], collection: [] }]));
  for (const period of periods) {
    const open = Date.parse(period.open);
    const close = Date.parse(period.close);
    if (!Number.isFinite(open) || !Number.isFinite(close) || close <= open) continue;
    if (period.disposition !== 'delivery' && period.disposition !== 'collection') continue;
    const day = byDate.get(tradingDate(open, options.timeZone, options.dayStartHour));
    day?.[period.disposition].push({ open: new Date(open), close: new Date(close) });
  }
  for (const day of byDate.values()) {
    day.delivery.sort((a, b) => a.open.getTime() - b.open.getTime());
    day.collection.sort((a, b) => a.open.getTime() - b.open.getTime());
  }
  return dates.map((date) => byDate.get(date)!);
}
