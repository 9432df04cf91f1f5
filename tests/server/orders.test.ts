import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorBodySchema } from '../../src/api/contract/error';
import { orderErrorBodySchema, placeOrderResponseSchema, preauthoriseResponseSchema } from '../../src/api/contract/orders';
import {
  countOrders,
  createOrderTestApp,
  fourMargheritas,
  MARKETS,
  orderPayload,
  pageToken,
  preauthorised,
  returnQuery,
  serverTotal,
  submitForm,
  twoMargheritas,
  type OrderTestApp,
} from './orders-setup';

// POST /v1/orders/preauthorise and POST /v1/orders/place (spec 2 §4, §8) on the seeded huts with the
// store clock at the seed's test time, on PGlite or PostgreSQL (scripts/test-postgres.sh).
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

function expectOrderError(res: { status: number; json: unknown }, status: number, error: string) {
  expect(res.status, JSON.stringify(res.json)).toBe(status);
  const body = orderErrorBodySchema.parse(res.json);
  expect(body.error).toBe(error);
  return body;
}

const place = (body: unknown) => call('/v1/orders/place', body);

describe('POST /v1/orders/preauthorise: where each market pays', () => {
  it('uk-1 card: a Worldpay-style full-page 3-D-secure URL on the sandbox, carrying the return URL', async () => {
    const { answer, total } = await preauthorised(setup, MARKETS.uk, { returnUrl: '/order/card-details/' });
    expect(answer.state).toBe('ORDER_PREAUTHORIZED');
    expect(answer.totalPrice).toBe(total);
    expect(answer.customerOrderReference).toMatch(/^UK-1101-[0-9A-Z]{5}$/);
    expect(answer.threeDSUrl).toBe(`/sandbox/card/${answer.transactionId}?returnUrl=%2Forder%2Fcard-details%2F&token=${pageToken(answer)}`);
    expect(pageToken(answer)).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(answer.iframeUrl).toBeUndefined();
    expect(answer.redirectUrl).toBeUndefined();
  });

  it('fr-1 card: a HiPay-style framed card page', async () => {
    const { answer } = await preauthorised(setup, MARKETS.fr);
    expect(answer.customerOrderReference).toMatch(/^FR-2101-/);
    expect(answer.iframeUrl).toBe(`/sandbox/card/${answer.transactionId}?frame=1&returnUrl=%2Forder%2Fcard-details%2F&token=${pageToken(answer)}`);
    expect(answer.threeDSUrl).toBeUndefined();
  });

  it('ca-1 card: a Microform token for the framed card field', async () => {
    const { answer } = await preauthorised(setup, MARKETS.ca);
    expect(answer.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(Date.parse(answer.tokenValidFrom ?? '')).not.toBeNaN();
  });

  it('in-1 Razorpay: the provider order id, the customer order reference and the provider checkout', async () => {
    const { answer } = await preauthorised(setup, MARKETS.in, { payment: { type: 'razorpay', amount: 0, currency: 'INR' } });
    expect(answer.orderId).toMatch(/^order_[0-9a-f]{20}$/);
    expect(answer.customerOrderReference).toMatch(/^IN-3101-/);
    expect(answer.redirectUrl).toBe(`/sandbox/razorpay/checkout?order_id=${answer.orderId}&returnUrl=%2Forder%2Fcard-details%2F`);
  });

  it('ca-1 cash: no provider, the page places at once', async () => {
    const { answer } = await preauthorised(setup, MARKETS.ca, { payment: { type: 'cash', amount: 0, currency: 'CAD' } });
    expect(answer.orderId).toMatch(/^ORD-/);
    expect([answer.threeDSUrl, answer.iframeUrl, answer.token, answer.redirectUrl]).toEqual([undefined, undefined, undefined, undefined]);
    expect((await place({ transactionId: answer.transactionId })).status).toBe(200);
  });

  it('a return URL of another site is replaced by the card-details page (no open redirect)', async () => {
    const { answer } = await preauthorised(setup, MARKETS.uk, { returnUrl: 'https://evil.example/order/card-details/' });
    expect(answer.threeDSUrl).toContain('returnUrl=%2Forder%2Fcard-details%2F');
  });
});

describe('POST /v1/orders/preauthorise: refusals (spec 2 §8)', () => {
  it("answers 409 'failed price integrity check' when the page's amount is a penny off", async () => {
    const total = await serverTotal(setup, MARKETS.uk, twoMargheritas());
    const res = await call('/v1/orders/preauthorise', orderPayload(MARKETS.uk, twoMargheritas(), total + 0.01));
    const body = expectOrderError(res, 409, 'BAD_PRICE_INTEGRITY');
    expect(body.message).toBe('failed price integrity check');
  });

  it('answers 409 for an amount in another currency', async () => {
    const total = await serverTotal(setup, MARKETS.uk, twoMargheritas());
    const payload = orderPayload(MARKETS.uk, twoMargheritas(), total);
    expectOrderError(await call('/v1/orders/preauthorise', { ...payload, payment: { ...payload.payment, currency: 'EUR' } }), 409, 'BAD_PRICE_INTEGRITY');
  });

  it('answers 409 HUT_CLOSED for a hut closed by its hours (in-1 3104 at the test clock)', async () => {
    const market = { ...MARKETS.in, hut: { id: '3104', sector: 'in-1' as const } };
    const total = await serverTotal(setup, MARKETS.in, twoMargheritas());
    expectOrderError(await call('/v1/orders/preauthorise', orderPayload(market, twoMargheritas(), total, { payment: { type: 'cash', amount: total, currency: 'INR' } })), 409, 'HUT_CLOSED');
  });

  it('answers 422 PAYMENT_TYPE_NOT_SUPPORTED for a type the hut does not take', async () => {
    const total = await serverTotal(setup, MARKETS.uk, twoMargheritas());
    const payload = orderPayload(MARKETS.uk, twoMargheritas(), total, { payment: { type: 'razorpay', amount: total, currency: 'GBP' } });
    expectOrderError(await call('/v1/orders/preauthorise', payload), 422, 'PAYMENT_TYPE_NOT_SUPPORTED');
  });

  it('answers 422 CASH_LIMIT_EXCEEDED over the hut cash maximum (1101: 50)', async () => {
    const total = await serverTotal(setup, MARKETS.uk, fourMargheritas());
    expect(total).toBeGreaterThanOrEqual(50);
    const payload = orderPayload(MARKETS.uk, fourMargheritas(), total, { payment: { type: 'cash', amount: total, currency: 'GBP' } });
    expectOrderError(await call('/v1/orders/preauthorise', payload), 422, 'CASH_LIMIT_EXCEEDED');
  });

  it('answers 422 EMPTY_BASKET for a basket without items', async () => {
    expectOrderError(await call('/v1/orders/preauthorise', orderPayload(MARKETS.uk, [], 0)), 422, 'EMPTY_BASKET');
  });

  it('answers 400 naming the field for a malformed order', async () => {
    const payload = orderPayload(MARKETS.uk, twoMargheritas(), 1);
    const res = await call('/v1/orders/preauthorise', { ...payload, clientOrderId: 'not-a-uuid' });
    expect(res.status).toBe(400);
    expect(apiErrorBodySchema.parse(res.json).issues.map((issue) => issue.path)).toContain('clientOrderId');
  });
});

describe('idempotency: no order is created twice or lost', () => {
  it('a repeated preauthorise with the same clientOrderId gets the same transaction and one row', async () => {
    const { payload, answer } = await preauthorised(setup, MARKETS.uk, { payment: { type: 'cash', amount: 0, currency: 'GBP' } });
    const [again, concurrent] = await Promise.all([call('/v1/orders/preauthorise', payload), call('/v1/orders/preauthorise', payload)]);
    expect(preauthoriseResponseSchema.parse(again.json).transactionId).toBe(answer.transactionId);
    expect(preauthoriseResponseSchema.parse(concurrent.json).transactionId).toBe(answer.transactionId);
    expect(await countOrders(setup, { clientOrderId: payload.clientOrderId })).toBe(1);
  });

  it('the same place request 20 times at once places one order and answers 410 nineteen times', async () => {
    const { payload, answer } = await preauthorised(setup, MARKETS.uk, { payment: { type: 'cash', amount: 0, currency: 'GBP' } });
    const placedBefore = await countOrders(setup, { state: 'PLACED' });
    const answers = await Promise.all(Array.from({ length: 20 }, () => place({ transactionId: answer.transactionId })));
    const statuses = answers.map((res) => res.status).sort();
    expect(statuses).toEqual([200, ...Array<number>(19).fill(410)]);
    const placed = placeOrderResponseSchema.parse(answers.find((res) => res.status === 200)!.json);
    for (const res of answers.filter((entry) => entry.status === 410)) {
      const body = expectOrderError(res, 410, 'PAYMENT_ALREADY_PROCESSED');
      expect(body.orderId).toBe(placed.orderId);
      expect(body.transactionId).toBe(answer.transactionId);
    }
    expect(await countOrders(setup, { state: 'PLACED' })).toBe(placedBefore + 1);
    expect(await countOrders(setup, { clientOrderId: payload.clientOrderId })).toBe(1);
    // A preauthorise after placing is refused the same way, naming the placed order.
    const again = expectOrderError(await call('/v1/orders/preauthorise', payload), 410, 'PAYMENT_ALREADY_PROCESSED');
    expect(again.orderId).toBe(placed.orderId);
  });

  it('places an asap order for now + the hut ETA, collection', async () => {
    const { answer } = await preauthorised(setup, MARKETS.uk, { payment: { type: 'cash', amount: 0, currency: 'GBP' } });
    const placed = placeOrderResponseSchema.parse((await place({ transactionId: answer.transactionId })).json);
    expect(placed.etaType).toBe('collection');
    // 19:20 in London is the dinner peak: collection 15 + 5 minutes.
    expect(placed.promisedTime).toBe(Date.parse('2025-06-18T18:20:00Z') + 20 * 60_000);
    expect(placed.customerOrderReference).toBe(answer.customerOrderReference);
  });

  it('answers 404 ORDER_NOT_FOUND for an unknown transaction', async () => {
    expectOrderError(await place({ transactionId: 'TX-NOPE' }), 404, 'ORDER_NOT_FOUND');
  });
});

describe('POST /v1/orders/place: the payment must be done', () => {
  it('a card payment not yet made answers 409 PAYMENT_NOT_COMPLETED', async () => {
    const { answer } = await preauthorised(setup, MARKETS.uk);
    const body = expectOrderError(await place({ transactionId: answer.transactionId }), 409, 'PAYMENT_NOT_COMPLETED');
    expect(body.customerOrderReference).toBe(answer.customerOrderReference);
  });

  it('a declined card answers 402 CARD_REFUSED and places nothing', async () => {
    const { payload, answer } = await preauthorised(setup, MARKETS.uk);
    const result = await submitForm(setup, `/sandbox/card/${answer.transactionId}`, {
      number: '4000 0000 0000 0002',
      expiry: '12/30',
      cvc: '123',
      name: 'Ada Lovelace',
      token: pageToken(answer),
    });
    expect(returnQuery(result.location).get('paymentStatus')).toBe('decline');
    const body = expectOrderError(await place({ transactionId: answer.transactionId }), 402, 'CARD_REFUSED');
    expect(body.transactionId).toBe(answer.transactionId);
    const row = await setup.testDb.handle.db.selectFrom('orders').select('state').where('client_order_id', '=', payload.clientOrderId).executeTakeFirstOrThrow();
    expect(row.state).toBe('PREAUTHORIZED');
  });

  it('after a decline, preauthorising again lets the customer pay with another card on the same transaction', async () => {
    const { payload, answer } = await preauthorised(setup, MARKETS.uk);
    const card = { expiry: '12/30', cvc: '123', name: 'Ada Lovelace', token: pageToken(answer) };
    await submitForm(setup, `/sandbox/card/${answer.transactionId}`, { ...card, number: '4000000000000002' });
    const again = preauthoriseResponseSchema.parse((await call('/v1/orders/preauthorise', payload)).json);
    expect(again.transactionId).toBe(answer.transactionId);
    // The same amount: the same page token.
    expect(pageToken(again)).toBe(card.token);
    const paid = await submitForm(setup, `/sandbox/card/${answer.transactionId}`, { ...card, number: '4242424242424242' });
    expect(returnQuery(paid.location).get('paymentStatus')).toBe('success');
    expect((await place({ transactionId: answer.transactionId })).status).toBe(200);
  });
});

describe('redirect providers: the signed callback (Razorpay style)', () => {
  it('places with the signature the provider returned and refuses a tampered one', async () => {
    const { answer } = await preauthorised(setup, MARKETS.in, { payment: { type: 'razorpay', amount: 0, currency: 'INR' } });
    const result = await submitForm(setup, '/sandbox/razorpay/checkout', { order_id: answer.orderId, result: 'success' });
    expect(result.status).toBe(303);
    const query = returnQuery(result.location);
    expect(query.get('paymentStatus')).toBe('success');
    expect(query.get('customerOrderReference')).toBe(answer.customerOrderReference);
    expect(query.get('orderId')).toBe(answer.orderId);
    const signed = { orderId: query.get('razorpay_order_id')!, paymentId: query.get('razorpay_payment_id')!, signature: query.get('razorpay_signature')! };
    expect(signed.orderId).toBe(answer.orderId);

    const flipped = signed.signature.replace(/^./, (char) => (char === '0' ? '1' : '0'));
    expectOrderError(await place({ transactionId: answer.transactionId, providerSignature: { ...signed, signature: flipped } }), 400, 'INVALID_SIGNATURE');
    expectOrderError(await place({ transactionId: answer.transactionId, providerSignature: { ...signed, paymentId: 'pay_other' } }), 400, 'INVALID_SIGNATURE');
    expectOrderError(await place({ transactionId: answer.transactionId }), 409, 'PAYMENT_NOT_COMPLETED');
    expect((await place({ transactionId: answer.transactionId, providerSignature: signed })).status).toBe(200);
  });

  it("refuses another order's valid signature", async () => {
    const first = await preauthorised(setup, MARKETS.in, { payment: { type: 'razorpay', amount: 0, currency: 'INR' } });
    const second = await preauthorised(setup, MARKETS.in, { payment: { type: 'razorpay', amount: 0, currency: 'INR' } });
    const query = returnQuery((await submitForm(setup, '/sandbox/razorpay/checkout', { order_id: first.answer.orderId, result: 'success' })).location);
    const signed = { orderId: query.get('razorpay_order_id')!, paymentId: query.get('razorpay_payment_id')!, signature: query.get('razorpay_signature')! };
    expectOrderError(await place({ transactionId: second.answer.transactionId, providerSignature: signed }), 400, 'INVALID_SIGNATURE');
  });
});

describe('gift-card credit (spec 2 §4 Credit, §5 amount ≤ 0 uses cash)', () => {
  async function giftCard(number: string, balance: number) {
    await setup.testDb.handle.db
      .insertInto('gift_cards')
      .values({ number, market: 'UK', pin: '1234', balance, currency: 'GBP', status: 'active', expires_at: '2030-01-01T00:00:00Z', used_by_order_id: null })
      .execute();
    return { type: 'giftcard' as const, cardNumber: number, cardPin: '1234' };
  }

  it('takes the card off the amount due: the page must show what is left, and placing redeems it', async () => {
    const total = await serverTotal(setup, MARKETS.uk, twoMargheritas());
    const card = await giftCard('6000111122220001', 5);
    const due = Math.round((total - 5) * 100) / 100;
    const cash = (amount: number) => ({ type: 'cash' as const, amount, currency: 'GBP', credits: [{ ...card, amount: 5 }] });
    expectOrderError(await call('/v1/orders/preauthorise', orderPayload(MARKETS.uk, twoMargheritas(), total, { payment: cash(total) })), 409, 'BAD_PRICE_INTEGRITY');
    const res = await call('/v1/orders/preauthorise', orderPayload(MARKETS.uk, twoMargheritas(), due, { payment: cash(due) }));
    const answer = preauthoriseResponseSchema.parse(res.json);
    expect(answer.totalPrice).toBe(due);
    expect((await place({ transactionId: answer.transactionId })).status).toBe(200);
    const row = await setup.testDb.handle.db.selectFrom('gift_cards').select(['balance', 'used_by_order_id']).where('number', '=', card.cardNumber).executeTakeFirstOrThrow();
    expect(Number(row.balance)).toBe(0);
    expect(row.used_by_order_id).not.toBeNull();
  });

  it('a card covering everything leaves nothing to pay: cash, no provider, whatever type the page chose', async () => {
    const total = await serverTotal(setup, MARKETS.uk, twoMargheritas());
    const card = await giftCard('6000111122220002', 100);
    const payment = { type: 'card' as const, amount: 0, currency: 'GBP', credits: [{ ...card, amount: total }] };
    const answer = preauthoriseResponseSchema.parse((await call('/v1/orders/preauthorise', orderPayload(MARKETS.uk, twoMargheritas(), 0, { payment }))).json);
    expect(answer.totalPrice).toBe(0);
    expect(answer.threeDSUrl).toBeUndefined();
    expect((await place({ transactionId: answer.transactionId })).status).toBe(200);
  });

  it('a wrong PIN answers 422 GIFT_CARD_INVALID', async () => {
    const total = await serverTotal(setup, MARKETS.uk, twoMargheritas());
    const card = await giftCard('6000111122220003', 5);
    const payment = { type: 'cash' as const, amount: total - 5, currency: 'GBP', credits: [{ ...card, cardPin: '9999', amount: 5 }] };
    expectOrderError(await call('/v1/orders/preauthorise', orderPayload(MARKETS.uk, twoMargheritas(), total - 5, { payment })), 422, 'GIFT_CARD_INVALID');
  });
});

describe('scheduled orders (1106 Shoreditch: asap closed at the test clock, slots from 19:45)', () => {
  const shoreditch = { ...MARKETS.uk, hut: { id: '1106', sector: 'uk-1' as const } };
  const slot = Date.parse('2025-06-18T18:45:00Z');

  it('refuses asap, takes a slot on offer and promises the slot', async () => {
    const total = await serverTotal(setup, shoreditch, twoMargheritas());
    const payment = { type: 'cash' as const, amount: total, currency: 'GBP' };
    expectOrderError(await call('/v1/orders/preauthorise', orderPayload(shoreditch, twoMargheritas(), total, { payment })), 409, 'HUT_CLOSED');
    const offSlot = { type: 'collection' as const, when: 'scheduled' as const, time: slot + 60_000 };
    expectOrderError(await call('/v1/orders/preauthorise', orderPayload(shoreditch, twoMargheritas(), total, { payment, disposition: offSlot })), 409, 'HUT_CLOSED');
    const disposition = { type: 'collection' as const, when: 'scheduled' as const, time: slot };
    const answer = preauthoriseResponseSchema.parse((await call('/v1/orders/preauthorise', orderPayload(shoreditch, twoMargheritas(), total, { payment, disposition }))).json);
    const placed = placeOrderResponseSchema.parse((await place({ transactionId: answer.transactionId })).json);
    expect(placed.promisedTime).toBe(slot);
  });
});

describe('a repeated preauthorise that fails names the order it is about', () => {
  it('carries the transaction id and customer order reference of the known order', async () => {
    const { payload, answer } = await preauthorised(setup, MARKETS.uk);
    const res = await call('/v1/orders/preauthorise', { ...payload, payment: { ...payload.payment, amount: payload.payment.amount + 1 } });
    const body = expectOrderError(res, 409, 'BAD_PRICE_INTEGRITY');
    expect(body).toMatchObject({ transactionId: answer.transactionId, customerOrderReference: answer.customerOrderReference });
  });
});
