import { sql, type Kysely } from 'kysely';

/**
 * Issue 18: one catalogue version number that every write to a table a menu, content or hut read
 * answers from bumps, in the writing transaction (a statement-level trigger), so the API processes
 * sharing one PostgreSQL can keep serialised answers in memory and notice any change — an operator's
 * edit, another process's dev price change, a seed — by reading this one row
 * (server/services/catalogue-version.ts). A row update, not a sequence: a sequence's nextval is not
 * transactional, so a reader could see the new number before the new rows and cache old data under it.
 */

export const CATALOGUE_VERSION_TABLES = [
  'products',
  'deals',
  'discounts',
  'upsells',
  'skus',
  'product_content',
  'landing_pages',
  'huts',
] as const;

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('catalogue_version')
    .addColumn('id', 'integer', (col) => col.primaryKey().check(sql`id = 1`))
    .addColumn('version', 'bigint', (col) => col.notNull())
    .execute();
  await db.insertInto('catalogue_version').values({ id: 1, version: 1 }).execute();
  await sql`
    create function bump_catalogue_version() returns trigger language plpgsql as $$
    begin
      update catalogue_version set version = version + 1 where id = 1;
      return null;
    end
    $$`.execute(db);
  for (const table of CATALOGUE_VERSION_TABLES) {
    await sql`
      create trigger ${sql.raw(`${table}_bump_catalogue_version`)}
      after insert or update or delete or truncate on ${sql.table(table)}
      for each statement execute function bump_catalogue_version()`.execute(db);
  }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of CATALOGUE_VERSION_TABLES) {
    await sql`drop trigger if exists ${sql.raw(`${table}_bump_catalogue_version`)} on ${sql.table(table)}`.execute(db);
  }
  await sql`drop function if exists bump_catalogue_version()`.execute(db);
  await db.schema.dropTable('catalogue_version').execute();
}
