import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderErrorBodySchema, orderStateSchema, orderSummarySchema, placeOrderResponseSchema } from '../../src/api/contract/orders';
import { group, largePizza, loose } from './basket-fixtures';
import { createOrderTestApp, MARKETS, pageToken, preauthorised, returnQuery, submitForm, type OrderTestApp } from './orders-setup';

// Order privacy and the summary's negative lines (issue 12 item 10). Each attack is a plain HTTP
// call, as an attacker makes it: no browser, only what a URL or a log gives away (the order id
// and transaction id are in the summary address and the provider return URLs).
let setup: OrderTestApp;

beforeAll(async () => {
  setup = await createOrderTestApp();
});

afterAll(async () => {
  await setup.testDb.cleanup();
});

const PERSONAL = ['Ada', 'Lovelace', 'ada@example.com', '10 Agar Grove', '02071234567'];

const deliveryCustomer = {
  name: 'Ada Lovelace',
  phone: '02071234567',
  email: 'ada@example.com',
  marketing: { all: false },
  deliveryAddress: { address: '10 Agar Grove', postcode: 'NW1 8QP' },
};

/** Two loose large Margheritas (33.98): over the delivery minimum, under the cash maximum (50). */
const twoLoose = () => [loose({ pizzas: [largePizza('p1'), largePizza('p2')] })];

async function placedOrder(changes = {}, deals = twoLoose()) {
  const { answer } = await preauthorised(setup, MARKETS.uk, { payment: { type: 'cash', amount: 0, currency: 'GBP' }, ...changes }, deals);
  const res = await setup.post('/v1/orders/place', { transactionId: answer.transactionId });
  const json: unknown = await res.json();
  expect(res.status, JSON.stringify(json)).toBe(200);
  return placeOrderResponseSchema.parse(json);
}

const get = (url: string, token?: string) => setup.app.request(url, token === undefined ? {} : { headers: { 'x-order-token': token } });

