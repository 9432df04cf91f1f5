import { describe, expect, it } from 'vitest';
import type { HutHours } from '../../../src/domain/hours/availability';
import { expandWeekly, expandWeeklyScheduled } from '../../../src/domain/hours/opening-periods';
import { hutTakesOrder, webOffer } from '../../../src/domain/hours/takes-order';
import { at, week } from './weekly-hours';

/** A London hut open 11:00–23:00 for collection, its hours dated for `now`. */
function hut(now: Date, flags: Partial<HutHours> = {}): HutHours {
  const pattern = week('11:00', '23:00', '11:30', '22:45', 'collection');
  const options = { timeZone: 'Europe/London', now, days: 2 };
  return {
    closed: false,
    timeZone: 'Europe/London',
    allowedDisposition: { delivery: true, collection: true },
    hours: { web: { asap: expandWeekly(pattern.asap, options), scheduled: expandWeeklyScheduled(pattern.scheduled, options) } },
    ...flags,
  };
}

describe('the takes-order rule (spec 2 §4: a hut closed at preauthorisation aborts)', () => {
  const now = at('2025-06-18T18:20:00Z'); // 19:20 BST

  it('offers asap while the window is open and the slots left in the trading day', () => {
    const offer = webOffer(hut(now), 'collection', now);
    expect(offer.asapAvailable).toBe(true);
    expect(offer.slots[0]?.toISOString()).toBe('2025-06-18T18:45:00.000Z');
    expect(offer.slots.at(-1)?.toISOString()).toBe('2025-06-18T21:45:00.000Z');
    expect(webOffer(hut(now, { closed: true }), 'collection', now)).toEqual({ asapAvailable: false, slots: [] });
    expect(webOffer(hut(now), 'delivery', now)).toEqual({ asapAvailable: false, slots: [] });
  });

  it('takes an asap order while the window is open, and a scheduled one only at an offered slot', () => {
    expect(hutTakesOrder(hut(now), { type: 'collection', when: 'asap', time: null }, now)).toBe(true);
    expect(hutTakesOrder(hut(now), { type: 'collection', when: 'scheduled', time: at('2025-06-18T19:00:00Z') }, now)).toBe(true);
    expect(hutTakesOrder(hut(now), { type: 'collection', when: 'scheduled', time: at('2025-06-18T19:05:00Z') }, now)).toBe(false);
    expect(hutTakesOrder(hut(now), { type: 'collection', when: 'scheduled', time: null }, now)).toBe(false);
  });

  it('reads dine-in by collection hours, and refuses a disposition the hut does not serve', () => {
    expect(hutTakesOrder(hut(now), { type: 'dinein', when: 'asap', time: null }, now)).toBe(true);
    expect(hutTakesOrder(hut(now), { type: 'delivery', when: 'asap', time: null }, now)).toBe(false);
    const noCollection = hut(now, { allowedDisposition: { delivery: true, collection: false } });
    expect(hutTakesOrder(noCollection, { type: 'dinein', when: 'asap', time: null }, now)).toBe(false);
  });
});
