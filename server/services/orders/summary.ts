import type { Kysely } from 'kysely';
import { paymentTypeSchema } from '../../../src/api/contract/hut';
import type { OrderSummary } from '../../../src/api/contract/orders';
import type { Database } from '../../db';
import { findHutRecord } from '../huts-store';
import { orderPointsBreakdown } from '../loyalty/ledger';
import type { OrderSettings } from './settings';
import { orderStateOf } from './state';
import { amountOf, creditsOf, type OrderRow } from './store';

/**
 * GET /v2/orders/orders/{id}/summary (spec 2 §3 Order summary): what was bought as priced when the
 * order was taken, the hut to call, the money and the live state. Only placed orders have one.
 */
export async function orderSummaryOf(
  db: Kysely<Database>,
  row: OrderRow,
  settings: Pick<OrderSettings, 'clockSpeed' | 'kitchenClock'>,
): Promise<OrderSummary | null> {
  const state = orderStateOf(row, settings);
  if (!state || !row.placed_at || !row.promised_time) return null;
  const [hut, points] = await Promise.all([findHutRecord(db, row.payload.hut.sector, row.hut_id), orderPointsBreakdown(db, row.id)]);
  const { payload } = row;
  return {
    orderId: row.id,
    transactionId: row.transaction_id,
    customerOrderReference: row.customer_order_reference,
    hut: {
      id: row.hut_id,
      sector: payload.hut.sector,
      name: hut?.name ?? row.hut_id,
      phone: hut?.phone ?? '',
      address: hut ? [...hut.address.lines, hut.address.postcode].join(', ') : '',
    },
    disposition: row.disposition,
    customer: { name: row.customer.name, deliveryAddress: row.customer.deliveryAddress },
    lines: row.lines,
    breakdown: row.breakdown,
    surcharges: row.surcharges,
    payment: summaryPayment(row),
    placedAt: row.placed_at.getTime(),
    promisedTime: row.promised_time.getTime(),
    state,
    ...(points && { loyalty: points }),
  };
}

/**
 * C47: nothing left to pay is recorded as cash (spec 2 §5) but never shown as cash: a gift card
 * that covered the order shows as the gift card, any other zero amount as 'Nothing to pay'.
 */
export function summaryPayment(row: Pick<OrderRow, 'payment_type' | 'amount' | 'credits' | 'currency'>): OrderSummary['payment'] {
  const amount = amountOf(row);
  const credits = creditsOf(row);
  const nothingToPay = amount <= 0;
  const type = nothingToPay && credits > 0 ? 'giftcard' : paymentTypeSchema.parse(row.payment_type);
  return { type, amount, currency: row.currency, credits, nothingToPay };
}
