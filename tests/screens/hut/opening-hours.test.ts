import { describe, expect, it } from 'vitest';
import type { DatedPeriod } from '../../../src/domain/hours/opening-periods';
import { followingDates, hoursByTradingDay, tradingDate } from '../../../src/screens/hut/opening-hours';

const at = (iso: string) => Date.parse(iso);

describe('trading day of the hut page (spec 1 §9: India hour 9; C10)', () => {
  it('an Indian hut’s day starts at 09:00 local time (+05:30)', () => {
    // 08:59 in Delhi on 25 November is still the 24th's trading day; 09:00 is the 25th's.
    expect(tradingDate(at('2025-11-25T08:59:00+05:30'), 'Asia/Kolkata', 9)).toBe('2025-11-24');
    expect(tradingDate(at('2025-11-25T09:00:00+05:30'), 'Asia/Kolkata', 9)).toBe('2025-11-25');
  });

  it('elsewhere the 05:00 cut-off applies', () => {
    expect(tradingDate(at('2025-11-25T04:59:00Z'), 'Europe/London', 5)).toBe('2025-11-24');
    expect(tradingDate(at('2025-11-25T05:00:00Z'), 'Europe/London', 5)).toBe('2025-11-25');
  });

  it('uses the hut’s time zone, not the browser’s', () => {
    // 02:00 UTC on the 25th is 21:00 on the 24th in Toronto.
    expect(tradingDate(at('2025-11-25T02:00:00Z'), 'America/Toronto', 5)).toBe('2025-11-24');
  });

  it('lists seven dates across a month end', () => {
    expect(followingDates('2025-11-28', 7)).toEqual([
      '2025-11-28',
      '2025-11-29',
      '2025-11-30',
      '2025-12-01',
      '2025-12-02',
      '2025-12-03',
      '2025-12-04',
    ]);
  });
});

describe('opening hours by trading day', () => {
  const india: DatedPeriod[] = [
    { disposition: 'delivery', open: '2025-11-24T11:00:00+05:30', close: '2025-11-24T23:00:00+05:30' },
    { disposition: 'delivery', open: '2025-11-25T00:30:00+05:30', close: '2025-11-25T02:00:00+05:30' },
    { disposition: 'collection', open: '2025-11-25T11:00:00+05:30', close: '2025-11-25T22:00:00+05:30' },
    { disposition: 'delivery', open: 'nonsense', close: '2025-11-25T22:00:00+05:30' },
  ];

  it('groups periods under the day they open, a late-night one under the evening before', () => {
    const days = hoursByTradingDay(india, { timeZone: 'Asia/Kolkata', dayStartHour: 9, now: at('2025-11-24T10:00:00+05:30') });
    expect(days).toHaveLength(7);
    expect(days[0]!.date).toBe('2025-11-24');
    expect(days[0]!.delivery.map((period) => period.open.toISOString())).toEqual([
      '2025-11-24T05:30:00.000Z',
      '2025-11-24T19:00:00.000Z',
    ]);
    expect(days[0]!.collection).toEqual([]);
    expect(days[1]!.collection).toHaveLength(1);
    expect(days[6]!.date).toBe('2025-11-30');
  });

  it('starts from the current trading day: at 08:00 in Delhi that is still yesterday', () => {
    const days = hoursByTradingDay(india, { timeZone: 'Asia/Kolkata', dayStartHour: 9, now: at('2025-11-25T08:00:00+05:30') });
    expect(days[0]!.date).toBe('2025-11-24');
  });

  it('gives empty days when nothing is known', () => {
    const days = hoursByTradingDay([], { timeZone: 'Europe/Paris', dayStartHour: 5, now: at('2025-11-24T12:00:00Z'), days: 2 });
    expect(days).toEqual([
      { date: '2025-11-24', delivery: [], collection: [] },
      { date: '2025-11-25', delivery: [], collection: [] },
    ]);
  });
});
