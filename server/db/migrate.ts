import { Migrator, type Kysely, type MigrationResult } from 'kysely';
import { migrationProvider } from './migrations';
import type { Database } from './schema';

/**
 * Brings the schema to the latest migration. Kysely records applied migrations in
 * kysely_migration and holds a lock while it runs, so concurrent API processes starting against one
 * PostgreSQL server apply each migration exactly once. Returns the migrations applied by this call.
 */
export async function migrateToLatest(db: Kysely<Database>): Promise<MigrationResult[]> {
  const migrator = new Migrator({ db, provider: migrationProvider });
  const { error, results = [] } = await migrator.migrateToLatest();
  if (error) {
    const failed = results.find((result) => result.status === 'Error')?.migrationName ?? 'unknown';
    throw new Error(`Migration ${failed} failed`, { cause: error });
  }
  return results;
}
