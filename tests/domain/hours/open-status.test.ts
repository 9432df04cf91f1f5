import { describe, expect, it } from 'vitest';
import type { HutHours } from '../../../src/domain/hours/availability';
import { hutOpenStatus, opensAtLabel } from '../../../src/domain/hours/open-status';
import { expandWeekly, expandWeeklyScheduled } from '../../../src/domain/hours/opening-periods';
import { at, week } from './weekly-hours';

function hut(now: Date, flags: Partial<HutHours> = {}): HutHours {
  const options = { timeZone: 'Europe/London', now, days: 7 };
  const pattern = week('11:00', '23:00', '11:30', '22:45', 'collection');
  return {
    closed: false,
    timeZone: 'Europe/London',
    allowedDisposition: { delivery: true, collection: true },
    hours: { web: { asap: expandWeekly(pattern.asap, options), scheduled: expandWeeklyScheduled(pattern.scheduled, options) } },
    ...flags,
  };
}

describe('hutOpenStatus (10-G33: closed or opens at …, from the hut status)', () => {
  it('is open while an asap period of the disposition is open', () => {
    const now = at('2025-06-18T18:20:00Z');
    expect(hutOpenStatus(hut(now), 'collection', now)).toEqual({ kind: 'open' });
  });

  it('before opening says when the next period opens', () => {
    const now = at('2025-06-18T07:00:00Z'); // 08:00 BST
    expect(hutOpenStatus(hut(now), 'collection', now)).toEqual({ kind: 'opens-at', at: new Date('2025-06-18T10:00:00Z') });
  });

  it('after closing points at the next day', () => {
    const now = at('2025-06-18T22:30:00Z'); // 23:30 BST
    expect(hutOpenStatus(hut(now), 'collection', now)).toEqual({ kind: 'opens-at', at: new Date('2025-06-19T10:00:00Z') });
  });

  it('a hut flagged closed, a disposition not offered, or no hours at all is closed', () => {
    const now = at('2025-06-18T18:20:00Z');
    expect(hutOpenStatus(hut(now, { closed: true }), 'collection', now)).toEqual({ kind: 'closed' });
    expect(hutOpenStatus(hut(now, { allowedDisposition: { delivery: true, collection: false } }), 'collection', now)).toEqual({ kind: 'closed' });
    expect(hutOpenStatus(hut(now, { hours: { web: { asap: [], scheduled: [] } } }), 'collection', now)).toEqual({ kind: 'closed' });
  });
});

describe('opensAtLabel', () => {
  const now = at('2025-06-18T07:00:00Z');

  it('the same local day gives the time only, in the market clock', () => {
    expect(opensAtLabel(at('2025-06-18T10:00:00Z'), now, 'Europe/London', 'en-GB', '24h')).toEqual({ time: '11:00', day: null });
    expect(opensAtLabel(at('2025-06-18T10:00:00Z'), now, 'Europe/London', 'en-CA', '12h').time).toMatch(/^11:00\s?a\.?m\.?$/i);
  });

  it('another day adds the weekday in the customer language', () => {
    expect(opensAtLabel(at('2025-06-19T10:00:00Z'), now, 'Europe/London', 'en-GB', '24h')).toEqual({ time: '11:00', day: 'Thu' });
    expect(opensAtLabel(at('2025-06-19T10:00:00Z'), now, 'Europe/London', 'fr-FR', '24h').day).toBe('jeu.');
  });

  it('reads the day in the hut zone: 23:30 in Kolkata is already the next day', () => {
    const late = at('2025-06-18T17:30:00Z'); // 23:00 IST
    expect(opensAtLabel(at('2025-06-19T05:30:00Z'), late, 'Asia/Kolkata', 'en-IN', '12h').day).toBe('Thu');
  });
});
