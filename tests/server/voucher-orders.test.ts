import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OptimiseDealGroupBody } from '../../src/api/contract/basket';
import { orderSummarySchema, placeOrderResponseSchema, preauthoriseResponseSchema } from '../../src/api/contract/orders';
import { group, largePizza, loose } from './basket-fixtures';
import { createOrderTestApp, MARKETS, orderPayload, serverTotal, type OrderTestApp } from './orders-setup';

// Issue 16, 13-G24 (C46): gift vouchers are accepted end to end. The reliability review found the
// summary call answering 500 for every gift-voucher order; this places one and reads its summary.
let setup: OrderTestApp;

beforeAll(async () => {
  setup = await createOrderTestApp({ clockSpeed: 100 });
});

afterAll(async () => {
  await setup.testDb.cleanup();
});

const giftVoucher = (value: number) => group(`gift-voucher-${value}`, `basket-gv${value}`, {});

async function placeWithVoucher(deals: OptimiseDealGroupBody[], code: string) {
  const voucher = { id: code, discountType: 'deal' as const };
  const total = await serverTotal(setup, MARKETS.uk, deals, 'collection', voucher);
  const res = await setup.post('/v1/orders/preauthorise', orderPayload(MARKETS.uk, deals, total, { payment: { type: 'cash', amount: total, currency: 'GBP' }, voucher }));
  const json: unknown = await res.json();
  expect(res.status, JSON.stringify(json)).toBe(200);
  const answer = preauthoriseResponseSchema.parse(json);
  const placedRes = await setup.post('/v1/orders/place', { transactionId: answer.transactionId });
  const placedJson: unknown = await placedRes.json();
  expect(placedRes.status, JSON.stringify(placedJson)).toBe(200);
  return { total, placed: placeOrderResponseSchema.parse(placedJson) };
}

describe('13-G24: a gift-voucher order has a summary', () => {
  it('answers 200 with the gift voucher as its own line, taken off the total', async () => {
    const plain = await serverTotal(setup, MARKETS.uk, [loose({ pizzas: [largePizza('p1'), largePizza('p2')] })]);
    const deals = [loose({ pizzas: [largePizza('p1'), largePizza('p2')] }), giftVoucher(10)];
    const { total, placed } = await placeWithVoucher(deals, 'GIFT10');
    expect(total).toBeCloseTo(plain - 10, 2);
    const res = await setup.app.request(`/v2/orders/orders/${placed.transactionId}/summary`, { headers: { 'x-order-token': placed.orderToken } });
    const body: unknown = await res.json();
    expect(res.status, JSON.stringify(body)).toBe(200);
    const summary = orderSummarySchema.parse(body);
    expect(summary.payment.amount).toBeCloseTo(total, 2);
    expect(summary.breakdown.grossTotal).toBeCloseTo(total, 2);
    expect(summary.lines.find((line) => line.kind === 'deal')).toMatchObject({ title: '£10 Gift Voucher', price: -10 });
  });

  it('a gift voucher worth more than the basket: nothing to pay, and the summary still answers (every market)', async () => {
    for (const [market, code, value] of [[MARKETS.uk, 'GIFT30', 30], [MARKETS.fr, 'CADEAU20', 20], [MARKETS.ca, 'GIFT50', 50], [MARKETS.in, 'GIFT1000', 1000]] as const) {
      const deals = [loose({ pizzas: [largePizza('p1')] }), giftVoucher(value)];
      const voucher = { id: code, discountType: 'deal' as const };
      const pre = await setup.post('/v1/orders/preauthorise', orderPayload(market, deals, 0, { payment: { type: 'card', amount: 0, currency: market.currency }, voucher }));
      const preJson: unknown = await pre.json();
      expect(pre.status, JSON.stringify(preJson)).toBe(200);
      const { transactionId } = preauthoriseResponseSchema.parse(preJson);
      const placed = placeOrderResponseSchema.parse(await (await setup.post('/v1/orders/place', { transactionId })).json());
      const res = await setup.app.request(`/v2/orders/orders/${placed.transactionId}/summary`, { headers: { 'x-order-token': placed.orderToken } });
      expect(res.status, code).toBe(200);
      const summary = orderSummarySchema.parse(await res.json());
      expect(summary.payment).toMatchObject({ amount: 0, nothingToPay: true });
      expect(summary.lines.find((line) => line.kind === 'deal')?.price).toBe(-value);
    }
  });
});
