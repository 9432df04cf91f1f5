import { sql, type Kysely } from 'kysely';

/**
 * Kiosk devices (issue 12: "a kiosk is a device, not a claim"). Staff enrol a store tablet with
 * their hut's enrolment code; the store keeps only the sha-256 of the code and of the device's
 * credential (32 random bytes, shown to the device once), so neither can be read back from the data.
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('kiosk_enrolment_codes')
    .addColumn('sector', 'text', (col) => col.notNull())
    .addColumn('hut_id', 'text', (col) => col.notNull())
    // hex sha-256 of the staff code.
    .addColumn('code_hash', 'text', (col) => col.notNull().check(sql`code_hash ~ '^[0-9a-f]{64}$'`))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('kiosk_enrolment_codes_pk', ['sector', 'hut_id'])
    .execute();
  await db.schema
    .createTable('kiosk_devices')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('sector', 'text', (col) => col.notNull())
    .addColumn('hut_id', 'text', (col) => col.notNull())
    // hex sha-256 of the credential.
    .addColumn('credential_hash', 'text', (col) => col.notNull().unique().check(sql`credential_hash ~ '^[0-9a-f]{64}$'`))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('revoked_at', 'timestamptz')
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('kiosk_devices').execute();
  await db.schema.dropTable('kiosk_enrolment_codes').execute();
}
