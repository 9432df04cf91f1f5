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
