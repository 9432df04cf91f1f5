/** The store database: open it, migrate it, seed it. */
export {
  openDatabase,
  maskPassword,
  POSTGRES_TIMEOUT_DEFAULTS,
  type DatabaseHandle,
  type DatabaseKind,
  type OpenDatabaseOptions,
  type PostgresTimeouts,
} from './open-database';
export { DataFolderLockedError, LOCK_FILE_NAME } from './data-lock';
export { migrateToLatest } from './migrate';
export { seedDatabase, seedSteps, type SeedReport, type SeedStep } from './seed';
export type { Database, MarketCode } from './schema';
