import { sql, type Kysely } from 'kysely';

/**
 * Foundation schema: the markets the chain trades in and the sectors (regional hut groups) within
 * them. Migrations take Kysely<any> because they describe the schema as it was at that step, not
 * the current Database type.
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('markets')
    .addColumn('code', 'text', (col) => col.primaryKey().check(sql`code in ('UK', 'FR', 'IN', 'CA')`))
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('currency', 'text', (col) => col.notNull().check(sql`currency ~ '^[A-Z]{3}$'`))
    .addColumn('default_locale', 'text', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('sectors')
    .addColumn('id', 'text', (col) => col.primaryKey().check(sql`id ~ '^[a-z]{2}-[0-9]+$'`))
    .addColumn('market_code', 'text', (col) => col.notNull().references('markets.code'))
    .addColumn('label', 'text', (col) => col.notNull())
    .addColumn('dine_in', 'boolean', (col) => col.notNull().defaultTo(false))
    .execute();

  await db.schema.createIndex('sectors_market_code_idx').on('sectors').column('market_code').execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('sectors').execute();
  await db.schema.dropTable('markets').execute();
}
