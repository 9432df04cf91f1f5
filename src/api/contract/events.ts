import { z } from 'zod';
import { hasUnsafeCharacters, jsonLength, safeText } from './text';

/**
 * POST /v1/events — the first-party analytics collector (14-G30 stand-in for the tag manager; path pick:
 * `/v1/events`). The page's collector sink (src/analytics/collector.ts) sends the domain's data-layer
 * entries in batches; each event carries a uuid so a batch re-sent after a lost answer (offline queue,
 * sendBeacon on pagehide) is stored once.
 *
 * Bounded like POST /log (issue 12): at most 50 events and 96 k characters of JSON a batch, at most 40
 * dimensions of 200 characters, a payload of at most 8 k characters. Every string, including those
 * nested in the payload and its keys, refuses NUL and lone surrogates (PostgreSQL jsonb cannot store
 * them).
 */
export const EVENTS_MAX_BATCH = 50;
export const EVENTS_MAX_BATCH_CHARS = 96_000;
export const EVENT_MAX_PAYLOAD_CHARS = 8_000;
export const EVENT_MAX_DIMENSIONS = 40;

/** True when every string and key inside `value` is text PostgreSQL can store. */
export function deepSafe(value: unknown, depth = 0): boolean {
  if (depth > 20) return false;
  if (typeof value === 'string') return !hasUnsafeCharacters(value);
  if (Array.isArray(value)) return value.every((item) => deepSafe(item, depth + 1));
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).every(([key, item]) => !hasUnsafeCharacters(key) && deepSafe(item, depth + 1));
  }
  return true;
}

export const analyticsEventSchema = z.strictObject({
  id: z.uuid(),
  name: safeText(64).min(1),
  at: z.iso.datetime({ offset: true }),
  dimensions: z
    .record(safeText(40), safeText(200))
    .refine((dimensions) => Object.keys(dimensions).length <= EVENT_MAX_DIMENSIONS, `at most ${EVENT_MAX_DIMENSIONS} dimensions`),
  payload: z
    .record(safeText(100), z.unknown())
    .refine((payload) => jsonLength(payload) <= EVENT_MAX_PAYLOAD_CHARS, `at most ${EVENT_MAX_PAYLOAD_CHARS} characters as JSON`)
    .refine((payload) => deepSafe(payload), 'must not contain NUL characters or unpaired surrogates'),
});

export const analyticsBatchSchema = z
  .strictObject({ events: z.array(analyticsEventSchema).min(1).max(EVENTS_MAX_BATCH) })
  .refine((batch) => jsonLength(batch) <= EVENTS_MAX_BATCH_CHARS, {
    path: ['events'],
    message: `An event batch is at most ${EVENTS_MAX_BATCH_CHARS} characters as JSON`,
  });

/** The answer: the ids the server holds now (new or already stored), so the page deletes only those. */
export const analyticsAckSchema = z.object({ accepted: z.array(z.uuid()) });

export type AnalyticsWireEvent = z.infer<typeof analyticsEventSchema>;
export type AnalyticsBatch = z.infer<typeof analyticsBatchSchema>;
export type AnalyticsAck = z.infer<typeof analyticsAckSchema>;
