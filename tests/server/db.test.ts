import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { migrateToLatest, seedDatabase, type DatabaseHandle } from '../../server/db';
import { seedMarkets } from '../../server/db/seed/markets';
import { createTestDatabase, type TestDatabase } from './test-db';

// Runs on in-memory PGlite, or on PostgreSQL when DATABASE_URL is set (scripts/test-postgres.sh).
describe(`store database (${process.env.DATABASE_URL ? 'postgres' : 'pglite'})`, () => {
  let testDb: TestDatabase;
  let database: DatabaseHandle;

  beforeEach(async () => {
    testDb = await createTestDatabase();
    database = testDb.handle;
  });

  afterEach(async () => {
    await testDb.cleanup();
  });

  async function tableNames(): Promise<string[]> {
    const tables = await database.db.introspection.getTables();
    return tables.map((table) => table.name).sort();
  }

  it('starts empty and the migrations create markets and sectors', async () => {
    expect(await tableNames()).toEqual([]);
    const applied = await migrateToLatest(database.db);
    expect(applied.map((m) => [m.migrationName, m.status])).toEqual([
      ['0001_initial', 'Success'],
      ['0002_huts', 'Success'],
      ['0003_catalogue', 'Success'],
      ['0004_orders', 'Success'],
      ['0005_vouchers_gift_cards', 'Success'],
      ['0006_server_secrets', 'Success'],
      ['0007_payment_amounts', 'Success'],
      ['0008_rate_limits', 'Success'],
      ['0009_kiosk_devices', 'Success'],
      ['0010_feedback', 'Success'],
      ['0011_kitchen_failure', 'Success'],
      ['0014_storefront_catalogue', 'Success'],
      ['0015_identity', 'Success'],
      ['0016_identity_checks', 'Success'],
      ['0018_oidc', 'Success'],
      ['0019_passkeys', 'Success'],
      ['0020_sign_in_names', 'Success'],
      ['0021_loyalty', 'Success'],
      ['0022_loyalty_catalogue', 'Success'],
      ['0023_payment_type_spellings', 'Success'],
      ['0024_test_orders', 'Success'],
      ['0025_payment_offerings', 'Success'],
      ['0026_analytics_events', 'Success'],
      ['0027_catalogue_version', 'Success'],
    ]);
    expect(await tableNames()).toEqual(expect.arrayContaining(['markets', 'sectors', 'kiosk_devices', 'kiosk_enrolment_codes']));
  });

  it('running the migrations again is a no-op', async () => {
    await migrateToLatest(database.db);
    const before = await tableNames();
    expect(await migrateToLatest(database.db)).toEqual([]);
    expect(await tableNames()).toEqual(before);
  });

  it('seeding twice leaves exactly 4 markets and 7 sectors, with their spec values', async () => {
    await migrateToLatest(database.db);
    const first = await seedDatabase(database.db);
    const second = await seedDatabase(database.db);
    // Markets and sectors come first; the hut and catalogue steps after them have their own tests.
    expect(first.slice(0, 2)).toEqual([
      { step: 'markets', inserted: 4 },
      { step: 'sectors', inserted: 7 },
    ]);
    expect(second.every((step) => step.inserted === 0)).toBe(true);

    const markets = await database.db.selectFrom('markets').selectAll().orderBy('code').execute();
    expect(markets).toEqual([
      { code: 'CA', name: 'Canada', currency: 'CAD', default_locale: 'en-CA' },
      { code: 'FR', name: 'France', currency: 'EUR', default_locale: 'fr-FR' },
      { code: 'IN', name: 'India', currency: 'INR', default_locale: 'en-IN' },
      { code: 'UK', name: 'United Kingdom', currency: 'GBP', default_locale: 'en-GB' },
    ]);
    const sectors = await database.db.selectFrom('sectors').select(['id', 'market_code', 'dine_in']).orderBy('id').execute();
    expect(sectors).toEqual([
      { id: 'ca-1', market_code: 'CA', dine_in: false },
      { id: 'ca-2', market_code: 'CA', dine_in: false },
      { id: 'fr-1', market_code: 'FR', dine_in: true },
      { id: 'in-1', market_code: 'IN', dine_in: false },
      { id: 'in-2', market_code: 'IN', dine_in: false },
      { id: 'uk-1', market_code: 'UK', dine_in: true },
      { id: 'uk-2', market_code: 'UK', dine_in: true },
    ]);
  });

  it('returns bigint (int8) values as strings on both drivers', async () => {
    await migrateToLatest(database.db);
    await seedDatabase(database.db);
    const { count } = await database.db
      .selectFrom('sectors')
      .select((eb) => eb.fn.countAll().as('count'))
      .executeTakeFirstOrThrow();
    expect(count).toBe('7');
  });

  it('a seed that fails part-way leaves no row behind', async () => {
    await migrateToLatest(database.db);
    const failing = { name: 'broken', run: async () => Promise.reject(new Error('boom')) };
    await expect(seedDatabase(database.db, [{ name: 'markets', run: seedMarkets }, failing])).rejects.toThrow('boom');
    expect(await database.db.selectFrom('markets').selectAll().execute()).toEqual([]);
  });

  it('a transaction that throws leaves no row, and the connection is usable afterwards', async () => {
    await migrateToLatest(database.db);
    await expect(
      database.db.transaction().execute(async (trx) => {
        await trx.insertInto('markets').values({ code: 'UK', name: 'United Kingdom', currency: 'GBP', default_locale: 'en-GB' }).execute();
        throw new Error('abort');
      }),
    ).rejects.toThrow('abort');
    expect(await database.db.selectFrom('markets').selectAll().execute()).toEqual([]);
    const { rows } = await sql<{ one: number }>`select 1 as one`.execute(database.db);
    expect(rows).toEqual([{ one: 1 }]);
  });

  it('rejects a sector whose market does not exist (foreign key)', async () => {
    await migrateToLatest(database.db);
    await expect(
      database.db.insertInto('sectors').values({ id: 'uk-9', market_code: 'UK', label: 'Nowhere' }).execute(),
    ).rejects.toThrow();
  });

  it('runs concurrent transactions to completion (on PGlite strictly one after another)', async () => {
    await migrateToLatest(database.db);
    await seedDatabase(database.db);
    const appendLetter = (letter: string) =>
      database.db.transaction().execute(async (trx) => {
        const { label } = await trx.selectFrom('sectors').select('label').where('id', '=', 'uk-1').executeTakeFirstOrThrow();
        await trx.updateTable('sectors').set({ label: `${label}${letter}` }).where('id', '=', 'uk-1').execute();
      });
    await Promise.all(['A', 'B', 'C', 'D'].map(appendLetter));
    const { label } = await database.db.selectFrom('sectors').select('label').where('id', '=', 'uk-1').executeTakeFirstOrThrow();
    // PGlite has one connection, so each transaction sees the previous one's write. PostgreSQL at
    // read committed may let two read the same label; the last writer then wins.
    if (database.kind === 'pglite') expect(label).toBe('United Kingdom 1ABCD');
    else expect(label).toMatch(/^United Kingdom 1[ABCD]{1,4}$/);
  });
});
