// The live analytics port (14-G1): the consent gate (14-G9, C0002) in front of two sinks, the
// `window.dataLayer` a tag manager reads and the first-party collector (14-G30). Each event becomes the
// domain's flat data-layer entry with the session's custom dimensions (14-G3). "An unknown analytics
// action type throws an error that is logged as a warning" (S3 §7.4): caught here, never breaks a screen.
import { consentGatedPort, type ConsentState } from '../domain/analytics/consent';
import { dataLayerEntry, type DataLayerEntry } from '../domain/analytics/data-layer';
import type { CustomDimensions } from '../domain/analytics/dimensions';
import { UnknownAnalyticsActionError, type AnalyticsEvent, type AnalyticsPort } from '../domain/analytics/events';
import { log } from '../log/logger';
import type { CollectorSink } from './collector';

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

export interface LivePortOptions {
  readConsent: () => ConsentState;
  readDimensions: () => Partial<CustomDimensions>;
  collector: Pick<CollectorSink, 'send'>;
  /** Defaults to `window.dataLayer`, created when missing. */
  dataLayer?: () => unknown[];
}

const windowDataLayer = () => (globalThis.window.dataLayer ??= []);

export function createLivePort({ readConsent, readDimensions, collector, dataLayer = windowDataLayer }: LivePortOptions): AnalyticsPort {
  const sinks: AnalyticsPort = {
    track(event: AnalyticsEvent) {
      let entry: DataLayerEntry;
      try {
        const built = dataLayerEntry(event, readDimensions());
        entry = built.entry;
        if (built.redacted.length > 0) log.warn('Analytics event carried personal data: redacted', { action: event.type, paths: built.redacted });
      } catch (err) {
        if (err instanceof UnknownAnalyticsActionError) log.warn(err.message, { actionType: String(err.actionType) });
        else log.warn('Analytics event could not be built', { error: String(err) });
        return;
      }
      dataLayer().push(entry);
      void collector.send(entry);
    },
  };
  return consentGatedPort(sinks, readConsent);
}
