import { describe, expect, it } from 'vitest';
import { periodSlots, slotsOfPeriods } from '../../../src/domain/hours/time-slots';

const iso = (dates: Date[]) => dates.map((date) => date.toISOString());
const period = { from: '2025-06-18T11:30:00+01:00', to: '2025-06-18T13:00:00+01:00', interval: 15, prep: 20 };

describe('periodSlots (spec 1 §5)', () => {
  it('offers every interval from `from` to `to` inclusive when now is early', () => {
    const slots = periodSlots(period, new Date('2025-06-18T08:00:00Z'));
    expect(iso(slots)).toEqual([
      '2025-06-18T10:30:00.000Z',
      '2025-06-18T10:45:00.000Z',
      '2025-06-18T11:00:00.000Z',
      '2025-06-18T11:15:00.000Z',
      '2025-06-18T11:30:00.000Z',
      '2025-06-18T11:45:00.000Z',
      '2025-06-18T12:00:00.000Z',
    ]);
  });

  it('keeps only slots at or after now plus prep, on the interval grid', () => {
    // 11:25 + 20 minutes prep = 11:45 local: the 11:45 slot itself is allowed.
    expect(iso(periodSlots(period, new Date('2025-06-18T10:25:00Z')))[0]).toBe('2025-06-18T10:45:00.000Z');
    // 11:26 + 20 = 11:46: the next slot on the grid is 12:00.
    expect(iso(periodSlots(period, new Date('2025-06-18T10:26:00Z')))[0]).toBe('2025-06-18T11:00:00.000Z');
  });

  it('hides early slots with a start offset', () => {
    const slots = periodSlots(period, new Date('2025-06-18T08:00:00Z'), { startOffsetMinutes: 30 });
    expect(iso(slots)[0]).toBe('2025-06-18T11:00:00.000Z');
  });

  it('drops slots at or after the `before` cut-off', () => {
    const slots = periodSlots(period, new Date('2025-06-18T08:00:00Z'), { before: new Date('2025-06-18T11:00:00Z') });
    expect(iso(slots).at(-1)).toBe('2025-06-18T10:45:00.000Z');
  });

  it('is empty after the last slot, for a malformed period, or a zero interval', () => {
    expect(periodSlots(period, new Date('2025-06-18T11:45:00Z'))).toEqual([]);
    expect(periodSlots({ ...period, from: 'not a date' }, new Date('2025-06-18T08:00:00Z'))).toEqual([]);
    expect(periodSlots({ ...period, interval: 0 }, new Date('2025-06-18T08:00:00Z'))).toEqual([]);
  });

  it('crosses midnight and a half-hour zone (India)', () => {
    const late = { from: '2025-06-18T11:30:00+05:30', to: '2025-06-19T00:45:00+05:30', interval: 15, prep: 30 };
    const slots = periodSlots(late, new Date('2025-06-18T18:20:00Z')); // 23:50 in India
    expect(iso(slots)).toEqual(['2025-06-18T19:00:00.000Z', '2025-06-18T19:15:00.000Z']);
  });
});

describe('slotsOfPeriods', () => {
  it('merges touching periods without duplicates, in time order', () => {
    const lunch = { from: '2025-06-18T12:00:00+02:00', to: '2025-06-18T12:30:00+02:00', interval: 15, prep: 0 };
    const afternoon = { from: '2025-06-18T12:30:00+02:00', to: '2025-06-18T12:45:00+02:00', interval: 15, prep: 0 };
    const slots = slotsOfPeriods([afternoon, lunch], new Date('2025-06-18T08:00:00Z'));
    expect(iso(slots)).toEqual([
      '2025-06-18T10:00:00.000Z',
      '2025-06-18T10:15:00.000Z',
      '2025-06-18T10:30:00.000Z',
      '2025-06-18T10:45:00.000Z',
    ]);
  });
});
