import { describe, expect, it } from 'vitest';
import { ASAP, defaultSlot, groupSlots } from '../../../src/screens/scheduled-order/slots';

// Slot labels and grouping of the scheduled-order overlay (spec 1 §2, §5; C10).

describe('default slot (spec 1 §2, 3 §4.6)', () => {
  const slots = ['2025-06-18T19:45:00+01:00', '2025-06-18T20:00:00+01:00'];
  it('is the previous time when it is among the slots, else the first slot, else ASAP', () => {
    expect(defaultSlot(slots, Date.parse('2025-06-18T20:00:00+01:00'))).toBe(slots[1]);
    expect(defaultSlot(slots, Date.parse('2025-06-18T21:00:00+01:00'))).toBe(slots[0]);
    expect(defaultSlot(slots, null)).toBe(slots[0]);
    expect(defaultSlot([], null)).toBe(ASAP);
    expect(defaultSlot([], Date.parse('2025-06-18T20:00:00+01:00'))).toBe(ASAP);
  });
  it('keeps ASAP for a customer who had ASAP, while it is on offer', () => {
    expect(defaultSlot(slots, ASAP, true)).toBe(ASAP);
    expect(defaultSlot(slots, ASAP, false)).toBe(slots[0]);
  });
});

describe('slot groups by trading day (05:00 cut-off)', () => {
  const now = new Date('2025-06-18T18:20:00Z'); // 19:20 in London

  it('shows the UK 24-hour clock and keeps after-midnight slots in the same trading day', () => {
    const groups = groupSlots(
      ['2025-06-18T22:45:00+01:00', '2025-06-18T19:45:00+01:00', '2025-06-19T00:30:00+01:00', '2025-06-19T04:45:00+01:00'],
      'UK',
      'en-GB',
      'Europe/London',
      now,
    );
    expect(groups).toHaveLength(1);
    expect(groups[0]?.offset).toBe(0);
    expect(groups[0]?.slots.map((slot) => slot.label)).toEqual(['19:45', '22:45', '00:30', '04:45']);
  });

  it('starts a new trading day at 05:00', () => {
    const groups = groupSlots(['2025-06-19T04:59:00+01:00', '2025-06-19T05:00:00+01:00'], 'UK', 'en-GB', 'Europe/London', now);
    expect(groups.map((group) => [group.day, group.offset])).toEqual([
      ['2025-06-18', 0],
      ['2025-06-19', 1],
    ]);
  });

  it('shows India in the 12-hour clock with 12:xx pm, in its half-hour zone', () => {
    const groups = groupSlots(
      ['2025-06-18T12:30:00+05:30', '2025-06-18T00:15:00+05:30'],
      'IN',
      'en-IN',
      'Asia/Kolkata',
      new Date('2025-06-18T06:00:00Z'), // 11:30 in Kolkata
    );
    const labels = groups.flatMap((group) => group.slots.map((slot) => slot.label.replace(/\u202f/g, ' ').toLowerCase()));
    expect(labels).toContain('12:30 pm');
    expect(labels).toContain('12:15 am');
  });

  it('ignores what is not a date', () => {
    expect(groupSlots(['not a date'], 'UK', 'en-GB', 'Europe/London', now)).toEqual([]);
  });
});
