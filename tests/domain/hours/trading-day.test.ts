import { describe, expect, it } from 'vitest';
import { expandWeeklyScheduled } from '../../../src/domain/hours/opening-periods';
import { tradingDate, tradingDaySlots } from '../../../src/domain/hours/trading-day';
import { formatLocalDate, formatZonedIso } from '../../../src/domain/hours/zoned-time';
import { at, week } from './weekly-hours';

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
