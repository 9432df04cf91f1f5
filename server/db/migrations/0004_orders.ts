import { sql, type Kysely } from 'kysely';

/**
 * Orders and their payments (spec 2 §3, §4). One order row per checkout attempt, keyed by the page's
 * `client_order_id` so a repeated preauthorise finds it again; it moves PREAUTHORIZED → PLACED once
 * (place locks the row). Money is numeric(10,2), never a float; the validated payload, the priced
 * lines and the customer are kept whole as jsonb beside the columns queries use. A payment row holds
 * what the sandbox provider said about the order's payment: never a card number, only its last four.
 */

const ORDER_STATES = sql`('PREAUTHORIZED', 'PLACED', 'FAILED', 'ABANDONED')`;
const PAYMENT_STATUSES = sql`('pending', 'authorised', 'declined', 'failed', 'cancelled')`;

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('orders')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('transaction_id', 'text', (col) => col.notNull().unique())
    .addColumn('client_order_id', 'uuid', (col) => col.notNull().unique())
    .addColumn('customer_order_reference', 'text', (col) => col.notNull().unique())
    .addColumn('sector', 'text', (col) => col.notNull())
    .addColumn('hut_id', 'text', (col) => col.notNull())
    .addColumn('state', 'text', (col) => col.notNull().check(sql`state in ${ORDER_STATES}`))
    .addColumn('payment_type', 'text', (col) => col.notNull())
    .addColumn('provider', 'text', (col) => col.notNull())
    .addColumn('provider_order_id', 'text', (col) => col.unique())
    .addColumn('amount', 'numeric(10, 2)', (col) => col.notNull().check(sql`amount >= 0`))
    .addColumn('currency', 'text', (col) => col.notNull().check(sql`currency ~ '^[A-Z]{3}$'`))
    .addColumn('credits', 'numeric(10, 2)', (col) => col.notNull().defaultTo(0).check(sql`credits >= 0`))
    .addColumn('payload', 'jsonb', (col) => col.notNull())
    .addColumn('breakdown', 'jsonb', (col) => col.notNull())
    .addColumn('lines', 'jsonb', (col) => col.notNull())
    .addColumn('surcharges', 'jsonb', (col) => col.notNull())
    .addColumn('disposition', 'jsonb', (col) => col.notNull())
    .addColumn('customer', 'jsonb', (col) => col.notNull())
    .addColumn('eta_type', 'text', (col) => col.notNull().check(sql`eta_type in ('delivery', 'collection')`))
    .addColumn('promised_time', 'timestamptz')
    .addColumn('placed_at', 'timestamptz')
    .addColumn('placed_real_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addForeignKeyConstraint('orders_hut_fkey', ['sector', 'hut_id'], 'huts', ['sector', 'id'])
    // A placed order has all three times; an unplaced one none of the placing times.
    .addCheckConstraint(
      'orders_placed_check',
      sql`(state = 'PLACED') = (placed_at is not null and placed_real_at is not null and promised_time is not null)`,
    )
    .execute();
  // The history call: a store's latest placed orders.
  await db.schema.createIndex('orders_store_placed_idx').on('orders').columns(['sector', 'hut_id', 'placed_at']).execute();

  await db.schema
    .createTable('payments')
    .addColumn('transaction_id', 'text', (col) => col.primaryKey().references('orders.transaction_id').onDelete('cascade'))
    .addColumn('status', 'text', (col) => col.notNull().check(sql`status in ${PAYMENT_STATUSES}`))
    .addColumn('method', 'text', (col) => col.notNull())
    .addColumn('last4', 'text', (col) => col.check(sql`last4 ~ '^[0-9]{4}$'`))
    .addColumn('challenge', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('payments').execute();
  await db.schema.dropTable('orders').execute();
}
