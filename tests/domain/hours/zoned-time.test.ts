import { describe, expect, it } from 'vitest';
import { formatZonedIso, instantAt, isKnownTimeZone, utcOffsetMinutes, zonedDateTime } from '../../../src/domain/hours/zoned-time';
import { at } from './weekly-hours';

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
