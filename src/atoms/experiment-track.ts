// The exposure event's way out (14-G12): the app's one `track` call, which holds early events until the
// live, consent-gated port (src/analytics/AnalyticsHost.tsx) installs itself. Tests hand in their own.
import { track } from '../analytics/track';
import type { AnalyticsEvent, AnalyticsPort } from '../domain/analytics/events';

let port: AnalyticsPort = { track };

export function setExperimentAnalyticsPort(next: AnalyticsPort): void {
  port = next;
}

export function trackExperiment(event: AnalyticsEvent): void {
  port.track(event);
}
