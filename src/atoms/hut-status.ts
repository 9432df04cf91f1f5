import type { Hut, HutStatusSummary } from '../api/contract/hut';

/**
 * The hut-status client call of localisation (spec 1 §7, §9; checklist 04-G18). The API module
 * loads on first use: it brings zod, which first paint must not load.
 */

/** "throttled to 1000 ms, leading call only": a repeat within the window gets the first answer. */
export const HUT_STATUS_THROTTLE_MS = 1000;

const AVAILABLE = { delivery: 'AVAILABLE', collection: 'AVAILABLE' } as const;
/** "a development setting skips the call and reports everything available" (VITE_SKIP_HUT_STATUS). */
const ALL_AVAILABLE: HutStatusSummary = { summary: { physical: AVAILABLE, web: { asap: AVAILABLE, scheduled: AVAILABLE } } };

let lastStatusCall: { key: string; at: number; result: Promise<HutStatusSummary | null> } | null = null;

/** The hut's status summary; null when the API has none (404). Per hut, so another hut never gets a stale answer. */
export function throttledHutStatus(sector: Hut['sector'], hutId: string, now = Date.now()): Promise<HutStatusSummary | null> {
  if (import.meta.env.VITE_SKIP_HUT_STATUS === 'true') return Promise.resolve(ALL_AVAILABLE);
  const key = `${sector}:${hutId}`;
  if (lastStatusCall && lastStatusCall.key === key && now - lastStatusCall.at < HUT_STATUS_THROTTLE_MS) {
    return lastStatusCall.result;
  }
  const result = import('../api/stores').then(({ fetchHutStatus }) => fetchHutStatus(sector, hutId));
  const call = { key, at: now, result };
  lastStatusCall = call;
  // A failed call is not handed to the next caller.
  result.catch(() => {
    if (lastStatusCall === call) lastStatusCall = null;
  });
  return result;
}
