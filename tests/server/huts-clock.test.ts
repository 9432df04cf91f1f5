import { describe, expect, it } from 'vitest';
import { clockFromEnvironment, fixedClock, systemClock } from '../../server/clock';
import { FIXED_TEST_TIME } from '../../server/db/seed/huts';

describe('server clock', () => {
  it('is frozen by STORE_FIXED_TIME', () => {
    const clock = clockFromEnvironment({ STORE_FIXED_TIME: FIXED_TEST_TIME });
    expect(clock.now().toISOString()).toBe('2025-06-18T18:20:00.000Z');
    expect(clock.now().getTime()).toBe(clock.now().getTime());
    expect(fixedClock('2025-06-18T23:50:00+05:30').now().toISOString()).toBe('2025-06-18T18:20:00.000Z');
  });

  it('is the system clock when STORE_FIXED_TIME is unset or empty', () => {
    expect(clockFromEnvironment({})).toBe(systemClock);
    expect(clockFromEnvironment({ STORE_FIXED_TIME: '' })).toBe(systemClock);
    expect(Math.abs(systemClock.now().getTime() - Date.now())).toBeLessThan(1000);
  });

  it('refuses a value that is not an ISO date-time with a zone', () => {
    for (const value of ['yesterday', '2025-06-18', '2025-06-18T18:20:00', '2025-13-40T99:00:00Z']) {
      expect(() => clockFromEnvironment({ STORE_FIXED_TIME: value }), value).toThrow(/STORE_FIXED_TIME/);
    }
  });
});
