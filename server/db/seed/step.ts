// One step of the reference-data seed (server/db/seed.ts runs them in order). Apart from seed.ts so
// that each area's steps (seed/<area>/index.ts) can name the type without importing the runner.
import type { Transaction } from 'kysely';
import type { Database } from '../schema';

export interface SeedStep {
  name: string;
  /** Returns the number of rows it inserted. */
  run(trx: Transaction<Database>): Promise<number>;
}
