import { sql, type Kysely } from 'kysely';

/**
 * Customer feedback (checklist 10-G2): the answers of the feedback form at /landing/?id=feedback-form,
 * kept on the product's own server. The market comes from the sector so answers can be read per market.
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('feedback')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('market', 'text', (col) => col.notNull().references('markets.code'))
    .addColumn('sector', 'text', (col) => col.notNull().references('sectors.id'))
    .addColumn('locale', 'text', (col) => col.notNull())
    .addColumn('name', 'text')
    .addColumn('email', 'text', (col) => col.notNull())
    .addColumn('order_number', 'text')
    .addColumn('rating', 'integer', (col) => col.notNull().check(sql`rating between 1 and 5`))
    .addColumn('message', 'text', (col) => col.notNull().check(sql`char_length(message) between 1 and 2000`))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('feedback_market_created').on('feedback').columns(['market', 'created_at']).execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('feedback').execute();
}
