import { describe, expect, it } from 'vitest';
import {
  asapClosesAt,
  expandWeekly,
  expandWeeklyScheduled,
  formatLocalDate,
  formatZonedIso,
  hutAvailability,
  instantAt,
  isClosingSoon,
  isKnownTimeZone,
  isOpenAt,
  tradingDate,
  tradingDaySlots,
  utcOffsetMinutes,
  zonedDateTime,
  type HutHours,
  type WeeklyPeriod,
  type WeeklyScheduledPeriod,
} from '../../../src/domain/hours/hours';

const at = (iso: string) => new Date(iso);
const everyDay = <T extends object>(make: (day: number) => T[]) => [0, 1, 2, 3, 4, 5, 6].flatMap(make);

/** One disposition's week: asap open–close, scheduled slots from open + 30 to close − 15. */
function week(open: string, close: string, from: string, to: string, disposition: 'delivery' | 'collection' = 'delivery') {
  const asap: WeeklyPeriod[] = everyDay((day) => [{ day, disposition, open, close }]);
  const scheduled: WeeklyScheduledPeriod[] = everyDay((day) => [{ day, disposition, open, close, from, to, interval: 15, prep: 20 }]);
  return { asap, scheduled };
}

function hut(timeZone: string, pattern: ReturnType<typeof week>, now: Date, flags: Partial<HutHours> = {}): HutHours {
  const options = { timeZone, now, days: 2 };
  return {
    closed: false,
    timeZone,
    allowedDisposition: { delivery: true, collection: true },
    hours: { web: { asap: expandWeekly(pattern.asap, options), scheduled: expandWeeklyScheduled(pattern.scheduled, options) } },
    ...flags,
  };
}

describe('utcOffsetMinutes across zones and DST', () => {
  it.each([
    ['Europe/London', '2025-01-15T12:00:00Z', 0],
    ['Europe/London', '2025-06-18T18:20:00Z', 60],
    ['Europe/Paris', '2025-01-15T12:00:00Z', 60],
    ['Europe/Paris', '2025-06-18T18:20:00Z', 120],
    ['Asia/Kolkata', '2025-01-15T12:00:00Z', 330],
    ['Asia/Kolkata', '2025-06-18T18:20:00Z', 330],
    ['America/Toronto', '2025-01-15T12:00:00Z', -300],
    ['America/Toronto', '2025-06-18T18:20:00Z', -240],
    ['America/Vancouver', '2025-01-15T12:00:00Z', -480],
    ['America/Vancouver', '2025-06-18T18:20:00Z', -420],
    ['America/Edmonton', '2025-06-18T18:20:00Z', -360],
  ])('%s at %s is %i minutes', (zone, instant, offset) => {
    expect(utcOffsetMinutes(at(instant), zone)).toBe(offset);
  });

  it('changes exactly at the UK spring and autumn changes (01:00 UTC)', () => {
    expect(utcOffsetMinutes(at('2025-03-30T00:59:59Z'), 'Europe/London')).toBe(0);
    expect(utcOffsetMinutes(at('2025-03-30T01:00:00Z'), 'Europe/London')).toBe(60);
    expect(utcOffsetMinutes(at('2025-10-26T00:59:59Z'), 'Europe/London')).toBe(60);
    expect(utcOffsetMinutes(at('2025-10-26T01:00:00Z'), 'Europe/London')).toBe(0);
  });

  it('knows real zone names only', () => {
    expect(isKnownTimeZone('Asia/Kolkata')).toBe(true);
    expect(isKnownTimeZone('Mars/Olympus_Mons')).toBe(false);
  });
});

describe('wall clock and instants', () => {
  it('reads the wall clock and weekday in the zone', () => {
    expect(zonedDateTime(at('2025-06-18T18:20:00Z'), 'Asia/Kolkata')).toEqual({
      year: 2025, month: 6, day: 18, hour: 23, minute: 50, second: 0, weekday: 3,
    });
    expect(zonedDateTime(at('2025-06-18T18:20:00Z'), 'America/Vancouver')).toMatchObject({ day: 18, hour: 11, minute: 20 });
  });

  it('formats ISO date-times with the offset of that instant', () => {
    expect(formatZonedIso(at('2025-06-18T18:20:00Z'), 'Asia/Kolkata')).toBe('2025-06-18T23:50:00+05:30');
    expect(formatZonedIso(at('2025-06-18T18:20:00Z'), 'America/Vancouver')).toBe('2025-06-18T11:20:00-07:00');
    expect(formatZonedIso(at('2025-01-15T12:00:00Z'), 'Europe/London')).toBe('2025-01-15T12:00:00+00:00');
  });

  it('turns a local date and time into an instant, past midnight too', () => {
    const day = { year: 2025, month: 6, day: 18 };
    expect(instantAt(day, 11 * 60, 'Asia/Kolkata').toISOString()).toBe('2025-06-18T05:30:00.000Z');
    expect(instantAt(day, 25 * 60, 'Asia/Kolkata').toISOString()).toBe('2025-06-18T19:30:00.000Z');
    expect(instantAt(day, 11 * 60, 'America/Vancouver').toISOString()).toBe('2025-06-18T18:00:00.000Z');
  });

  it('moves a time skipped by the spring change forward, and takes the first pass of a repeated one', () => {
    expect(instantAt({ year: 2025, month: 3, day: 30 }, 90, 'Europe/London').toISOString()).toBe('2025-03-30T01:30:00.000Z');
    expect(instantAt({ year: 2025, month: 10, day: 26 }, 90, 'Europe/London').toISOString()).toBe('2025-10-26T00:30:00.000Z');
  });
});

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

