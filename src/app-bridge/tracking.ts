/**
 * Canada's tracking events to the app (14-G27): an analytics sink the analytics wiring adds next to the
 * data layer. It sends the deep-link map's events as `tracking-event` messages for the Canadian market
 * only, and only while consent allows (C44: in the app, the tracking-permission answer).
 */
import { analyticsAllowed, type ConsentState } from '../domain/analytics/consent';
import type { AnalyticsEvent, AnalyticsPort } from '../domain/analytics/events';
import { appTrackingMessage, type PageToAppMessage } from '../domain/app-bridge';
import { postToApp } from './host';

export function appTrackingPort(
  readMarket: () => string | null,
  readConsent: () => ConsentState,
  post: (message: PageToAppMessage) => unknown = postToApp,
): AnalyticsPort {
  return {
    track(event: AnalyticsEvent) {
      const market = readMarket();
      if (!market || !analyticsAllowed(readConsent())) return;
      const message = appTrackingMessage(market, event);
      if (message) post(message);
    },
  };
}
