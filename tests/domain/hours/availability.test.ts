import { describe, expect, it } from 'vitest';
import { hutAvailability, type HutHours } from '../../../src/domain/hours/availability';
import { expandWeekly, expandWeeklyScheduled } from '../../../src/domain/hours/opening-periods';
import { at, week } from './weekly-hours';

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
