import type { Kysely } from 'kysely';

/**
 * 10-G22: the local kitchen can fail a placed order (development only, POST /dev/orders/{id}/fail),
 * so the tracker's FAILED → 'unsuccessful' can be reached. The moment is kept with the order: from
 * then on its state answers FAILED whatever the kitchen clock says.
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('orders').addColumn('kitchen_failed_at', 'timestamptz').execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('orders').dropColumn('kitchen_failed_at').execute();
}
