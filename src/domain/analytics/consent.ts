/**
 * The consent gate (14-G9, C44): "Consent group C0002 governs analytics" (S3 §7.4). Nothing leaves the
 * page, not the data layer, the deep-link or engagement adapters, nor monitoring, unless C0002 is granted.
 * On the web the banner grants it; inside the mobile-app wrapper there is no banner and C0002 follows the
 * tracking-permission answer (authorized grants; restricted, denied, unavailable refuse), and nothing
 * goes until that answer arrives.
 * Pick (14-G8): the groups of the original script, C0001 strictly necessary (always on), C0002
 * performance/analytics, C0003 functional, C0004 targeting.
 */
import type { AnalyticsEvent, AnalyticsPort } from './events';

export const CONSENT_GROUPS = ['C0001', 'C0002', 'C0003', 'C0004'] as const;
export type ConsentGroup = (typeof CONSENT_GROUPS)[number];
export const ANALYTICS_CONSENT_GROUP: ConsentGroup = 'C0002';

export const TRACKING_STATUSES = ['authorized', 'restricted', 'denied', 'unavailable'] as const;
export type TrackingStatus = (typeof TRACKING_STATUSES)[number];

export type ConsentState =
  /** The web banner; `groups` is null until the customer has chosen. */
  | { source: 'banner'; groups: readonly ConsentGroup[] | null }
  /** The wrapper; `status` is null until the app answers the tracking-permission request (14-G23). */
  | { source: 'app'; status: TrackingStatus | null };

export function analyticsAllowed(consent: ConsentState): boolean {
  if (consent.source === 'app') return consent.status === 'authorized';
  return consent.groups?.includes(ANALYTICS_CONSENT_GROUP) ?? false;
}

/**
 * A port that forwards to `port` only while consent allows it. Events before consent are dropped, not
 * queued: collecting them to send later would be collecting before consent.
 */
export function consentGatedPort(port: AnalyticsPort, readConsent: () => ConsentState): AnalyticsPort {
  return {
    track(event: AnalyticsEvent) {
      if (analyticsAllowed(readConsent())) port.track(event);
    },
  };
}

/**
 * Issue 18: whether the consent banner shows is known before any module runs, so the first paint (the
 * prerendered shell) and the first client render already give it its room: it never arrives later and
 * pushes the page down (CLS). The answer lives in Dexie (settings), which is asynchronous; this cookie
 * is its synchronous hint (src/analytics/consent-hint.ts), written by the page once the settings are
 * read (ConsentSlot) and read by the inline script below, which marks `<html>` before the shell
 * paints. No cookie means a new visitor: the banner shows.
 */
export const CONSENT_HINT_KEY = 'hut_consent_answered';
export const CONSENT_HINT_HIDDEN = 'hidden';

/**
 * The inline script in index.html's head (scripts/shell/plugin.ts), allowed by its hash in the
 * Content-Security-Policy (server/http/security-headers.ts). Inside the mobile app's wrapper (its host
 * object or the `app` query value, as src/app-bridge/in-app.ts) the app asks instead: no banner.
 * Browser code, but here only as text, which nothing in src/domain runs: the server may import only
 * src/domain and the contract, and it hashes this text for its policy.
 */
export const CONSENT_HINT_SCRIPT =
  `try{if(document.cookie.split('; ').indexOf('${CONSENT_HINT_KEY}=${CONSENT_HINT_HIDDEN}')>=0||'PizzaHutAppHost' in window||new URLSearchParams(location.search).has('app'))` +
  `document.documentElement.classList.add('consent-answered')}catch(e){}`;
