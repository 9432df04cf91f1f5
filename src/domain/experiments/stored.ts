/**
 * How an assignment sits in the experiments slice (14-G12; S1 §9's persisted `optimizely` slice is wave 1's
 * experiments table, a string-to-string map). Pick: the key is `experimentStorageKey(name)` (the
 * 'phdv:experiment:' prefix) and the value is `<scheduleId>|<value>`, so the run the pick was drawn in
 * travels with it (C45: a new schedule id draws again). Wave 1's bare keys ('geolocation-primer') are
 * left alone and ignored.
 */
import {
  controlValue,
  EXPERIMENT_KEY_PREFIX,
  experimentStorageKey,
  isActive,
  resolveAssignment,
  type ExperimentAssignment,
  type ExperimentRecord,
} from './record';

export function encodeAssignment(assignment: ExperimentAssignment): string {
  return `${assignment.scheduleId}|${assignment.value}`;
}

export function decodeAssignment(stored: string | undefined): ExperimentAssignment | undefined {
  if (stored === undefined) return undefined;
  const bar = stored.indexOf('|');
  if (bar <= 0 || bar === stored.length - 1) return undefined;
  return { scheduleId: stored.slice(0, bar), value: stored.slice(bar + 1) };
}

export function storedAssignment(all: Readonly<Record<string, string>>, name: string): ExperimentAssignment | undefined {
  const key = experimentStorageKey(name);
  return decodeAssignment(Object.hasOwn(all, key) ? all[key] : undefined);
}

/** Every experiment name with a kept assignment (keys under the prefix). */
export function assignedNames(all: Readonly<Record<string, string>>): string[] {
  return Object.keys(all)
    .filter((key) => key.startsWith(EXPERIMENT_KEY_PREFIX))
    .map((key) => key.slice(EXPERIMENT_KEY_PREFIX.length));
}

export interface DatafileApplied {
  /** The experiments slice after the datafile: new picks kept, ended or dropped ones removed. */
  next: Record<string, string>;
  /** The picks drawn now, one exposure event each (the moment a visitor enters an experiment). */
  drawn: { record: ExperimentRecord; value: string }[];
}

/**
 * One datafile load (C45 through `resolveAssignment`): every listed record is resolved (kept, drawn once,
 * or dropped when not live); a kept pick of `marketNames` (the market's catalogue) that the datafile no
 * longer lists is dropped. Picks of other markets' experiments are left alone.
 */
export function applyDatafile(
  all: Readonly<Record<string, string>>,
  records: readonly ExperimentRecord[],
  marketNames: readonly string[],
  now: Date,
  random: () => number,
): DatafileApplied {
  const next: Record<string, string> = { ...all };
  const drawn: DatafileApplied['drawn'] = [];
  const listed = new Set(records.map(({ name }) => name));
  for (const record of records) {
    const resolution = resolveAssignment(record, storedAssignment(all, record.name), now, random);
    const key = experimentStorageKey(record.name);
    if (resolution.keep) next[key] = encodeAssignment(resolution.keep);
    else delete next[key];
    if (resolution.drawn && resolution.value !== undefined) drawn.push({ record, value: resolution.value });
  }
  for (const name of marketNames) if (!listed.has(name)) delete next[experimentStorageKey(name)];
  return { next, drawn };
}

/**
 * The value a screen acts on (14-G13): a variant forced on /debug (14-G18 pick) when the experiment
 * offers it; else the kept pick while the record is live and the pick belongs to its run; else the
 * control ('control' for an experiment the datafile does not list, the catalogue's variant 0 name).
 */
export function experimentValue(
  record: ExperimentRecord | undefined,
  stored: ExperimentAssignment | undefined,
  forced: string | undefined,
  now: Date,
): string {
  if (forced !== undefined) return forced;
  if (!record) return CONTROL;
  const control = controlValue(record) ?? CONTROL;
  if (!isActive(record, now) || !stored || stored.scheduleId !== record.schedule.id) return control;
  return record.variants.some((variant) => variant.value === stored.value) ? stored.value : control;
}

/** The catalogue's control value (variant 0 of every catalogue experiment). */
export const CONTROL = 'control';
