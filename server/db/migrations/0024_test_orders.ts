import { sql, type Kysely } from 'kysely';

/**
 * 13-G26 (06-G38): "Test orders are identified by test hut, test customer name or synthetic traffic"
 * (S1 §6, S3 §6). The server stores which one made an order a test order; null for a real order.
 * Values: 'test-hut' | 'test-customer' | 'synthetic' (src/domain/checkout/test-orders.ts).
 *
 * Also the one case 0023 left (its test, tests/server/payment-migrations.test.ts, found it): an order
 * stored with payment type 'giftcard'. A gift card is a credit, no longer a type (13-G4), and an order
 * with nothing left to pay is sent as cash (spec 2 §5, C47); the order summary still names the gift
 * card from the order's credits (services/orders/summary.ts). Left as it was, the summary's
 * paymentTypeSchema refuses the row.
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('orders').addColumn('test_kind', 'text').execute();
  await db.updateTable('orders').set({ payment_type: 'cash' }).where('payment_type', '=', 'giftcard').execute();
  await sql`update orders set payload = jsonb_set(payload, '{payment,type}', to_jsonb('cash'::text))
    where payload #>> '{payment,type}' = 'giftcard'`.execute(db);
}

// The gift-card spelling is not written back (as 0023): the release that read it is gone.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('orders').dropColumn('test_kind').execute();
}
