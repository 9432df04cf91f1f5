import { sql, type Kysely } from 'kysely';
import { z } from 'zod';
import type { PaymentStatus as ReturnStatus } from '../../../src/api/contract/payment-providers';
import type { Database } from '../../db';
import type { PaymentStatus } from '../../db/schema-orders';
import { safeReturnPath } from '../orders/providers';
import { amountOf, type OrderRow } from '../orders/store';

/**
 * What the sandbox providers record and where they send the customer back. A provider acts only on
 * an order still waiting to be placed; its verdict goes into the payments row that the place call
 * reads (card and wallet payments need 'authorised').
 */

/**
 * A verdict other than an authorisation (pending, declined, failed, cancelled): whatever was
 * authorised before is void, its amount cleared.
 */
export async function setPaymentStatus(
  db: Kysely<Database>,
  transactionId: string,
  status: Exclude<PaymentStatus, 'authorised'>,
  extra: { last4?: string; challenge?: boolean; method?: string } = {},
): Promise<void> {
  await db
    .updateTable('payments')
    .set({ status, updated_at: new Date(), authorised_amount: null, authorised_currency: null, provider_order_id: null, ...extra })
    .where('transaction_id', '=', transactionId)
    .execute();
}

/**
 * The provider authorised the payment it was opened for (issue 12): the row records the amount and
 * currency it took and, for redirect providers, the provider order it belongs to; the place call
 * compares them with the order's amount due. `row` is the order as the page verified it; the write
 * happens only while the order still has that amount, currency and provider order (a basket change
 * racing the page wins): false when it no longer has, and nothing was authorised.
 */
export async function authorisePayment(
  db: Kysely<Database>,
  row: Pick<OrderRow, 'transaction_id' | 'amount' | 'currency' | 'provider_order_id'>,
  extra: { last4?: string; challenge?: boolean; method?: string } = {},
): Promise<boolean> {
  const result = await db
    .updateTable('payments')
    .set({
      status: 'authorised',
      updated_at: new Date(),
      authorised_amount: amountOf(row),
      authorised_currency: row.currency,
      provider_order_id: row.provider_order_id,
      ...extra,
    })
    .where('transaction_id', '=', row.transaction_id)
    .where(({ exists, selectFrom }) =>
      exists(
        selectFrom('orders')
          .select('orders.id')
          .where('orders.transaction_id', '=', row.transaction_id)
          .where('orders.state', '=', 'PREAUTHORIZED')
          .where('orders.amount', '=', row.amount)
          .where('orders.currency', '=', row.currency)
          .where('orders.provider_order_id', row.provider_order_id === null ? 'is' : '=', row.provider_order_id),
      ),
    )
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/**
 * Issue 16: a wallet order preauthorised without a typed e-mail (src/domain/checkout/wallet-contact.ts)
 * takes the wallet's contact e-mail, as a wallet hands it to the merchant with the payment: the sheet
 * writes it on the order it pays, which place then completes with it. A typed e-mail is never
 * replaced, and a contact that is not an e-mail is not written (the order keeps none).
 */
export async function recordWalletContactEmail(db: Kysely<Database>, row: Pick<OrderRow, 'transaction_id' | 'payload'>, email: string): Promise<void> {
  if (row.payload.customer.email !== undefined) return;
  const parsed = z.email().max(200).safeParse(email.trim());
  if (!parsed.success) return;
  const value = JSON.stringify(parsed.data);
  await db
    .updateTable('orders')
    .set({
      customer: sql<string>`jsonb_set(customer, '{email}', ${value}::jsonb)`,
      payload: sql<string>`jsonb_set(payload, '{customer,email}', ${value}::jsonb)`,
    })
    .where('transaction_id', '=', row.transaction_id)
    .where('state', '=', 'PREAUTHORIZED')
    .execute();
}

/**
 * The page's card-details URL with the query values every provider returns (spec 2 §2, 06-G3):
 * paymentStatus, transactionId, orderState, postcode, dispositionType, dispositionWhen, totalPrice,
 * paymentType, and dispositionTime / etaType; plus the provider's own values.
 */
export function returnLocation(
  row: OrderRow,
  requestedReturnUrl: string | undefined,
  status: ReturnStatus,
  extra: Record<string, string> = {},
): string {
  // The page's own return URL when it is safe, else the one the order was preauthorised with.
  const path = requestedReturnUrl ? safeReturnPath(requestedReturnUrl) : safeReturnPath(row.payload.returnUrl);
  const { disposition, customer } = row.payload;
  const query = new URLSearchParams({
    paymentStatus: status,
    transactionId: row.transaction_id,
    orderState: 'ORDER_PREAUTHORIZED',
    postcode: customer.deliveryAddress?.postcode ?? '',
    dispositionType: disposition.type,
    dispositionWhen: disposition.when,
    totalPrice: String(amountOf(row)),
    paymentType: row.payment_type,
    etaType: row.eta_type,
  });
  if (typeof disposition.time === 'number') query.set('dispositionTime', String(disposition.time));
  for (const [name, value] of Object.entries(extra)) query.set(name, value);
  return `${path}?${query.toString()}`;
}
