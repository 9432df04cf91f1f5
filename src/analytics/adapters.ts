// The deep-link SDK (14-G10) and customer-engagement service (14-G11) stand-ins (14-G30): each maps the
// domain's events and sends the mapped ones to the first-party collector, tagged by a name prefix
// (`deep-link:ADD_TO_CART`, `engagement:add_to_cart`, `engagement:identify`; the contract's `name` field,
// so the collector's schema is unchanged). Both sit behind the consent gate (14-G9, C0002) like the data
// layer. "Branch or push initialisation errors are only logged" (S3 §8.4): a failing adapter never
// breaks a screen or the other sinks.
import { consentGatedPort, type ConsentState } from '../domain/analytics/consent';
import { dataLayerEntry } from '../domain/analytics/data-layer';
import { deepLinkEventName } from '../domain/analytics/deep-link';
import type { CustomDimensions } from '../domain/analytics/dimensions';
import { ENGAGEMENT_IDENTIFY, engagementEventName } from '../domain/analytics/engagement';
import type { AnalyticsEvent, AnalyticsPort } from '../domain/analytics/events';
import { log } from '../log/logger';
import type { CollectorSink } from './collector';

export const DEEP_LINK_PREFIX = 'deep-link:';

export interface AdapterOptions {
  readConsent: () => ConsentState;
  readDimensions: () => Partial<CustomDimensions>;
  collector: Pick<CollectorSink, 'send'>;
}

type Mapper = (event: AnalyticsEvent) => readonly string[];

function adapterPort(label: string, map: Mapper, { readConsent, readDimensions, collector }: AdapterOptions): AnalyticsPort {
  const sink: AnalyticsPort = {
    track(event) {
      try {
        const names = map(event);
        if (names.length === 0) return;
        // The same scrubbed entry as the data layer's (privacy.ts), renamed for the adapter.
        const { entry } = dataLayerEntry(event, readDimensions());
        for (const name of names) void collector.send({ ...entry, event: name });
      } catch (err) {
        log.warn(`The ${label} adapter could not send an event`, { action: String(event.type), error: String(err) });
      }
    },
  };
  return consentGatedPort(sink, readConsent);
}

/** 14-G10: the deep-link map's events, as `deep-link:<SDK name>`. */
export function createDeepLinkPort(options: AdapterOptions): AnalyticsPort {
  return adapterPort('deep-link', (event) => {
    const name = deepLinkEventName(event);
    return name ? [`${DEEP_LINK_PREFIX}${name}`] : [];
  }, options);
}

/** 14-G11: identify on login (the customer's HashedId only), and track the events the service uses. */
export function createEngagementPort(options: AdapterOptions): AnalyticsPort {
  return adapterPort('engagement', (event) => {
    const name = engagementEventName(event);
    const names = name ? [name] : [];
    return event.type === 'login' ? [ENGAGEMENT_IDENTIFY, ...names] : names;
  }, options);
}

/** Builds both, logging (never throwing) when one cannot start. */
export function createAdapterPorts(options: AdapterOptions): AnalyticsPort[] {
  const ports: AnalyticsPort[] = [];
  for (const [label, create] of [
    ['deep-link', createDeepLinkPort],
    ['engagement', createEngagementPort],
  ] as const) {
    try {
      ports.push(create(options));
    } catch (err) {
      log.warn(`The ${label} adapter could not initialise`, { error: String(err) });
    }
  }
  return ports;
}
