import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../../db';
import type { OrdersTable, PaymentsTable } from '../../db/schema-orders';

/**
 * Reads of the orders and payments tables. Numeric money comes back from both drivers as a string
 * and jsonb as its value; rows are turned into plain order facts here, once.
 */

export type OrderRow = Selectable<OrdersTable>;
export type PaymentRow = Selectable<PaymentsTable>;

/** An order id in a URL is the transaction id the page keeps, or our own order id. */
export async function findOrder(db: Kysely<Database>, id: string): Promise<OrderRow | undefined> {
  return db
    .selectFrom('orders')
    .selectAll()
    .where((eb) => eb.or([eb('transaction_id', '=', id), eb('id', '=', id)]))
    .executeTakeFirst();
}

export async function findOrderByTransaction(db: Kysely<Database>, transactionId: string): Promise<OrderRow | undefined> {
  return db.selectFrom('orders').selectAll().where('transaction_id', '=', transactionId).executeTakeFirst();
}

export async function findOrderByProviderOrder(db: Kysely<Database>, providerOrderId: string): Promise<OrderRow | undefined> {
  return db.selectFrom('orders').selectAll().where('provider_order_id', '=', providerOrderId).executeTakeFirst();
}

export async function findPayment(db: Kysely<Database>, transactionId: string): Promise<PaymentRow | undefined> {
  return db.selectFrom('payments').selectAll().where('transaction_id', '=', transactionId).executeTakeFirst();
}

export const amountOf = (row: Pick<OrderRow, 'amount'>) => Number(row.amount);
export const creditsOf = (row: Pick<OrderRow, 'credits'>) => Number(row.credits);

/** The order's identifiers for an error body (the modal shows them, spec 2 §2). */
export const knownOrder = (row: Pick<OrderRow, 'transaction_id' | 'customer_order_reference'>) => ({
  transactionId: row.transaction_id,
  customerOrderReference: row.customer_order_reference,
});
