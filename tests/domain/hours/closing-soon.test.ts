import { describe, expect, it } from 'vitest';
import { announcedMinutes, CLOSING_SOON_MS, closingSoonAt, countdownParts } from '../../../src/domain/hours/closing-soon';
import type { DatedPeriod } from '../../../src/domain/hours/opening-periods';

type AsapPeriod = DatedPeriod;

// A fixed clock: Monday 24 November 2025, in a UK hut (UTC in winter) and an Indian hut (+05:30).
const at = (iso: string) => Date.parse(iso);

const uk: AsapPeriod[] = [
  { disposition: 'delivery', open: '2025-11-24T11:00:00+00:00', close: '2025-11-24T23:00:00+00:00' },
  { disposition: 'collection', open: '2025-11-24T11:00:00+00:00', close: '2025-11-24T22:00:00+00:00' },
  { disposition: 'delivery', open: '2025-11-25T11:00:00+00:00', close: '2025-11-25T23:00:00+00:00' },
];

describe('closing soon (spec 1 §4, §9: 15 minutes, 900000 ms before the asap window closes)', () => {
  it('is 900 000 ms', () => {
    expect(CLOSING_SOON_MS).toBe(900_000);
  });

  it('says nothing while more than 15 minutes are left, and when the notice is due', () => {
    expect(closingSoonAt(uk, 'delivery', at('2025-11-24T22:44:59+00:00'))).toEqual({
      phase: 'open',
      closesAt: at('2025-11-24T23:00:00+00:00'),
      noticeAt: at('2025-11-24T22:45:00+00:00'),
    });
  });

  it('shows the notice exactly 15 minutes before close', () => {
    expect(closingSoonAt(uk, 'delivery', at('2025-11-24T22:45:00+00:00'))).toEqual({
      phase: 'closing-soon',
      closesAt: at('2025-11-24T23:00:00+00:00'),
      remainingMs: CLOSING_SOON_MS,
    });
  });

  it('follows the customer’s disposition: collection closes an hour earlier here', () => {
    const state = closingSoonAt(uk, 'collection', at('2025-11-24T21:50:00+00:00'));
    expect(state).toMatchObject({ phase: 'closing-soon', remainingMs: 10 * 60_000 });
  });

  it('becomes the sorry message at zero, and stays quiet once that is old news', () => {
    expect(closingSoonAt(uk, 'delivery', at('2025-11-24T23:00:00+00:00'))).toEqual({
      phase: 'closed',
      closedAt: at('2025-11-24T23:00:00+00:00'),
    });
    expect(closingSoonAt(uk, 'delivery', at('2025-11-24T23:15:00+00:00'))).toEqual({ phase: 'none' });
  });

  it('says nothing before the hut opens, or for a disposition with no hours', () => {
    expect(closingSoonAt(uk, 'delivery', at('2025-11-24T09:00:00+00:00'))).toEqual({ phase: 'none' });
    expect(closingSoonAt([], 'delivery', at('2025-11-24T22:50:00+00:00'))).toEqual({ phase: 'none' });
  });

  it('works in a half-hour time zone (India, +05:30)', () => {
    const india: AsapPeriod[] = [{ disposition: 'delivery', open: '2025-11-24T11:00:00+05:30', close: '2025-11-24T23:00:00+05:30' }];
    // 22:50 in Delhi is 17:20 UTC: 10 minutes left.
    expect(closingSoonAt(india, 'delivery', at('2025-11-24T17:20:00Z'))).toMatchObject({
      phase: 'closing-soon',
      remainingMs: 600_000,
    });
  });

  it('a window that runs past midnight into the next period does not close at midnight', () => {
    const late: AsapPeriod[] = [
      { disposition: 'delivery', open: '2025-11-24T17:00:00+00:00', close: '2025-11-25T00:00:00+00:00' },
      { disposition: 'delivery', open: '2025-11-25T00:00:00+00:00', close: '2025-11-25T02:00:00+00:00' },
    ];
    expect(closingSoonAt(late, 'delivery', at('2025-11-24T23:50:00Z'))).toMatchObject({ phase: 'open' });
    expect(closingSoonAt(late, 'delivery', at('2025-11-25T01:50:00Z'))).toMatchObject({ phase: 'closing-soon' });
  });

  it('ignores periods it cannot read', () => {
    const broken: AsapPeriod[] = [
      { disposition: 'delivery', open: 'not a date', close: '2025-11-24T23:00:00+00:00' },
      { disposition: 'delivery', open: '2025-11-24T21:00:00+00:00', close: 'not a date' },
      { disposition: 'delivery', open: '2025-11-24T23:00:00+00:00', close: '2025-11-24T22:00:00+00:00' },
    ];
    expect(closingSoonAt(broken, 'delivery', at('2025-11-24T22:50:00Z'))).toEqual({ phase: 'none' });
  });
});

describe('the countdown in minutes and seconds', () => {
  it('rounds up to the whole second', () => {
    expect(countdownParts(CLOSING_SOON_MS)).toEqual({ minutes: 15, seconds: 0 });
    expect(countdownParts(CLOSING_SOON_MS - 1)).toEqual({ minutes: 15, seconds: 0 });
    expect(countdownParts(CLOSING_SOON_MS - 1000)).toEqual({ minutes: 14, seconds: 59 });
    expect(countdownParts(61_000)).toEqual({ minutes: 1, seconds: 1 });
    expect(countdownParts(0)).toEqual({ minutes: 0, seconds: 0 });
    expect(countdownParts(-5)).toEqual({ minutes: 0, seconds: 0 });
  });

  it('announces a minute once: 15 for the whole first minute, then 14 …', () => {
    expect(announcedMinutes(CLOSING_SOON_MS)).toBe(15);
    expect(announcedMinutes(14 * 60_000 + 1)).toBe(15);
    expect(announcedMinutes(14 * 60_000)).toBe(14);
    expect(announcedMinutes(1)).toBe(1);
    expect(announcedMinutes(0)).toBe(0);
  });
});
