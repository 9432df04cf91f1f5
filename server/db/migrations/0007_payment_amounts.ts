import { sql, type Kysely } from 'kysely';

/**
 * A payment is bound to what it paid (issue 12): the amount and currency the provider authorised,
 * and, for redirect providers, the provider order the authorisation belongs to. The place call
 * compares them with the order's amount due, so an authorisation of £16.99 never places a £50.97
 * order. Rows written before this migration have none and place nothing until paid again.
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('payments')
    .addColumn('authorised_amount', 'numeric(10, 2)', (col) => col.check(sql`authorised_amount >= 0`))
    .addColumn('authorised_currency', 'text', (col) => col.check(sql`authorised_currency ~ '^[A-Z]{3}$'`))
    .addColumn('provider_order_id', 'text')
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('payments').dropColumn('provider_order_id').dropColumn('authorised_currency').dropColumn('authorised_amount').execute();
}
