import { describe, expect, it } from 'vitest';
import { isClosingSoon } from '../../../src/domain/hours/closing-soon';
import { asapClosesAt, expandWeekly, expandWeeklyScheduled, isOpenAt } from '../../../src/domain/hours/opening-periods';
import { at, week } from './weekly-hours';

describe('expandWeekly', () => {
  it('dates a period that passes midnight with its close on the next day (India 11:00–01:00)', () => {
    const { asap } = week('11:00', '01:00', '11:30', '00:45');
    const periods = expandWeekly(asap, { timeZone: 'Asia/Kolkata', now: at('2025-06-18T06:00:00Z'), days: 1 });
    expect(periods).toEqual([{ disposition: 'delivery', open: '2025-06-18T11:00:00+05:30', close: '2025-06-19T01:00:00+05:30' }]);
  });

  it("keeps yesterday's period while it is still open after midnight", () => {
    const { asap } = week('11:00', '01:00', '11:30', '00:45');
    const periods = expandWeekly(asap, { timeZone: 'Asia/Kolkata', now: at('2025-06-18T19:00:00Z'), days: 1 }); // 00:30 on the 19th
    expect(periods[0]).toMatchObject({ open: '2025-06-18T11:00:00+05:30', close: '2025-06-19T01:00:00+05:30' });
  });

  it('dates scheduled from/to, `to` after midnight when it is earlier on the clock than the opening', () => {
    const { scheduled } = week('11:00', '01:00', '11:30', '00:45');
    const [first] = expandWeeklyScheduled(scheduled, { timeZone: 'Asia/Kolkata', now: at('2025-06-18T06:00:00Z'), days: 1 });
    expect(first).toMatchObject({ from: '2025-06-18T11:30:00+05:30', to: '2025-06-19T00:45:00+05:30', interval: 15, prep: 20 });
  });

  it('gives each day its own offset across the UK spring change', () => {
    const { asap } = week('11:00', '23:00', '11:30', '22:45');
    const periods = expandWeekly(asap, { timeZone: 'Europe/London', now: at('2025-03-29T08:00:00Z'), days: 2 });
    expect(periods.map((p) => p.open)).toEqual(['2025-03-29T11:00:00+00:00', '2025-03-30T11:00:00+01:00']);
  });

  it('covers `days` calendar days and skips periods already closed', () => {
    const { asap } = week('11:00', '23:00', '11:30', '22:45');
    const periods = expandWeekly(asap, { timeZone: 'Europe/Paris', now: at('2025-06-18T22:00:00Z'), days: 7 }); // 00:00 on the 19th
    expect(periods).toHaveLength(7);
    expect(periods[0]!.open).toBe('2025-06-19T11:00:00+02:00');
  });

  it('dates a 24-hour day 00:00–24:00', () => {
    const { asap } = week('00:00', '24:00', '00:30', '23:45');
    const [today] = expandWeekly(asap, { timeZone: 'Europe/London', now: at('2025-06-18T18:20:00Z'), days: 1 });
    expect(today).toMatchObject({ open: '2025-06-18T00:00:00+01:00', close: '2025-06-19T00:00:00+01:00' });
  });
});

describe('closing soon (15 minutes, spec 1 §4)', () => {
  const periods = [
    { disposition: 'delivery' as const, open: '2025-06-18T11:00:00+01:00', close: '2025-06-18T15:00:00+01:00' },
    { disposition: 'delivery' as const, open: '2025-06-18T15:00:00+01:00', close: '2025-06-18T19:30:00+01:00' },
  ];

  it('follows touching periods to the real close', () => {
    expect(asapClosesAt(periods, 'delivery', at('2025-06-18T13:50:00Z'))?.toISOString()).toBe('2025-06-18T18:30:00.000Z');
    expect(isClosingSoon(periods, 'delivery', at('2025-06-18T13:50:00Z'))).toBe(false);
  });

  it('is on from 15 minutes before the close, and off once closed', () => {
    expect(isClosingSoon(periods, 'delivery', at('2025-06-18T18:14:59Z'))).toBe(false);
    expect(isClosingSoon(periods, 'delivery', at('2025-06-18T18:15:00Z'))).toBe(true);
    expect(isClosingSoon(periods, 'delivery', at('2025-06-18T18:30:00Z'))).toBe(false);
    expect(isOpenAt(periods, 'delivery', at('2025-06-18T18:30:00Z'))).toBe(false);
    expect(asapClosesAt(periods, 'collection', at('2025-06-18T18:20:00Z'))).toBeNull();
  });
});
