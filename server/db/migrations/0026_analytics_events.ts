import { sql, type Kysely } from 'kysely';

/**
 * The first-party analytics collector (14-G30, POST /v1/events): one row per event, the page's uuid as
 * the primary key so a re-sent batch is stored once (14-G1 "nothing sent twice"). `test` is dimension 18
 * (14-G7) in a column, so reports never add test traffic to real revenue; `client_id` is dimension 14
 * (the analytics client id, a random id, not a person) so the development listing can filter a session.
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('analytics_events')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('at', 'timestamptz', (col) => col.notNull())
    .addColumn('client_id', 'text')
    .addColumn('test', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('dimensions', 'jsonb', (col) => col.notNull())
    .addColumn('payload', 'jsonb', (col) => col.notNull())
    .addColumn('received_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('analytics_events_received').on('analytics_events').columns(['received_at']).execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('analytics_events').execute();
}
