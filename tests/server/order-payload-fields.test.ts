import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderErrorBodySchema, type OrderPayloadInput } from '../../src/api/contract/orders';
import { basketValidationResponseSchema } from '../../src/api/contract/basket';
import { countOrders, createOrderTestApp, fourMargheritas, MARKETS, orderPayload, serverTotal, twoMargheritas, type OrderTestApp } from './orders-setup';

// 13-G1 (India's checkoutDetails, totalPrice, etaType) and 13-G3 (discount {id, rule, value, amount,
// discountable, options}; payment.<provider> {origin}): the server takes the fields and holds the
// money figures to its own price (S2 §3; price integrity, 409 BAD_PRICE_INTEGRITY).
let setup: OrderTestApp;
beforeAll(async () => {
  setup = await createOrderTestApp();
});
afterAll(async () => {
  await setup.testDb.cleanup();
});

async function preauthorise(payload: OrderPayloadInput) {
  const res = await setup.post('/v1/orders/preauthorise', payload);
  return { status: res.status, json: (await res.json()) as unknown };
}

const india = (total: number, changes: Partial<OrderPayloadInput> = {}) =>
  orderPayload(MARKETS.in, twoMargheritas(), total, {
    payment: { type: 'razorpay', amount: total, currency: 'INR', razorpay: { origin: 'https://order.example' } },
    checkoutDetails: { name: 'Asha Rao', firstName: 'Asha', lastName: 'Rao' },
    totalPrice: total,
    etaType: 'collection',
    ...changes,
  });

describe('13-G1 the India order for payment', () => {
  it('is taken with its checkoutDetails, totalPrice and etaType, and keeps them', async () => {
    const total = await serverTotal(setup, MARKETS.in, twoMargheritas());
    const payload = india(total);
    const res = await preauthorise(payload);
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    const row = await setup.testDb.handle.db.selectFrom('orders').select('payload').where('client_order_id', '=', payload.clientOrderId).executeTakeFirstOrThrow();
    expect(row.payload).toMatchObject({ checkoutDetails: { name: 'Asha Rao' }, totalPrice: total, etaType: 'collection', payment: { razorpay: { origin: 'https://order.example' } } });
  });

  it('a totalPrice other than the server\u2019s price is refused (409) and stores nothing, even with the right payment.amount', async () => {
    const total = await serverTotal(setup, MARKETS.in, twoMargheritas());
    const before = await countOrders(setup);
    for (const claimed of [total - 1, total + 1, 0]) {
      const res = await preauthorise(india(total, { totalPrice: claimed }));
      expect(res.status, JSON.stringify(res.json)).toBe(409);
      expect(orderErrorBodySchema.parse(res.json).error).toBe('BAD_PRICE_INTEGRITY');
    }
    expect(await countOrders(setup)).toBe(before);
  });

  it('an etaType that is not the disposition\u2019s is refused (400)', async () => {
    const total = await serverTotal(setup, MARKETS.in, twoMargheritas());
    expect((await preauthorise(india(total, { etaType: 'delivery' }))).status).toBe(400);
  });
});

describe('13-G3 discount and provider objects', () => {
  async function discounted() {
    const res = await setup.post('/v1/basket-validator/', { hut: MARKETS.uk.hut, payment: { type: 'card', amount: 0, currency: 'GBP' }, disposition: { type: 'collection', when: 'asap' }, deals: fourMargheritas(), discount: { id: 'web-only-20-off' } });
    const answer = basketValidationResponseSchema.parse(await res.json());
    const full = await serverTotal(setup, MARKETS.uk, fourMargheritas());
    return { total: answer.total!, off: Math.round((full - answer.total!) * 100) / 100 };
  }

  it('the discount with its rule, scope and the amount the server also takes off is taken', async () => {
    const { total, off } = await discounted();
    expect(off).toBeGreaterThan(0);
    const res = await preauthorise(orderPayload(MARKETS.uk, fourMargheritas(), total, { discount: { id: 'web-only-20-off', rule: 'percentage', value: 20, amount: off, discountable: [], options: [] } }));
    expect(res.status, JSON.stringify(res.json)).toBe(200);
  });

  it('a discount amount other than the server\u2019s is refused (409)', async () => {
    const { total, off } = await discounted();
    const res = await preauthorise(orderPayload(MARKETS.uk, fourMargheritas(), total, { discount: { id: 'web-only-20-off', rule: 'percentage', value: 20, amount: off + 5 } }));
    expect(res.status, JSON.stringify(res.json)).toBe(409);
    expect(orderErrorBodySchema.parse(res.json).error).toBe('BAD_PRICE_INTEGRITY');
  });

  it('an origin with a path, a script or another scheme is refused (400): it is an origin only', async () => {
    const total = await serverTotal(setup, MARKETS.in, twoMargheritas());
    for (const origin of ['https://order.example/evil', 'javascript:alert(1)', 'https://user:pw@order.example', 'ftp://order.example', 'https://order.example?x=1']) {
      const res = await preauthorise(india(total, { payment: { type: 'razorpay', amount: total, currency: 'INR', razorpay: { origin } } }));
      expect(res.status, origin).toBe(400);
    }
  });
});
