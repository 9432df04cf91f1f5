import { sql, type Kysely } from 'kysely';

/**
 * Huts and the local geodata. Each hut is its zod-checked record (jsonb) with the columns look-ups
 * filter on beside it; postcodes carry their centre and a folded search text for the geocoder
 * stand-in; French street ranges point at the hut that serves them.
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('huts')
    .addColumn('sector', 'text', (col) => col.notNull().references('sectors.id'))
    .addColumn('id', 'text', (col) => col.notNull())
    .addColumn('postcode', 'text', (col) => col.notNull())
    .addColumn('latitude', 'double precision', (col) => col.notNull().check(sql`latitude between -90 and 90`))
    .addColumn('longitude', 'double precision', (col) => col.notNull().check(sql`longitude between -180 and 180`))
    .addColumn('test', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('data', 'jsonb', (col) => col.notNull())
    .addPrimaryKeyConstraint('huts_pkey', ['sector', 'id'])
    .execute();
  // Zone look-ups pre-filter on a latitude/longitude box before the exact distance check.
  await db.schema.createIndex('huts_latitude_longitude_idx').on('huts').columns(['latitude', 'longitude']).execute();

  await db.schema
    .createTable('postcodes')
    .addColumn('country', 'text', (col) => col.notNull().check(sql`country in ('GB', 'FR', 'IN', 'CA')`))
    .addColumn('postcode_key', 'text', (col) => col.notNull().check(sql`postcode_key ~ '^[A-Z0-9]+$'`))
    .addColumn('postcode', 'text', (col) => col.notNull())
    .addColumn('city', 'text', (col) => col.notNull())
    .addColumn('city_key', 'text', (col) => col.notNull())
    .addColumn('latitude', 'double precision', (col) => col.notNull())
    .addColumn('longitude', 'double precision', (col) => col.notNull())
    .addColumn('search_text', 'text', (col) => col.notNull())
    .addColumn('data', 'jsonb', (col) => col.notNull())
    .addPrimaryKeyConstraint('postcodes_pkey', ['country', 'postcode_key'])
    .execute();
  await db.schema.createIndex('postcodes_postcode_key_idx').on('postcodes').column('postcode_key').execute();
  await db.schema.createIndex('postcodes_city_key_idx').on('postcodes').columns(['country', 'city_key']).execute();

  await db.schema
    .createTable('address_ranges')
    .addColumn('postcode', 'text', (col) => col.notNull())
    .addColumn('street', 'text', (col) => col.notNull())
    .addColumn('street_key', 'text', (col) => col.notNull())
    .addColumn('number_from', 'integer', (col) => col.notNull().check(sql`number_from >= 0`))
    .addColumn('number_to', 'integer', (col) => col.notNull())
    .addColumn('number_type', 'text', (col) => col.notNull().check(sql`number_type in ('Consecutive', 'Odd', 'Even')`))
    .addColumn('city', 'text', (col) => col.notNull())
    .addColumn('sector', 'text', (col) => col.notNull())
    .addColumn('hut_id', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('address_ranges_pkey', ['postcode', 'street', 'number_from', 'number_to', 'number_type'])
    .addForeignKeyConstraint('address_ranges_hut_fkey', ['sector', 'hut_id'], 'huts', ['sector', 'id'])
    .addCheckConstraint('address_ranges_numbers_check', sql`number_from <= number_to`)
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('address_ranges').execute();
  await db.schema.dropTable('postcodes').execute();
  await db.schema.dropTable('huts').execute();
}
