/** The store database: open it, migrate it, seed it. */
export { openDatabase, maskPassword, type DatabaseHandle, type DatabaseKind, type OpenDatabaseOptions } from './open-database';
export { migrateToLatest } from './migrate';
export { seedDatabase, seedSteps, type SeedReport, type SeedStep } from './seed';
export type { Database, MarketCode } from './schema';
