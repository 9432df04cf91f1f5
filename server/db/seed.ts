import type { Kysely } from 'kysely';
import type { Database } from './schema';
import { seedMarkets } from './seed/markets';
import { seedSectors } from './seed/sectors';
import { hutSeedSteps } from './seed/huts';
import { catalogueSeedSteps } from './seed/catalogue';
import { creditSeedSteps } from './seed/credits';
import { loyaltySeedSteps } from './seed/loyalty-members';
import type { SeedStep } from './seed/step';

export type { SeedStep } from './seed/step';

/**
 * Reference data every store needs, written on every start. Each step inserts what is missing and
 * leaves existing rows alone (on conflict do nothing), so a restart is a no-op and an operator's
 * edits survive. All steps run in one transaction: a failed step leaves no partial seed behind.
 */

/** In dependency order (sectors reference markets). The catalogue's steps are appended here. */
export const seedSteps: readonly SeedStep[] = [
  { name: 'markets', run: seedMarkets },
  { name: 'sectors', run: seedSectors },
  ...hutSeedSteps,
  ...catalogueSeedSteps,
  ...creditSeedSteps,
  ...loyaltySeedSteps,
];

export interface SeedReport {
  step: string;
  inserted: number;
}

export async function seedDatabase(db: Kysely<Database>, steps: readonly SeedStep[] = seedSteps): Promise<SeedReport[]> {
  return db.transaction().execute(async (trx) => {
    const report: SeedReport[] = [];
    for (const step of steps) report.push({ step: step.name, inserted: await step.run(trx) });
    return report;
  });
}
