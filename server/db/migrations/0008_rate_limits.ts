import { sql, type Kysely } from 'kysely';

/**
 * Rate-limit counters and one live priority reservation per client (issue 12 item 8). The counters
 * are rows, not process memory, so every API process serving one PostgreSQL (or the one PGlite
 * process) counts the same requests: one fixed window per key, `points` used until `expires_at`.
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('rate_limits')
    // '<limit name>:<hash of the client and/or target>' (server/http/rate-limit.ts): never raw input.
    .addColumn('key', 'text', (col) => col.primaryKey().check(sql`length(key) between 1 and 200`))
    .addColumn('points', 'integer', (col) => col.notNull())
    // Null: a counter without a window (rate-limiter-flexible's duration 0); none of ours is.
    .addColumn('expires_at', 'timestamptz')
    .execute();
  // The periodic clean-up deletes expired rows by this.
  await db.schema.createIndex('rate_limits_expires_idx').on('rate_limits').column('expires_at').execute();

  // The client (hashed address) that holds a reservation: a new reservation from the same client
  // replaces its previous one, so one client cannot take all of a hut's slots. Null for reservations
  // made in-process (no client) and for those made before this migration.
  await db.schema.alterTable('priority_reservations').addColumn('client_key', 'text').execute();
  await db.schema.createIndex('priority_reservations_client_idx').on('priority_reservations').column('client_key').unique().execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('priority_reservations_client_idx').execute();
  await db.schema.alterTable('priority_reservations').dropColumn('client_key').execute();
  await db.schema.dropTable('rate_limits').execute();
}
