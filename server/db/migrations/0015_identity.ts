import { sql, type Kysely } from 'kysely';

/**
 * Accounts and identity (issue 14, checklist section 11). The store API is the identity provider the
 * product talks to (11-G42), so its users, codes, sessions and signing keys live here, in the same
 * database every server process shares (nothing of it in process memory):
 * - identity_users: one sign-in identity per tenant and username (a lower-cased e-mail or an E.164
 *   phone), with an argon2id password hash or none (code-only and federated users);
 * - identity_codes: one-time codes (sign-in challenge, password reset, the legacy India OTP), stored
 *   hashed, single use, short-lived, with their wrong-attempt count;
 * - identity_sessions: rotating refresh tokens, stored hashed, grouped in a family per sign-in so a
 *   reused token revokes the whole family;
 * - identity_signing_keys: the JWT signing keys, generated on first start, rotated by key id;
 * - message_outbox: every e-mail and SMS the server sends (read in development at /dev/outbox);
 * - accounts: the customer record behind GraphQL `account`, /v2/accounts/myaccount and the legacy
 *   customer API (one consent record {email, sms}, C36).
 * Orders gain the verified account id (11-G30).
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('identity_users')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('tenant', 'text', (col) => col.notNull())
    .addColumn('username', 'text', (col) => col.notNull())
    .addColumn('email', 'text')
    .addColumn('phone', 'text')
    .addColumn('password_hash', 'text')
    .addColumn('password_reset_required', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('confirmed', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('given_name', 'text')
    .addColumn('family_name', 'text')
    .addColumn('lang', 'text', (col) => col.notNull().defaultTo('en'))
    .addColumn('provider', 'text')
    .addColumn('provider_subject', 'text')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('deleted_at', 'timestamptz')
    .execute();
  await sql`create unique index identity_users_live_username on identity_users (tenant, username) where deleted_at is null`.execute(db);
  await sql`create unique index identity_users_live_provider on identity_users (tenant, provider, provider_subject) where deleted_at is null and provider is not null`.execute(db);

  await db.schema
    .createTable('identity_codes')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('purpose', 'text', (col) => col.notNull().check(sql`purpose in ('sign-in', 'sign-up', 'reset', 'legacy-otp', 'handoff')`))
    .addColumn('user_id', 'text', (col) => col.references('identity_users.id'))
    .addColumn('contact', 'text', (col) => col.notNull())
    .addColumn('code_hash', 'text', (col) => col.notNull())
    .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('expires_at', 'timestamptz', (col) => col.notNull())
    .addColumn('used_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('identity_codes_contact').on('identity_codes').columns(['purpose', 'contact', 'created_at']).execute();

  await db.schema
    .createTable('identity_sessions')
    .addColumn('token_hash', 'text', (col) => col.primaryKey())
    .addColumn('family_id', 'text', (col) => col.notNull())
    .addColumn('user_id', 'text', (col) => col.notNull().references('identity_users.id'))
    .addColumn('expires_at', 'timestamptz', (col) => col.notNull())
    .addColumn('used_at', 'timestamptz')
    .addColumn('revoked_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('identity_sessions_family').on('identity_sessions').column('family_id').execute();
  await db.schema.createIndex('identity_sessions_user').on('identity_sessions').column('user_id').execute();

  await db.schema
    .createTable('identity_signing_keys')
    .addColumn('kid', 'text', (col) => col.primaryKey())
    .addColumn('private_jwk', 'text', (col) => col.notNull())
    .addColumn('public_jwk', 'text', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('retired_at', 'timestamptz')
    .execute();

  await db.schema
    .createTable('message_outbox')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('channel', 'text', (col) => col.notNull().check(sql`channel in ('email', 'sms')`))
    .addColumn('recipient', 'text', (col) => col.notNull())
    .addColumn('subject', 'text', (col) => col.notNull())
    .addColumn('body', 'text', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('sent_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('message_outbox_recipient').on('message_outbox').columns(['recipient', 'created_at']).execute();

  await db.schema
    .createTable('accounts')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'text', (col) => col.notNull().references('identity_users.id'))
    .addColumn('tenant', 'text', (col) => col.notNull())
    .addColumn('first_name', 'text')
    .addColumn('last_name', 'text')
    .addColumn('email', 'text')
    .addColumn('phone', 'text')
    .addColumn('date_of_birth', 'text')
    .addColumn('marketing_email', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('marketing_sms', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('shadow', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('accounts_user_tenant').on('accounts').columns(['user_id', 'tenant']).unique().execute();
  await db.schema.createIndex('accounts_phone').on('accounts').columns(['tenant', 'phone']).execute();

  await db.schema.alterTable('orders').addColumn('account_id', 'text').execute();
  await db.schema.createIndex('orders_account').on('orders').columns(['account_id', 'created_at']).execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('orders').dropColumn('account_id').execute();
  for (const table of ['accounts', 'message_outbox', 'identity_signing_keys', 'identity_sessions', 'identity_codes', 'identity_users']) {
    await db.schema.dropTable(table).execute();
  }
}
