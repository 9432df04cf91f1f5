import { sql, type Kysely } from 'kysely';

/**
 * Identity stand-in, second part (issue 14, 11-G6, 11-G36):
 * - identity_codes.sent_at: when the code was last sent. A resend (11-G6) replaces the code of the same
 *   challenge, so the challenge's opaque session stays valid; the 60-second wait counts from here.
 * - bot_check_solutions: every accepted bot-check solution's signature until its challenge expires, so a
 *   solution is used once (a replayed `recaptcha-token` counts as none).
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('identity_codes').addColumn('sent_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`)).execute();
  await db.schema
    .createTable('bot_check_solutions')
    .addColumn('signature', 'text', (col) => col.primaryKey())
    .addColumn('expires_at', 'timestamptz', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('bot_check_solutions_expiry').on('bot_check_solutions').column('expires_at').execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('bot_check_solutions').execute();
  await db.schema.alterTable('identity_codes').dropColumn('sent_at').execute();
}
