import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderErrorBodySchema, type OrderPayloadInput } from '../../src/api/contract/orders';
import { basketValidationResponseSchema } from '../../src/api/contract/basket';
import { countOrders, createOrderTestApp, fourMargheritas, MARKETS, orderPayload, serverTotal, twoMargheritas, type Market, type OrderTestApp } from './orders-setup';

// 13-G9 (06-G16), security first: the reliability review found an app-only and a kiosk-only
// discount applied to web orders without a voucher. Each attack as it is made (plain HTTP).
let setup: OrderTestApp;
beforeAll(async () => {
  setup = await createOrderTestApp();
});
afterAll(async () => {
  await setup.testDb.cleanup();
});

async function preauthorise(payload: OrderPayloadInput, headers: Record<string, string> = {}) {
  const res = await setup.post('/v1/orders/preauthorise', payload, headers);
  return { status: res.status, json: (await res.json()) as unknown };
}

async function priced(market: Market, discount: string, headers: Record<string, string> = {}) {
  const res = await setup.post('/v1/basket-validator/', { hut: market.hut, payment: { type: 'card', amount: 0, currency: market.currency }, disposition: { type: 'collection', when: 'asap' }, deals: fourMargheritas(), discount: { id: discount } }, headers);
  return basketValidationResponseSchema.parse(await res.json());
}

const CASES: [keyof typeof MARKETS, string][] = [
  ['uk', 'app-10-off'], ['uk', 'kiosk-5-off'], ['fr', 'app-10-off'], ['fr', 'kiosk-5-off'],
  ['ca', 'app-10-off'], ['ca', 'kiosk-5-off'], ['in', 'app-10-off'], ['in', 'kiosk-50-off'],
];

describe('13-G9 app-only and kiosk-only discounts on a web order without a voucher', () => {
  for (const [market, discount] of CASES) {
    it(`${market}: ${discount} is refused, whatever channel the headers or body claim`, async () => {
      const claims: [Partial<OrderPayloadInput>, Record<string, string>][] = [
        [{}, {}],
        [{}, { 'x-channel': 'app' }],
        [{}, { 'x-channel': 'kiosk' }],
        [{}, { channel: 'ph-app' }],
        [{ discount: { id: discount, value: 0 } }, {}],
        [{ discount: { id: discount, value: 100 } }, { 'x-channel': 'app' }],
        [{ discount: { id: discount.toUpperCase() } }, {}],
      ];
      const answer = await priced(MARKETS[market], discount);
      for (const [changes, headers] of claims) {
        // Whatever the page would pay with the discount taken off, and the full price.
        const full = await priced(MARKETS[market], 'none-such');
        for (const amount of [answer.total ?? 0, full.total ?? 0, 0]) {
          const res = await preauthorise(orderPayload(MARKETS[market], fourMargheritas(), amount, { discount: { id: discount }, ...changes }), headers);
          const what = `${JSON.stringify(changes)} ${JSON.stringify(headers)} ${amount}: ${JSON.stringify(res.json)}`;
          // An id the catalogue does not hold (another spelling) takes nothing off: the full price only.
          if (res.status === 200) expect((res.json as { totalPrice: number }).totalPrice, what).toBe(full.total);
          else orderErrorBodySchema.parse(res.json);
          if ((changes.discount?.id ?? discount) === discount) expect(res.status, what).not.toBe(200);
        }
      }
    });
  }
});

describe('13-G9 India refuses cash on the QR take-away channel (S2 §5), as the page does', () => {
  it('cash with x-channel qr-takeaway is refused and stores nothing; on ph-website it is taken; razorpay is taken on either', async () => {
    const deals = twoMargheritas();
    const total = await serverTotal(setup, MARKETS.in, deals);
    const cash = (channel: string) => preauthorise(orderPayload(MARKETS.in, deals, total, { payment: { type: 'cash', amount: total, currency: 'INR' } }), { 'x-channel': channel });
    const before = await countOrders(setup);
    const refused = await cash('qr-takeaway');
    expect(refused.status, JSON.stringify(refused.json)).toBe(422);
    expect(orderErrorBodySchema.parse(refused.json).error).toBe('PAYMENT_TYPE_NOT_SUPPORTED');
    expect(await countOrders(setup)).toBe(before);
    expect((await cash('ph-website')).status).toBe(200);
    const online = await preauthorise(orderPayload(MARKETS.in, deals, total, { payment: { type: 'razorpay', amount: total, currency: 'INR' } }), { 'x-channel': 'qr-takeaway' });
    expect(online.status, JSON.stringify(online.json)).toBe(200);
  });
});
