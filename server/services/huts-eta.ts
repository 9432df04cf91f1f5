import type { WebDisposition } from '../../src/api/contract/common';
import { type Eta, etaSchema, type HutRecord } from '../../src/api/contract/hut';
import { zonedDateTime } from '../../src/domain/hours/zoned-time';

/**
 * The ETA stand-in (GET /v2/eta/): minutes from now, by disposition, a little longer in the dinner
 * peak of the hut's own clock. Deterministic for a given clock, so tests and e2e runs can assert it.
 * Values are ours (the spec gives none): delivery 30–45 minutes, collection 15–20.
 */

/** Dinner peak, local wall-clock hours [from, to). */
const PEAK_HOURS = [17, 21] as const;

const ETA_MINUTES: Record<WebDisposition, { exact: number; range: [number, number]; peakExtra: number }> = {
  delivery: { exact: 35, range: [30, 45], peakExtra: 10 },
  collection: { exact: 15, range: [15, 20], peakExtra: 5 },
};

export function isPeakTime(record: HutRecord, now: Date): boolean {
  const { hour } = zonedDateTime(now, record.timeZone);
  return hour >= PEAK_HOURS[0] && hour < PEAK_HOURS[1];
}

export function estimateEta(record: HutRecord, disposition: WebDisposition, now: Date): Eta {
  const base = ETA_MINUTES[disposition];
  const extra = isPeakTime(record, now) ? base.peakExtra : 0;
  return etaSchema.parse({
    eta: { exact: base.exact + extra, range: [base.range[0] + extra, base.range[1] + extra] },
  });
}
