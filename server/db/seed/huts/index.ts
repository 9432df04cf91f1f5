import type { SeedStep } from '../../seed';

/** Huts and the local geodata (postcodes, French address ranges). */
export const hutSeedSteps: readonly SeedStep[] = [];
