import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { basketValidationResponseSchema } from '../../src/api/contract/basket';
import { orderSummarySchema, placeOrderResponseSchema, preauthoriseResponseSchema } from '../../src/api/contract/orders';
import { createOrderTestApp, MARKETS, orderPayload, twoMargheritas, type Market, type OrderTestApp } from './orders-setup';

// 10-G12 (walkthrough defect 10): Canada adds GST/HST/QST at payment, so the server's re-pricing,
// its price integrity check and the order summary must carry the tax the page adds.

let setup: OrderTestApp;

beforeAll(async () => {
  setup = await createOrderTestApp();
});

afterAll(async () => {
  await setup.testDb.cleanup();
});

const TORONTO = MARKETS.ca;
const MONTREAL: Market = { ...MARKETS.ca, hut: { id: '4103', sector: 'ca-1' } };

/** The validator's SUCCESS for the two-Margherita collection basket: asked once for the total, then with it. */
async function validated(market: Market) {
  const ask = async (amount: number) => {
    const res = await setup.post('/v1/basket-validator/', {
      hut: market.hut,
      payment: { type: 'cash', amount, currency: market.currency },
      disposition: { type: 'collection', when: 'asap' },
      deals: twoMargheritas(),
    });
    return basketValidationResponseSchema.parse(await res.json());
  };
  const first = await ask(0);
  const answer = await ask(first.total ?? 0);
  if (answer.status !== 'SUCCESS') throw new Error(JSON.stringify(answer));
  return answer;
}

describe('Canadian sales tax on the server (10-G12)', () => {
  it('Toronto: HST 13 % is added to the total and shown as its own line', async () => {
    const answer = await validated(TORONTO);
    // Two large Margheritas as a bogof: one paid, C$19.99 before tax; HST 13 % = 2.5987 → 2.60.
    expect(answer.breakdown).toMatchObject({ subtotal: 19.99, tax: 2.6, taxIncluded: false, taxes: [{ id: 'HST', rate: 0.13, amount: 2.6 }] });
    expect(answer.breakdown.grossTotal).toBe(22.59);
    expect(answer.total).toBe(22.59);
  });

  it('Montréal: GST 5 % and QST 9.975 % are two lines, both on the pre-tax price', async () => {
    const answer = await validated(MONTREAL);
    // 19.99 × 5 % = 0.9995 → 1.00 (half up); 19.99 × 9.975 % = 1.9940… → 1.99.
    expect(answer.breakdown.taxes).toEqual([
      { id: 'GST', rate: 0.05, amount: 1 },
      { id: 'QST', rate: 0.09975, amount: 1.99 },
    ]);
    expect(answer.total).toBe(22.98);
  });

  it('UK: VAT is inside the price, not added (one sixth of a 20 % price)', async () => {
    const answer = await validated(MARKETS.uk);
    expect(answer.breakdown.taxIncluded).toBe(true);
    expect(answer.breakdown.taxes).toHaveLength(1);
    expect(answer.breakdown.taxes[0]).toMatchObject({ id: 'VAT', rate: 0.2 });
    expect(answer.breakdown.tax).toBeCloseTo(answer.breakdown.subtotal / 6, 2);
    expect(answer.total).toBe(answer.breakdown.subtotal);
  });

  it('preauthorise refuses the untaxed amount and accepts the taxed one; the summary carries the tax', async () => {
    const untaxed = await setup.post('/v1/orders/preauthorise', orderPayload(TORONTO, twoMargheritas(), 19.99, { payment: { type: 'cash', amount: 19.99, currency: 'CAD' } }));
    expect(untaxed.status).toBe(409);
    expect(await untaxed.json()).toMatchObject({ error: 'BAD_PRICE_INTEGRITY' });

    const taxed = await setup.post('/v1/orders/preauthorise', orderPayload(TORONTO, twoMargheritas(), 22.59, { payment: { type: 'cash', amount: 22.59, currency: 'CAD' } }));
    expect(taxed.status).toBe(200);
    const answer = preauthoriseResponseSchema.parse(await taxed.json());
    expect(answer.totalPrice).toBe(22.59);
    const placedRes = await setup.post('/v1/orders/place', { transactionId: answer.transactionId });
    expect(placedRes.status).toBe(200);
    const placed = placeOrderResponseSchema.parse(await placedRes.json());
    const res = await setup.app.request(`/v2/orders/orders/${placed.transactionId}/summary`, { headers: { 'x-order-token': placed.orderToken } });
    expect(res.status).toBe(200);
    const summary = orderSummarySchema.parse(await res.json());
    expect(summary.payment.amount).toBe(22.59);
    expect(summary.breakdown).toMatchObject({ tax: 2.6, taxIncluded: false, grossTotal: 22.59, taxes: [{ id: 'HST', rate: 0.13, amount: 2.6 }] });
  });
});
