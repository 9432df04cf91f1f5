// The one call screens and atoms make (14-G1): `track({ type: 'addToCart', item })`. This module is
// tiny on purpose, so importing it adds nothing to the first paint: the live port (data layer +
// collector, behind the consent gate) loads after first paint (AnalyticsHost) and installs itself.
// Events tracked before that wait in memory only (never stored) and go through the consent gate when
// the port arrives: without consent they are dropped there.
import type { AnalyticsEvent, AnalyticsPort } from '../domain/analytics/events';

/** Enough for the first screen's events (page view, localisation); more is dropped, not stored. */
const EARLY_LIMIT = 20;

let port: AnalyticsPort | null = null;
const early: AnalyticsEvent[] = [];

export function track(event: AnalyticsEvent): void {
  if (port) port.track(event);
  else if (early.length < EARLY_LIMIT) early.push(event);
}

let leaving: (() => Promise<void>) | null = null;
/** How long a navigation waits for analytics at most: a slow disk never holds the customer back. */
export const LEAVE_WAIT_MS = 1500;

/** The live collector registers its flushBeforeLeaving here (AnalyticsHost); tests their own. */
export function installLeaveFlush(next: () => Promise<void>): () => void {
  leaving = next;
  return () => {
    if (leaving === next) leaving = null;
  };
}

/**
 * Called right before a full-page navigation (a card payment leaving for the provider's page): what
 * was tracked reaches the collector synchronously (beacon), bounded by LEAVE_WAIT_MS. Events still in
 * the early buffer (no port yet, so no consent read) cannot be sent and stay unsent, by the gate's rule.
 */
export async function flushBeforeLeaving(waitMs = LEAVE_WAIT_MS): Promise<void> {
  if (!leaving) return;
  let timeout: ReturnType<typeof setTimeout> | undefined;
  await Promise.race([leaving().catch(() => undefined), new Promise<void>((resolve) => (timeout = setTimeout(resolve, waitMs)))]);
  clearTimeout(timeout);
}

/** Installs the live port (or a test's) and replays what was tracked before it; returns the uninstall. */
export function installAnalyticsPort(next: AnalyticsPort): () => void {
  port = next;
  for (const event of early.splice(0)) next.track(event);
  return () => {
    if (port === next) port = null;
  };
}
