import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderErrorBodySchema, preauthoriseResponseSchema } from '../../src/api/contract/orders';
import { largePizza, loose } from './basket-fixtures';
import { createOrderTestApp, MARKETS, oneMargherita, orderPayload, preauthorised, returnQuery, serverTotal, submitForm, type OrderTestApp } from './orders-setup';

// 13-G6: netbanking, UPI and wallet are methods chosen on the Razorpay / Paytm sandbox page. The
// provider records the method with the payment; the place call (signature verified, amount bound as
// before) gives the order that method as its type. The return link names the method only for the
// page's wording (13-G18): editing it changes nothing.
let setup: OrderTestApp;
beforeAll(async () => {
  setup = await createOrderTestApp();
});
afterAll(async () => {
  await setup.testDb.cleanup();
});

async function call(url: string, body: unknown) {
  const res = await setup.post(url, body);
  return { status: res.status, json: (await res.json()) as unknown };
}
const place = (body: unknown) => call('/v1/orders/place', body);
const razorpay = { payment: { type: 'razorpay' as const, amount: 0, currency: 'INR' } };
const paytm = { payment: { type: 'paytm' as const, amount: 0, currency: 'INR' } };

async function pay(provider: string, orderId: string, result: string, method?: string) {
  const sent = await submitForm(setup, `/sandbox/${provider}/checkout`, { order_id: orderId, result, ...(method ? { method } : {}) });
  const query = returnQuery(sent.location);
  return {
    query,
    signed: { orderId: query.get('razorpay_order_id') ?? '', paymentId: query.get('razorpay_payment_id') ?? '', signature: query.get('razorpay_signature') ?? '' },
  };
}

async function orderType(transactionId: string) {
  const row = await setup.testDb.handle.db.selectFrom('orders').select(['payment_type', 'state']).where('transaction_id', '=', transactionId).executeTakeFirstOrThrow();
  return row;
}

describe('the redirect page offers the methods', () => {
  it('Razorpay offers card, UPI, net banking and wallet; Paytm wallet, UPI and net banking', async () => {
    const { answer } = await preauthorised(setup, MARKETS.in, razorpay, oneMargherita());
    const page = await (await setup.app.request(answer.redirectUrl!)).text();
    expect([...page.matchAll(/name="method" value="([^"]+)"/g)].map((match) => match[1])).toEqual(['card', 'upi', 'netbanking', 'wallet']);
    const second = await preauthorised(setup, MARKETS.in, paytm, oneMargherita());
    const paytmPage = await (await setup.app.request(second.answer.redirectUrl!)).text();
    expect([...paytmPage.matchAll(/name="method" value="([^"]+)"/g)].map((match) => match[1])).toEqual(['wallet', 'upi', 'netbanking']);
  });
});

describe('the order carries the chosen method as its type', () => {
  for (const [provider, changes, method] of [
    ['razorpay', razorpay, 'upi'],
    ['razorpay', razorpay, 'netbanking'],
    ['paytm', paytm, 'wallet'],
  ] as const) {
    it(`${provider} paid by ${method} places a ${method} order`, async () => {
      const { answer } = await preauthorised(setup, MARKETS.in, changes, oneMargherita());
      const { query, signed } = await pay(provider, answer.orderId, 'success', method);
      expect(query.get('method')).toBe(method);
      const res = await place({ transactionId: answer.transactionId, providerSignature: signed });
      expect(res.status, JSON.stringify(res.json)).toBe(200);
      expect(await orderType(answer.transactionId)).toEqual({ payment_type: method, state: 'PLACED' });
    });
  }

  it('razorpay paid by card keeps the razorpay type; an unknown method is the provider’s first', async () => {
    const { answer } = await preauthorised(setup, MARKETS.in, razorpay, oneMargherita());
    const { signed, query } = await pay('razorpay', answer.orderId, 'success', 'bitcoin');
    expect(query.get('method')).toBe('card');
    expect((await place({ transactionId: answer.transactionId, providerSignature: signed })).status).toBe(200);
    expect((await orderType(answer.transactionId)).payment_type).toBe('razorpay');
  });

  it('a decline and a cancel name the method on the return link and place nothing', async () => {
    const { answer } = await preauthorised(setup, MARKETS.in, razorpay, oneMargherita());
    const declined = await pay('razorpay', answer.orderId, 'failed', 'upi');
    expect([declined.query.get('paymentStatus'), declined.query.get('method')]).toEqual(['decline', 'upi']);
    const cancelled = await pay('razorpay', answer.orderId, 'cancel', 'netbanking');
    expect([cancelled.query.get('paymentStatus'), cancelled.query.get('method')]).toEqual(['cancel', 'netbanking']);
    expect((await orderType(answer.transactionId)).state).toBe('PREAUTHORIZED');
  });
});

describe('attacks', () => {
  it('a tampered signature on a UPI payment places nothing', async () => {
    const { answer } = await preauthorised(setup, MARKETS.in, razorpay, oneMargherita());
    const { signed } = await pay('razorpay', answer.orderId, 'success', 'upi');
    const tampered = { ...signed, signature: signed.signature.replace(/^./, (char) => (char === '0' ? '1' : '0')) };
    const res = await place({ transactionId: answer.transactionId, providerSignature: tampered });
    expect(res.status).toBe(400);
    expect(orderErrorBodySchema.parse(res.json).error).toBe('INVALID_SIGNATURE');
    expect((await orderType(answer.transactionId)).state).toBe('PREAUTHORIZED');
  });

  it('a UPI payment made for one amount does not place the order after the basket grew', async () => {
    const { payload, answer } = await preauthorised(setup, MARKETS.in, razorpay, oneMargherita());
    const { signed } = await pay('razorpay', answer.orderId, 'success', 'upi');
    const deals = [loose({ pizzas: [largePizza('p1'), largePizza('p2'), largePizza('p3')] })];
    const total = await serverTotal(setup, MARKETS.in, deals);
    const again = await call('/v1/orders/preauthorise', { ...payload, deals, payment: { ...payload.payment, amount: total } });
    expect(again.status).toBe(200);
    expect(preauthoriseResponseSchema.parse(again.json).orderId).not.toBe(answer.orderId);
    const res = await place({ transactionId: answer.transactionId, providerSignature: signed });
    expect(res.status).toBe(400);
    expect((await orderType(answer.transactionId)).state).toBe('PREAUTHORIZED');
  });

  it('a client cannot name UPI as its type at preauthorise: the hut does not list it', async () => {
    const total = await serverTotal(setup, MARKETS.in, oneMargherita());
    const res = await call('/v1/orders/preauthorise', orderPayload(MARKETS.in, oneMargherita(), total, { payment: { type: 'upi', amount: total, currency: 'INR' } }));
    expect(res.status).toBe(422);
    expect(orderErrorBodySchema.parse(res.json).error).toBe('PAYMENT_TYPE_NOT_SUPPORTED');
  });
});
