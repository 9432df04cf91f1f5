/**
 * Closing soon (spec 1 §4, §9): a persistent notice appears 15 minutes (900 000 ms) before the hut's
 * web asap window closes, counts down in minutes and seconds, and at zero becomes a sorry message.
 * Pure: the page passes the hut's dated asap hours and the current time.
 */

import { asapClosesAt, type DatedPeriod, type WebDisposition } from './opening-periods';

/** The closing-soon notice shows this long before the web asap window closes (spec 1 §4, §9). */
export const CLOSING_SOON_MS = 15 * 60_000;

export type ClosingSoon =
  /** Open, and the notice is not due yet: check again at `noticeAt`. */
  | { phase: 'open'; closesAt: number; noticeAt: number }
  /** Within the last 15 minutes of the open period. */
  | { phase: 'closing-soon'; closesAt: number; remainingMs: number }
  /** The window closed less than 15 minutes ago and no other window is open: the sorry message. */
  | { phase: 'closed'; closedAt: number }
  /** No window open now and none just closed: nothing to say. */
  | { phase: 'none' };

/**
 * Where `now` stands against the disposition's dated asap periods. Touching periods form one window
 * (opening-periods.ts asapClosesAt: 11:00–15:00 and 15:00–23:00 close at 23:00); opening inclusive, closing
 * exclusive. Periods that cannot be read are ignored.
 */
export function closingSoonAt(periods: readonly DatedPeriod[], disposition: WebDisposition, now: number): ClosingSoon {
  const readable = periods.filter((period) => Date.parse(period.close) > Date.parse(period.open));
  const closesAt = asapClosesAt(readable, disposition, new Date(now))?.getTime();
  if (closesAt !== undefined) {
    const remainingMs = closesAt - now;
    if (remainingMs <= CLOSING_SOON_MS) return { phase: 'closing-soon', closesAt, remainingMs };
    return { phase: 'open', closesAt, noticeAt: closesAt - CLOSING_SOON_MS };
  }
  const closes = readable
    .filter((period) => period.disposition === disposition)
    .map((period) => Date.parse(period.close))
    .filter((close) => close <= now && now - close < CLOSING_SOON_MS);
  return closes.length > 0 ? { phase: 'closed', closedAt: Math.max(...closes) } : { phase: 'none' };
}

/** The closing-soon notice shows from 15 minutes before the asap window closes (spec 1 §4). */
export function isClosingSoon(periods: readonly DatedPeriod[], disposition: WebDisposition, now: Date): boolean {
  const close = asapClosesAt(periods, disposition, now);
  return close !== null && close.getTime() - now.getTime() <= CLOSING_SOON_MS;
}

/** The countdown's minutes and seconds, rounded up to the whole second ('14:59' just after the notice shows). */
export function countdownParts(remainingMs: number): { minutes: number; seconds: number } {
  const totalSeconds = Math.max(0, Math.ceil(remainingMs / 1000));
  return { minutes: Math.floor(totalSeconds / 60), seconds: totalSeconds % 60 };
}

/**
 * The minute a screen reader is told about: whole minutes left, rounded up (15 … 1). The page
 * announces only when it changes, so the countdown is heard once a minute, not every second.
 */
export function announcedMinutes(remainingMs: number): number {
  return Math.max(0, Math.ceil(remainingMs / 60_000));
}
