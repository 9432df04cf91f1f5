import { sql, type Kysely } from 'kysely';

/**
 * Hut Rewards (issue 15, CHECKLIST-2 12-G17): the store API plays the loyalty provider.
 *
 * - `loyalty_members`: who joined, per market (12-G2), with the date of birth checked at enrolment
 *   (12-G13). One membership per identity user: an identity user belongs to one tenant, so to one market.
 * - `loyalty_ledger`: one row per movement, never a mutable balance alone; the balance is the sum.
 *   "Exactly once" is a database fact: one 'earned' and one 'reversed' row per order, one 'used' row per
 *   (order, reward). A retried or concurrent place meets the unique index, never a second credit.
 * - `loyalty_offline_codes`: the counter codes of offline rewards (12-G7). In the database, not in a
 *   process's memory: several server processes share one PostgreSQL. One live code per (member, reward)
 *   is re-served until it expires.
 * - `orders.loyalty`: what preauthorise verified for the order (the member, the rewards recounted from
 *   the catalogue): place reads it under the order row's lock and never the body's `points`.
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('loyalty_members')
    .addColumn('user_id', 'text', (col) => col.primaryKey().references('identity_users.id').onDelete('cascade'))
    .addColumn('tenant', 'text', (col) => col.notNull())
    .addColumn('market', 'text', (col) => col.notNull())
    .addColumn('date_of_birth', 'text', (col) => col.notNull())
    .addColumn('joined_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('loyalty_ledger')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'text', (col) => col.notNull().references('loyalty_members.user_id').onDelete('cascade'))
    .addColumn('market', 'text', (col) => col.notNull())
    .addColumn('kind', 'text', (col) => col.notNull().check(sql`kind in ('earned', 'used', 'reversed')`))
    .addColumn('points', 'integer', (col) => col.notNull())
    .addColumn('order_id', 'text')
    .addColumn('reward_id', 'text')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('loyalty_ledger_user').on('loyalty_ledger').columns(['user_id', 'created_at']).execute();
  // Exactly once (issue 15): one credit and one reversal per order; one spend per (order, reward).
  await sql`create unique index loyalty_ledger_earned_once on loyalty_ledger (order_id) where kind = 'earned'`.execute(db);
  await sql`create unique index loyalty_ledger_reversed_once on loyalty_ledger (order_id) where kind = 'reversed'`.execute(db);
  await sql`create unique index loyalty_ledger_used_once on loyalty_ledger (order_id, reward_id) where kind = 'used'`.execute(db);

  await db.schema
    .createTable('loyalty_offline_codes')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'text', (col) => col.notNull().references('loyalty_members.user_id').onDelete('cascade'))
    .addColumn('redeemable_id', 'text', (col) => col.notNull())
    .addColumn('code', 'text', (col) => col.notNull())
    .addColumn('tracking_code', 'text', (col) => col.notNull())
    .addColumn('expires_at', 'timestamptz', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('loyalty_offline_codes_member').on('loyalty_offline_codes').columns(['user_id', 'redeemable_id', 'expires_at']).execute();

  await db.schema.alterTable('orders').addColumn('loyalty', 'jsonb').execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('orders').dropColumn('loyalty').execute();
  await db.schema.dropTable('loyalty_offline_codes').execute();
  await db.schema.dropTable('loyalty_ledger').execute();
  await db.schema.dropTable('loyalty_members').execute();
}
