import { sql, type Kysely } from 'kysely';

/**
 * Passkeys (issue 14 "Beyond the spec": WebAuthn as a sign-in method of the modern account area).
 * - identity_passkeys: one row per credential a signed-in customer registered — the credential id
 *   (base64url, as the authenticator names it), its COSE public key, the signature counter (a counter
 *   that goes backwards means a cloned authenticator), transports (a JSON array, handed back to the
 *   browser as hints), a name the customer sees, when it was made and last used. Deleting the account
 *   deletes its rows (server/services/accounts/deletion.ts).
 * - identity_passkey_challenges: the WebAuthn challenges handed out, single use and short-lived, in
 *   the database every server process shares (never process memory: options from one process, the
 *   answer on another). A registration challenge belongs to its user; a sign-in one to nobody
 *   (discoverable credentials, no username asked).
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('identity_passkeys')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'text', (col) => col.notNull().references('identity_users.id').onDelete('cascade'))
    .addColumn('public_key', 'text', (col) => col.notNull())
    .addColumn('counter', 'bigint', (col) => col.notNull().defaultTo(0))
    .addColumn('transports', 'text', (col) => col.notNull().defaultTo('[]'))
    .addColumn('device_type', 'text', (col) => col.notNull().check(sql`device_type in ('singleDevice', 'multiDevice')`))
    .addColumn('backed_up', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('last_used_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('identity_passkeys_user').on('identity_passkeys').column('user_id').execute();

  await db.schema
    .createTable('identity_passkey_challenges')
    .addColumn('challenge', 'text', (col) => col.primaryKey())
    .addColumn('purpose', 'text', (col) => col.notNull().check(sql`purpose in ('registration', 'authentication')`))
    .addColumn('user_id', 'text', (col) => col.references('identity_users.id').onDelete('cascade'))
    .addColumn('expires_at', 'timestamptz', (col) => col.notNull())
    .addColumn('used_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('identity_passkey_challenges_expires').on('identity_passkey_challenges').column('expires_at').execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['identity_passkey_challenges', 'identity_passkeys']) await db.schema.dropTable(table).execute();
}
