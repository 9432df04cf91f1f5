// The exposure event's way out (14-G12): a tiny seam that defaults to the no-op port. The live analytics
// port (consent-gated, helper A's wiring of 14-G1) hands itself over with setExperimentAnalyticsPort.
import { noopAnalyticsPort, type AnalyticsEvent, type AnalyticsPort } from '../domain/analytics/events';

let port: AnalyticsPort = noopAnalyticsPort;

export function setExperimentAnalyticsPort(next: AnalyticsPort): void {
  port = next;
}

export function trackExperiment(event: AnalyticsEvent): void {
  port.track(event);
}
