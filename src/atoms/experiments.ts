import { DEFAULT_EXPERIMENTS } from '../db/defaults';
import { persistedAtom } from './persisted';

/**
 * Variant per experiment key: "picked at random once and kept locally" (spec 1 §9). Drawn and read only
 * through the datafile (atoms/experiment-definitions.ts, app/ExperimentsKeeper.tsx; 14-G12).
 */
export const experimentsAtom = persistedAtom('experiments', DEFAULT_EXPERIMENTS);
