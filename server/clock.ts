/**
 * The server's notion of "now", passed to everything that answers by the time of day (hut hours,
 * status, time slots, ETA) so tests and e2e runs can freeze it. STORE_FIXED_TIME (an ISO 8601
 * date-time with an offset, e.g. 2025-06-18T18:20:00Z) freezes the running server's clock.
 */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** A clock stopped at `iso`; throws on a value that is not a date-time with Z or an offset. */
export function fixedClock(iso: string): Clock {
  const time = Date.parse(iso);
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/.test(iso) || Number.isNaN(time)) {
    throw new Error(`STORE_FIXED_TIME must be an ISO date-time with Z or an offset, got '${iso}'`);
  }
  return { now: () => new Date(time) };
}

/** The system clock, or the frozen one when STORE_FIXED_TIME is set (and not empty). */
export function clockFromEnvironment(env: NodeJS.ProcessEnv = process.env): Clock {
  const fixed = env.STORE_FIXED_TIME;
  return fixed ? fixedClock(fixed) : systemClock;
}