describe('POST /v1/orders/preauthorise answers the same token', () => {
  // Its caller holds the checkout's private clientOrderId: the device that placed the order keeps a
  // proof even when the place answer is lost and the repeat answers 410 without one.
  it('equals the place answer\'s token and reads the summary', async () => {
    const { answer } = await preauthorised(setup, MARKETS.uk, { payment: { type: 'cash', amount: 0, currency: 'GBP' } }, twoLoose());
    expect(answer.orderToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const placed = placeOrderResponseSchema.parse(await (await setup.post('/v1/orders/place', { transactionId: answer.transactionId })).json());
    expect(placed.orderToken).toBe(answer.orderToken);
    expect((await get(`/v2/orders/orders/${answer.transactionId}/summary`, answer.orderToken)).status).toBe(200);
  });
});

describe('POST /v1/orders/place answers an order token', () => {
  it('a base64url token (32 bytes), one of its own for every order', async () => {
    const one = await placedOrder();
    const two = await placedOrder();
    expect(one.orderToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(two.orderToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(one.orderToken).not.toBe(two.orderToken);
  });

  it('a repeated place (410) does not hand the token to whoever holds the transaction id', async () => {
    const placed = await placedOrder();
    const again = await setup.post('/v1/orders/place', { transactionId: placed.transactionId });
    expect(again.status).toBe(410);
    const text = await again.text();
    expect(orderErrorBodySchema.parse(JSON.parse(text))).toMatchObject({ error: 'PAYMENT_ALREADY_PROCESSED', orderId: placed.orderId });
    expect(text).not.toContain(placed.orderToken);
  });
});

describe('GET /v2/orders/orders/{id}/summary needs the order token', () => {
  it('without a token, with a wrong one or with another order\'s, answers 404 and nothing personal', async () => {
    const placed = await placedOrder({ disposition: { type: 'delivery', when: 'asap' }, customer: deliveryCustomer });
    const other = await placedOrder();
    const url = `/v2/orders/orders/${placed.transactionId}/summary`;
    for (const token of [undefined, '', 'x', other.orderToken, placed.orderToken.slice(0, -1), `${placed.orderToken}A`, placed.orderToken.toLowerCase()]) {
      const res = await get(url, token);
      expect(res.status, String(token)).toBe(404);
      const text = await res.text();
      expect(orderErrorBodySchema.parse(JSON.parse(text)).error).toBe('ORDER_NOT_FOUND');
      for (const value of PERSONAL) expect(text).not.toContain(value);
    }
    // By our order id too: either id needs the token.
    expect((await get(`/v2/orders/orders/${placed.orderId}/summary`)).status).toBe(404);
  });

  it('with its token answers the whole summary, by transaction id or order id', async () => {
    const placed = await placedOrder({ disposition: { type: 'delivery', when: 'asap' }, customer: deliveryCustomer });
    for (const id of [placed.transactionId, placed.orderId]) {
      const res = await get(`/v2/orders/orders/${id}/summary`, placed.orderToken);
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('no-store');
      const summary = orderSummarySchema.parse(await res.json());
      expect(summary.customer.name).toBe('Ada Lovelace');
      expect(summary.customer.deliveryAddress?.address).toBe('10 Agar Grove');
    }
  });

  it('the token is not taken from the query (URLs end up in logs)', async () => {
    const placed = await placedOrder();
    const res = await get(`/v2/orders/orders/${placed.transactionId}/summary?orderToken=${placed.orderToken}&token=${placed.orderToken}`);
    expect(res.status).toBe(404);
  });
});

describe('GET /v2/orders/orders/{id}/state without a token answers only the tracking state', () => {
  it('nothing personal, no money, no lines', async () => {
    const placed = await placedOrder({ disposition: { type: 'delivery', when: 'asap' }, customer: deliveryCustomer });
    const res = await get(`/v2/orders/orders/${placed.transactionId}/state`);
    expect(res.status).toBe(200);
    const json = (await res.json()) as Record<string, unknown>;
    const state = orderStateSchema.strict().parse(json);
    expect(state.orderId).toBe(placed.orderId);
    const text = JSON.stringify(json);
    for (const value of PERSONAL) expect(text).not.toContain(value);
  });
});

describe('the summary of an order with a gift voucher (its line is negative)', () => {
  it('answers 200 with the voucher line below zero, and the lines add up to the subtotal', async () => {
    const deals = [group('gift-voucher-10', 'voucher', {}), loose({ pizzas: [largePizza('p1')] })];
    const placed = await placedOrder({ voucher: { id: 'GIFT10', discountType: 'deal' } }, deals);
    const res = await get(`/v2/orders/orders/${placed.transactionId}/summary`, placed.orderToken);
    const json: unknown = await res.json();
    expect(res.status, JSON.stringify(json)).toBe(200);
    const summary = orderSummarySchema.parse(json);
    const voucher = summary.lines.find((line) => line.price < 0);
    expect(voucher).toMatchObject({ quantity: 1, price: -10 });
    expect(summary.payment.amount).toBe(6.99);
    const sum = summary.lines.reduce((total, line) => total + line.price, 0);
    expect(Math.round(sum * 100) / 100).toBe(summary.breakdown.subtotal);
  });
});

describe('GET /v2/orders/orders/history', () => {
  it('answers no one until sign-in exists: any bearer string is unverified, so 401 and no orders', async () => {
    await placedOrder();
    for (const authorization of [undefined, 'Bearer token', 'Bearer eyJhbGciOiJub25lIn0.eyJzdWIiOiIxIn0.']) {
      const res = await setup.app.request('/v2/orders/orders/history?storeId=uk-1:1101&limit=20', authorization ? { headers: { authorization } } : {});
      expect(res.status).toBe(401);
      const text = await res.text();
      expect(text).not.toContain('orderId');
      for (const value of PERSONAL) expect(text).not.toContain(value);
    }
  });
});

describe('the Apple Pay sandbox sheet shows nothing of the customer', () => {
  // The sheet stands for the customer's wallet, which lives on their device: the store has no
  // business showing the order's contact to whoever opens /sandbox/wallet/{transactionId}.
  const customer = { ...deliveryCustomer, deliveryAddress: { address: '10 Agar Grove', postcode: 'NW5 2HX' } };

  /** The sheet's prefilled inputs, by name. */
  const inputs = (sheet: string) => Object.fromEntries([...sheet.matchAll(/<input id="(\w+)" name="\1" value="([^"]*)"/g)].map((match) => [match[1], match[2]]));

  it('no name, street, postcode, e-mail or phone of the order; its own prefilled contact pays', async () => {
    const { answer } = await preauthorised(setup, MARKETS.uk, { payment: { type: 'applePay', amount: 0, currency: 'GBP' }, disposition: { type: 'delivery', when: 'asap' }, customer }, twoLoose());
    const sheet = await (await setup.app.request(answer.redirectUrl!)).text();
    expect(sheet).toContain('Shipping contact');
    for (const value of [...PERSONAL, 'NW5 2HX', '020 7123 4567']) expect(sheet).not.toContain(value);
    const prefilled = inputs(sheet);
    expect(Object.keys(prefilled)).toEqual(expect.arrayContaining(['givenName', 'familyName', 'addressLine', 'postalCode', 'emailAddress', 'phoneNumber', 'billingCountry']));
    const paid = await submitForm(setup, `/sandbox/wallet/${answer.transactionId}`, { token: pageToken(answer), result: 'pay', ...prefilled });
    expect(paid.status, paid.text).toBe(303);
    expect(returnQuery(paid.location).get('paymentStatus')).toBe('success');
  });
});
