/**
 * The experiment record and its lifetime (14-G12, C45). "name, goal (CVR, AOV, ROL, PRF), expiry,
 * variants (title, value). Also title, variants with value, and a schedule with id, startDate, endDate"
 * (S3 §3). "One variant is chosen at random per visitor, once, and persists in local storage" (S3 §9.1),
 * "under an experiment key prefix" (S3 §4.7).
 * C45: a stored variant holds while the experiment is live (inside its schedule, before expiry, present in
 * the datafile); outside that the control applies and the stored pick is dropped; a new schedule id
 * draws a new pick.
 * Picks: the first variant is the control; startDate inclusive, endDate and expiry exclusive; weights are
 * relative (any non-negative numbers, at least one above 0).
 */
import type { Market } from '../markets/ids';

export const EXPERIMENT_GOALS = ['CVR', 'AOV', 'ROL', 'PRF'] as const;
export type ExperimentGoal = (typeof EXPERIMENT_GOALS)[number];

/**
 * The key prefix the assignments are kept under (S3 §4.7): the spec's storage prefix 'phdv:' plus
 * 'experiment:' (a pick), e.g. 'phdv:experiment:geolocation-primer'.
 */
export const EXPERIMENT_KEY_PREFIX = 'phdv:experiment:';

/**
 * The datafile refresh: "every 6 minutes" (S3 §7.3). S3 §9 writes "6 minutes (600000 ms)", but
 * 600 000 ms is 10 minutes; C20 settles it as 6 minutes = 360 000 ms.
 */
export const EXPERIMENT_REFRESH_MS = 6 * 60 * 1000;

export interface ExperimentVariant {
  title: string;
  value: string;
  weight: number;
}

export interface ExperimentRecord {
  /** The experiment key, e.g. 'geolocation-primer'. */
  name: string;
  title: string;
  markets: readonly Market[];
  goal: ExperimentGoal;
  schedule: { id: string; startDate: string; endDate: string };
  /** ISO 8601; after it the experiment is over whatever the schedule says. */
  expiry: string;
  /** The first is the control. */
  variants: readonly ExperimentVariant[];
}

/** What the visitor keeps: the value and the schedule run it was drawn in. */
export interface ExperimentAssignment {
  value: string;
  scheduleId: string;
}

export const experimentStorageKey = (name: string) => `${EXPERIMENT_KEY_PREFIX}${name}`;

export const controlValue = (record: ExperimentRecord): string | undefined => record.variants[0]?.value;

/** Live: startDate ≤ now < endDate and now < expiry. An unparseable date is never live. */
export function isActive(record: ExperimentRecord, now: Date): boolean {
  const at = now.getTime();
  const start = Date.parse(record.schedule.startDate);
  const end = Date.parse(record.schedule.endDate);
  const expiry = Date.parse(record.expiry);
  if ([start, end, expiry, at].some(Number.isNaN)) return false;
  return start <= at && at < end && at < expiry;
}

/**
 * The weighted choice for a uniform `random` in [0, 1): variant i when random falls in its share of the
 * total weight. Pure: the caller draws the number once (Math.random on the page, a seeded PRNG in tests).
 */
export function chooseVariant(record: ExperimentRecord, random: number): ExperimentVariant {
  const total = record.variants.reduce((sum, variant) => sum + Math.max(0, variant.weight), 0);
  if (!(total > 0)) throw new RangeError(`experiment ${record.name} has no variant with a weight above 0`);
  const target = Math.min(Math.max(random, 0), 1 - Number.EPSILON) * total;
  let reached = 0;
  for (const variant of record.variants) {
    reached += Math.max(0, variant.weight);
    if (target < reached) return variant;
  }
  // Rounding can leave target a hair above the last sum: the last weighted variant takes it.
  return [...record.variants].reverse().find((variant) => variant.weight > 0) as ExperimentVariant;
}

export interface Resolution {
  /** The value the product acts on: the kept or new pick while live, the control otherwise. */
  value: string | undefined;
  /** What to keep: the assignment, or null to drop the stored one. */
  keep: ExperimentAssignment | null;
  /** True when this call drew a new pick (the moment to send the exposure event). */
  drawn: boolean;
}

/**
 * C45 in one function. `record` is the datafile's entry (undefined when the datafile no longer lists it);
 * `stored` is the visitor's kept assignment; `random` is only read when a new pick is needed.
 */
export function resolveAssignment(
  record: ExperimentRecord | undefined,
  stored: ExperimentAssignment | undefined,
  now: Date,
  random: () => number,
): Resolution {
  if (!record || !isActive(record, now)) return { value: record && controlValue(record), keep: null, drawn: false };
  const stillOffered = stored && stored.scheduleId === record.schedule.id && record.variants.some((variant) => variant.value === stored.value);
  if (stillOffered) return { value: stored.value, keep: stored, drawn: false };
  const value = chooseVariant(record, random()).value;
  return { value, keep: { value, scheduleId: record.schedule.id }, drawn: true };
}
