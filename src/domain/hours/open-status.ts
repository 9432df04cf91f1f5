/**
 * What a list of huts says beside each name (checklist 10-G33: "Show 'closed' or 'opens at …' from
 * the hut status"): open now for the disposition, opening later at a given instant (the next asap
 * period in the answered hours), or closed (flagged closed, the disposition not offered, or no
 * period left in the hours the answer carries).
 */

import { hutAvailability, type HutHours } from './availability';
import type { WebDisposition } from './opening-periods';

export type OpenStatus = { kind: 'open' } | { kind: 'opens-at'; at: Date } | { kind: 'closed' };

export function hutOpenStatus(hut: HutHours, disposition: WebDisposition, now: Date): OpenStatus {
  if (hut.closed || !hut.allowedDisposition[disposition]) return { kind: 'closed' };
  if (hutAvailability(hut, now).web.asap[disposition] === 'AVAILABLE') return { kind: 'open' };
  const next = hut.hours.web.asap
    .filter((period) => period.disposition === disposition && Date.parse(period.open) > now.getTime())
    .map((period) => Date.parse(period.open))
    .sort((a, b) => a - b)[0];
  return next === undefined ? { kind: 'closed' } : { kind: 'opens-at', at: new Date(next) };
}

export interface OpensAtLabel {
  /** '17:00' or '5:00 PM', in the hut's time zone. */
  time: string;
  /** The weekday ('Tue', 'mar.') when the opening is not on the same local day as now; else null. */
  day: string | null;
}

/** The words of 'opens at …' in the customer's language and the market's clock, in the hut's zone. */
export function opensAtLabel(at: Date, now: Date, timeZone: string, language: string, clock: '12h' | '24h'): OpensAtLabel {
  const hour12 = clock === '12h';
  const time = new Intl.DateTimeFormat(language, { hour: hour12 ? 'numeric' : '2-digit', minute: '2-digit', hour12, timeZone }).format(at);
  const dayOf = (instant: Date) => new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(instant);
  const day = dayOf(at) === dayOf(now) ? null : new Intl.DateTimeFormat(language, { weekday: 'short', timeZone }).format(at);
  return { time, day };
}
