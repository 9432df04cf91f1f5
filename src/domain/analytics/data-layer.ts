/**
 * The data-layer entry (14-G1, 14-G3): the one object a sink pushes to `window.dataLayer` and posts to
 * the collector, in the flat shape tag managers read: `{ event: <name>, ...payload, ...dimensions }`.
 * Pure: the sink adds the push and the consent gate. An unknown action throws (assertKnownAction; the
 * sink logs it as a warning, S3 §7.4); personal data is scrubbed and its paths returned for the log.
 */
import type { CustomDimensions } from './dimensions';
import { assertKnownAction, dataLayerEventName, type AnalyticsEvent } from './events';
import { scrubEvent } from './privacy';

export interface DataLayerEntry extends Partial<CustomDimensions> {
  event: string;
  action: string;
  [key: string]: unknown;
}

/** `action` is typed loosely on purpose: the sink hands over whatever a caller dispatched, known or not. */
export function dataLayerEntry(action: AnalyticsEvent | { type: unknown }, dimensions: Partial<CustomDimensions> = {}): { entry: DataLayerEntry; redacted: string[] } {
  assertKnownAction(action);
  const { type, ...payload } = action;
  const { event: clean, redacted } = scrubEvent(payload);
  // Payload first: a payload key can neither overwrite a dimension (a cast 'dimension18' passing test
  // traffic off as live, 14-G7) nor rename the event.
  return { entry: { ...clean, ...dimensions, event: dataLayerEventName(action), action: type }, redacted };
}
