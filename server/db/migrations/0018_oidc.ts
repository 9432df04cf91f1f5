import { sql, type Kysely } from 'kysely';

/**
 * Social sign-in (issue 14, 11-G11, 11-G42): the local OpenID Connect providers standing in for Google,
 * Facebook and Apple, and the store API's side of the code flow as their relying party. Everything in
 * the database every server process shares, so a flow started on one process finishes on another:
 * - oidc_payloads: the providers' own state (oidc-provider's adapter: sessions, interactions, grants,
 *   authorization codes, tokens), one row per model and id, with its expiry;
 * - oidc_provider_keys: each provider's signing key (RS256, as the real three sign id tokens), made on
 *   first start;
 * - federated_flows: the relying party's half of one sign-in (PKCE code verifier, state, nonce, the
 *   browser it belongs to, where to return), short-lived and single use. The state and the browser's
 *   cookie are stored hashed; the verifier and nonce must be read back, so they are kept as they are.
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('oidc_payloads')
    .addColumn('model', 'text', (col) => col.notNull())
    .addColumn('id', 'text', (col) => col.notNull())
    .addColumn('payload', 'text', (col) => col.notNull())
    .addColumn('grant_id', 'text')
    .addColumn('user_code', 'text')
    .addColumn('uid', 'text')
    .addColumn('expires_at', 'timestamptz')
    .addColumn('consumed_at', 'timestamptz')
    .addPrimaryKeyConstraint('oidc_payloads_pk', ['model', 'id'])
    .execute();
  await db.schema.createIndex('oidc_payloads_grant').on('oidc_payloads').column('grant_id').execute();
  await db.schema.createIndex('oidc_payloads_uid').on('oidc_payloads').columns(['model', 'uid']).execute();
  await db.schema.createIndex('oidc_payloads_expires').on('oidc_payloads').column('expires_at').execute();

  await db.schema
    .createTable('oidc_provider_keys')
    .addColumn('provider', 'text', (col) => col.primaryKey())
    .addColumn('private_jwk', 'text', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('federated_flows')
    .addColumn('state_hash', 'text', (col) => col.primaryKey())
    .addColumn('browser_hash', 'text', (col) => col.notNull())
    .addColumn('provider', 'text', (col) => col.notNull().check(sql`provider in ('google', 'facebook', 'apple')`))
    .addColumn('tenant', 'text', (col) => col.notNull())
    .addColumn('market', 'text', (col) => col.notNull())
    .addColumn('issuer', 'text', (col) => col.notNull())
    .addColumn('redirect_uri', 'text', (col) => col.notNull())
    .addColumn('code_verifier', 'text', (col) => col.notNull())
    .addColumn('nonce', 'text', (col) => col.notNull())
    .addColumn('return_to', 'text', (col) => col.notNull())
    .addColumn('expires_at', 'timestamptz', (col) => col.notNull())
    .addColumn('used_at', 'timestamptz')
    /** The handoff code (identity_codes, purpose 'handoff') the finished flow made; only this browser may trade it. */
    .addColumn('code_id', 'text', (col) => col.references('identity_codes.id'))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('federated_flows_browser').on('federated_flows').column('browser_hash').execute();
  await db.schema.createIndex('federated_flows_expires').on('federated_flows').column('expires_at').execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['federated_flows', 'oidc_provider_keys', 'oidc_payloads']) await db.schema.dropTable(table).execute();
}