describe('trading day (05:00 cut-off, C10)', () => {
  it('counts a time before 05:00 as the previous day', () => {
    expect(formatLocalDate(tradingDate(at('2025-06-19T03:59:00Z'), 'Europe/London'))).toBe('2025-06-18'); // 04:59 BST
    expect(formatLocalDate(tradingDate(at('2025-06-19T04:00:00Z'), 'Europe/London'))).toBe('2025-06-19'); // 05:00 BST
    expect(formatLocalDate(tradingDate(at('2025-06-18T23:00:00Z'), 'Asia/Kolkata'))).toBe('2025-06-18'); // 04:30 IST
  });

  it('offers slots after midnight only until the next 05:00', () => {
    const pattern = week('00:00', '24:00', '00:30', '23:45');
    const now = at('2025-06-18T18:20:00Z'); // 19:20 BST
    const scheduled = expandWeeklyScheduled(pattern.scheduled, { timeZone: 'Europe/London', now, days: 2 });
    const slots = tradingDaySlots(scheduled, 'delivery', 'Europe/London', now);
    expect(formatZonedIso(slots[0]!, 'Europe/London')).toBe('2025-06-18T19:45:00+01:00');
    expect(formatZonedIso(slots.at(-1)!, 'Europe/London')).toBe('2025-06-19T04:45:00+01:00');
  });
});

describe('hutAvailability', () => {
  const london = week('11:00', '23:00', '11:30', '22:45');

  it('is AVAILABLE everywhere while open with slots left', () => {
    const now = at('2025-06-18T18:20:00Z');
    const summary = hutAvailability(hut('Europe/London', london, now), now);
    expect(summary.web.asap.delivery).toBe('AVAILABLE');
    expect(summary.web.scheduled.delivery).toBe('AVAILABLE');
    expect(summary.physical.delivery).toBe('AVAILABLE');
  });

  it('before opening: asap closed, scheduled open ("opens later")', () => {
    const now = at('2025-06-18T07:00:00Z'); // 08:00 BST
    const summary = hutAvailability(hut('Europe/London', london, now), now);
    expect(summary.web.asap.delivery).toBe('UNAVAILABLE_CLOSED');
    expect(summary.physical.delivery).toBe('UNAVAILABLE_CLOSED');
    expect(summary.web.scheduled.delivery).toBe('AVAILABLE');
  });

  it('after the last slot: asap still open, scheduled closed', () => {
    const now = at('2025-06-18T21:40:00Z'); // 22:40 BST, last slot 22:45 needs 20 minutes
    const summary = hutAvailability(hut('Europe/London', london, now), now);
    expect(summary.web.asap.delivery).toBe('AVAILABLE');
    expect(summary.web.scheduled.delivery).toBe('UNAVAILABLE_CLOSED');
  });

  it('makes everything UNAVAILABLE_CLOSED for a hut flagged closed', () => {
    const now = at('2025-06-18T18:20:00Z');
    const summary = hutAvailability(hut('Europe/London', london, now, { closed: true }), now);
    expect(JSON.stringify(summary)).not.toContain('"AVAILABLE"');
  });

  it('closes a disposition the hut does not allow, and one with no hours', () => {
    const now = at('2025-06-18T18:20:00Z');
    const summary = hutAvailability(hut('Europe/London', london, now, { allowedDisposition: { delivery: false, collection: true } }), now);
    expect(summary.web.asap.delivery).toBe('UNAVAILABLE_CLOSED');
    expect(summary.web.asap.collection).toBe('UNAVAILABLE_CLOSED'); // the pattern has delivery hours only
  });

  it.each([
    ['India (UTC+5:30) at 23:50, open until 01:00', 'Asia/Kolkata', week('11:00', '01:00', '11:30', '00:45'), 'AVAILABLE'],
    ['India at 23:50, closed at 23:00', 'Asia/Kolkata', week('11:00', '23:00', '11:30', '22:45'), 'UNAVAILABLE_CLOSED'],
    ['Vancouver at 11:20, open from 11:00', 'America/Vancouver', london, 'AVAILABLE'],
    ['Paris at 20:20, dinner service', 'Europe/Paris', week('18:00', '23:00', '18:30', '22:45'), 'AVAILABLE'],
    ['Toronto at 14:20, closed between services', 'America/Toronto', week('18:00', '23:00', '18:30', '22:45'), 'UNAVAILABLE_CLOSED'],
  ])('%s', (_label, zone, pattern, expected) => {
    const now = at('2025-06-18T18:20:00Z');
    expect(hutAvailability(hut(zone, pattern, now), now).web.asap.delivery).toBe(expected);
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
