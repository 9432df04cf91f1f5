import { createApp } from '../../server/app';
import { fixedClock } from '../../server/clock';
import { migrateToLatest, seedDatabase } from '../../server/db';
import { FIXED_TEST_TIME } from '../../server/db/seed/huts';
import { createLogger } from '../../server/logger';
import { createTestDatabase, type TestDatabase } from './test-db';

/** The whole API on a fresh, migrated and seeded database, its store clock frozen at the seed's test time. */
export async function createSeededApp(): Promise<{ testDb: TestDatabase; app: ReturnType<typeof createApp> }> {
  const testDb = await createTestDatabase();
  await migrateToLatest(testDb.handle.db);
  await seedDatabase(testDb.handle.db);
  const app = createApp({
    db: testDb.handle,
    staticDir: '/nonexistent',
    releaseHash: 'test',
    logger: createLogger({ level: 'silent' }),
    clock: fixedClock(FIXED_TEST_TIME),
  });
  return { testDb, app };
}
