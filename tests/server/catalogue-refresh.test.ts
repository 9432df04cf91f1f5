import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { migrateToLatest, seedDatabase, type DatabaseHandle } from '../../server/db';
import { up as refreshCatalogue } from '../../server/db/migrations/0014_storefront_catalogue';
import { createTestDatabase, type TestDatabase } from './test-db';

// Migration 0014: a store seeded before issue 13 kept its old catalogue records (pictures at `.webp`
// paths that 404, the old deal defaults) because the seed never overwrites. The migration empties the
// seeded catalogue and the seed of the same start writes the new records.
describe(`catalogue refresh of issue 13 (${process.env.DATABASE_URL ? 'postgres' : 'pglite'})`, () => {
  let testDb: TestDatabase;
  let database: DatabaseHandle;

  beforeEach(async () => {
    testDb = await createTestDatabase();
    database = testDb.handle;
    await migrateToLatest(database.db);
    await seedDatabase(database.db);
  });

  afterEach(async () => {
    await testDb.cleanup();
  });

  const margheritaImg = async () =>
    (await database.db.selectFrom('products').select(sql<string>`data->>'img'`.as('img')).where('sector', '=', 'uk-1').where('id', '=', 'margherita').executeTakeFirstOrThrow()).img;

  it('replaces an old record with the seeded one, and the Delhi hut takes gift cards', async () => {
    await database.db
      .updateTable('products')
      .set({ data: sql`jsonb_set(data, '{img}', '"/images/menu/uk/margherita.webp"'::jsonb)` })
      .where('sector', '=', 'uk-1')
      .where('id', '=', 'margherita')
      .execute();
    await database.db.updateTable('huts').set({ data: sql`jsonb_set(data, '{supportsGiftCard}', 'false'::jsonb)` }).where('id', '=', '3101').execute();
    expect(await margheritaImg()).toBe('/images/menu/uk/margherita.webp');

    await refreshCatalogue(database.db);
    await seedDatabase(database.db);

    expect(await margheritaImg()).toBe('/images/menu/uk/margherita.svg');
    const delhi = await database.db.selectFrom('huts').select(sql<boolean>`(data->>'supportsGiftCard')::boolean`.as('giftCards')).where('id', '=', '3101').executeTakeFirstOrThrow();
    expect(delhi.giftCards).toBe(true);
  });
});
