// A signed-in customer's order history (S2 §7, 11-G31): "GET /v2/orders/orders/history?storeId={id}&
// limit={n} (default 1) | needs id token; last order for sector:hutId". The id token goes on by path
// (api/id-token.ts); a guest gets no token and the server answers 401, so guests never call it.
import { orderHistorySchema, type OrderSummary } from './contract/orders';
import { api, type ApiClient } from './client';

/** "Order history default limit 1" (S3 §9). */
export const ORDER_HISTORY_DEFAULT_LIMIT = 1;

export async function fetchOrderHistory(hut: { sector: string; hutId: string }, limit = ORDER_HISTORY_DEFAULT_LIMIT, client: ApiClient = api): Promise<OrderSummary[]> {
  const answer = await client.get('/v2/orders/orders/history', {
    query: { storeId: `${hut.sector}:${hut.hutId}`, limit },
    schema: orderHistorySchema,
    cache: 'no-store',
  });
  return answer.orders;
}
