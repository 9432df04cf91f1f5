import { atom, useAtomValue } from 'jotai';
import type { ExperimentRecord } from '../domain/experiments/record';
import { experimentValue, storedAssignment } from '../domain/experiments/stored';
import type { Market } from '../domain/markets/ids';
import { experimentsAtom } from './experiments';
import { settingsAtom } from './settings';

/**
 * The experiment datafile (14-G12): the market's live records from GET /v1/experiments, loaded after
 * first paint and refreshed every EXPERIMENT_REFRESH_MS (app/ExperimentsKeeper.tsx, which also draws the
 * picks). null until the first load: every experiment reads as its control meanwhile (today's behaviour).
 * No zod or API client here: the gates below are read by first-paint screens (the home page's primer).
 */
export const experimentDatafileAtom = atom<{ market: Market; experiments: readonly ExperimentRecord[] } | null>(null);

/** The value every gate acts on for `name` (see experimentValue: forced, kept and live, else control). */
export function readExperiment(
  name: string,
  datafile: { experiments: readonly ExperimentRecord[] } | null,
  kept: Readonly<Record<string, string>>,
  forced: Readonly<Record<string, string>> | undefined,
  now: Date = new Date(),
): string {
  const record = datafile?.experiments.find((entry) => entry.name === name);
  const force = forced && Object.hasOwn(forced, name) ? forced[name] : undefined;
  return experimentValue(record, storedAssignment(kept, name), force, now);
}

/** The value of `name` in a store (for action atoms): same rule as useExperiment. */
export const experimentValueAtom = (name: string) =>
  atom((get) => readExperiment(name, get(experimentDatafileAtom), get(experimentsAtom), get(settingsAtom).forcedVariants));

/** The experiment gate (14-G13): one read, the variant value; 'control' is today's behaviour. */
export function useExperiment(name: string): string {
  const datafile = useAtomValue(experimentDatafileAtom);
  const kept = useAtomValue(experimentsAtom);
  const { forcedVariants } = useAtomValue(settingsAtom);
  return readExperiment(name, datafile, kept, forcedVariants);
}
