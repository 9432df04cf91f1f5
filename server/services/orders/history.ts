import type { Kysely } from 'kysely';
import type { OrderSummary } from '../../../src/api/contract/orders';
import type { Database } from '../../db';
import type { OrderSettings } from './settings';
import { orderSummaryOf } from './summary';

/**
 * GET /v2/orders/orders/history (S2 §7, 11-G31): the signed-in customer's own placed orders at one hut
 * ("last order for sector:hutId"), newest first, `limit` of them (default 1, S3 §9). It feeds reorder
 * (10-G4) and the track banner on a new device. Each entry is the order's summary, the same shape as
 * GET /v2/orders/orders/{id}/summary.
 */
export async function orderHistoryOf(
  db: Kysely<Database>,
  accountId: string,
  store: { sector: string; hutId: string; limit: number },
  settings: Pick<OrderSettings, 'clockSpeed' | 'kitchenClock'>,
): Promise<OrderSummary[]> {
  const rows = await db
    .selectFrom('orders')
    .selectAll()
    .where('account_id', '=', accountId)
    .where('sector', '=', store.sector)
    .where('hut_id', '=', store.hutId)
    .where('placed_at', 'is not', null)
    .orderBy('placed_at', 'desc')
    // The store clock may stand still (STORE_FIXED_TIME): the wall-clock kitchen time, then creation, break ties.
    .orderBy('placed_real_at', 'desc')
    .orderBy('created_at', 'desc')
    .limit(store.limit)
    .execute();
  const summaries = await Promise.all(rows.map((row) => orderSummaryOf(db, row, settings)));
  return summaries.filter((summary): summary is OrderSummary => summary !== null);
}
