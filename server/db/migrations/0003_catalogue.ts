import { sql, type Kysely } from 'kysely';

/**
 * The menu catalogue. Every table keeps the whole zod-checked record in `data` (jsonb) and copies
 * out beside it only what queries filter or sort on. Menus hang off a sector, content off a market.
 */

const PRODUCT_TYPES = sql`('pizza', 'side', 'drink', 'dessert', 'dip')`;
const SKU_TYPES = sql`('pizza', 'deal', 'side', 'drink', 'dessert', 'dip')`;

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('products')
    .addColumn('sector', 'text', (col) => col.notNull().references('sectors.id'))
    .addColumn('id', 'text', (col) => col.notNull())
    .addColumn('position', 'integer', (col) => col.notNull())
    .addColumn('type', 'text', (col) => col.notNull().check(sql`type in ${PRODUCT_TYPES}`))
    .addColumn('kind', 'text', (col) => col.notNull())
    .addColumn('subtype', 'text')
    .addColumn('hidden', 'boolean', (col) => col.notNull())
    .addColumn('deal_only', 'boolean', (col) => col.notNull())
    .addColumn('data', 'jsonb', (col) => col.notNull())
    .addPrimaryKeyConstraint('products_pkey', ['sector', 'id'])
    .execute();
  await db.schema.createIndex('products_sector_type_idx').on('products').columns(['sector', 'type', 'position']).execute();

  await db.schema
    .createTable('deals')
    .addColumn('sector', 'text', (col) => col.notNull().references('sectors.id'))
    .addColumn('id', 'text', (col) => col.notNull())
    .addColumn('position', 'integer', (col) => col.notNull())
    .addColumn('kind', 'text', (col) => col.notNull())
    .addColumn('type', 'text', (col) => col.notNull().check(sql`type in ('deal', 'discount')`))
    .addColumn('hidden', 'boolean', (col) => col.notNull())
    .addColumn('data', 'jsonb', (col) => col.notNull())
    .addPrimaryKeyConstraint('deals_pkey', ['sector', 'id'])
    .execute();

  for (const table of ['discounts', 'upsells']) {
    await db.schema
      .createTable(table)
      .addColumn('sector', 'text', (col) => col.notNull().references('sectors.id'))
      .addColumn('id', 'text', (col) => col.notNull())
      .addColumn('position', 'integer', (col) => col.notNull())
      .addColumn('data', 'jsonb', (col) => col.notNull())
      .addPrimaryKeyConstraint(`${table}_pkey`, ['sector', 'id'])
      .execute();
  }

  await db.schema
    .createTable('skus')
    .addColumn('sector', 'text', (col) => col.notNull().references('sectors.id'))
    .addColumn('type', 'text', (col) => col.notNull().check(sql`type in ${SKU_TYPES}`))
    .addColumn('id', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('skus_pkey', ['sector', 'type', 'id'])
    .execute();

  await db.schema
    .createTable('product_content')
    .addColumn('market', 'text', (col) => col.notNull().references('markets.code'))
    .addColumn('locale', 'text', (col) => col.notNull())
    .addColumn('type', 'text', (col) => col.notNull().check(sql`type in ${SKU_TYPES}`))
    .addColumn('id', 'text', (col) => col.notNull())
    .addColumn('data', 'jsonb', (col) => col.notNull())
    .addPrimaryKeyConstraint('product_content_pkey', ['market', 'locale', 'type', 'id'])
    .execute();

  await db.schema
    .createTable('landing_pages')
    .addColumn('market', 'text', (col) => col.notNull().references('markets.code'))
    .addColumn('locale', 'text', (col) => col.notNull())
    .addColumn('id', 'text', (col) => col.notNull())
    .addColumn('data', 'jsonb', (col) => col.notNull())
    .addPrimaryKeyConstraint('landing_pages_pkey', ['market', 'locale', 'id'])
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['landing_pages', 'product_content', 'skus', 'upsells', 'discounts', 'deals', 'products']) {
    await db.schema.dropTable(table).execute();
  }
}
