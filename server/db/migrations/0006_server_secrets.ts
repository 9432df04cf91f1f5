import { sql, type Kysely } from 'kysely';

/**
 * Keys the server generates on first start (issue 12): the payment sandbox's signing key, the order
 * token key, … Kept in the database, "beside the data", so every API process serving one PostgreSQL
 * reads the same key, and none is ever a constant in the source.
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('server_secrets')
    .addColumn('name', 'text', (col) => col.primaryKey().check(sql`name ~ '^[a-z][a-z0-9-]{0,39}$'`))
    // base64url of 32 random bytes.
    .addColumn('value', 'text', (col) => col.notNull().check(sql`length(value) >= 32`))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('server_secrets').execute();
}
