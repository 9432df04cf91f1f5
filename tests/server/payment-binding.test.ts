import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { fixedClock } from '../../server/clock';
import { createApp } from '../../server/app';
import { FIXED_TEST_TIME } from '../../server/db/seed/huts';
import { createLogger } from '../../server/logger';
import { findOrderByTransaction } from '../../server/services/orders/store';
import { authorisePayment } from '../../server/services/payment-sandbox/payments';
import { signProviderPayment } from '../../server/services/payment-sandbox/signature';
import { orderErrorBodySchema, preauthoriseResponseSchema } from '../../src/api/contract/orders';
import { largePizza, loose } from './basket-fixtures';
import {
  countOrders,
  createOrderTestApp,
  MARKETS,
  oneMargherita,
  orderPayload,
  preauthorised,
  returnQuery,
  serverTotal,
  submitForm,
  type OrderTestApp,
} from './orders-setup';

// Issue 12 items 2, 3, 4: a payment is bound to the amount it paid. Each attack is made as an
// attacker would make it (plain HTTP, the sandbox pages' own forms), and each must place nothing.
let setup: OrderTestApp;

beforeAll(async () => {
  setup = await createOrderTestApp();
});

afterAll(async () => {
  await setup.testDb.cleanup();
});

const CARD = { number: '4242424242424242', expiry: '12/30', cvc: '123', name: 'Ada Lovelace' };

const pizzas = (count: number) => [loose({ pizzas: Array.from({ length: count }, (_, index) => largePizza(`p${index + 1}`)) })];

async function call(url: string, body: unknown) {
  const res = await setup.post(url, body);
  return { status: res.status, json: (await res.json()) as unknown };
}

const place = (body: unknown) => call('/v1/orders/place', body);

function expectRefused(res: { status: number; json: unknown }, status: number, error: string) {
  expect(res.status, JSON.stringify(res.json)).toBe(status);
  expect(orderErrorBodySchema.parse(res.json).error).toBe(error);
}

/** The same checkout (same clientOrderId) preauthorised again with another basket. */
async function rePreauthorise(payload: ReturnType<typeof orderPayload>, deals: ReturnType<typeof pizzas>) {
  const market = Object.values(MARKETS).find((entry) => entry.hut.sector === payload.hut.sector)!;
  const total = await serverTotal(setup, market, deals);
  const res = await call('/v1/orders/preauthorise', { ...payload, deals, payment: { ...payload.payment, amount: total } });
  expect(res.status, JSON.stringify(res.json)).toBe(200);
  return { total, answer: preauthoriseResponseSchema.parse(res.json) };
}

/** The first form of a sandbox page as a browser would submit it: its action and hidden fields. */
function firstForm(page: string): { action: string; fields: Record<string, string> } {
  const form = /<form method="post" action="([^"]+)"[^>]*>([\s\S]*?)<\/form>/.exec(page);
  expect(form, page).not.toBeNull();
  const unescape = (text: string) => text.replace(/&amp;/g, '&').replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>');
  const fields: Record<string, string> = {};
  for (const input of form![2]!.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)) fields[input[1]!] = unescape(input[2]!);
  return { action: unescape(form![1]!), fields };
}

async function openPage(url: string) {
  const res = await setup.app.request(url);
  expect(res.status, url).toBe(200);
  return firstForm(await res.text());
}

async function paymentRow(transactionId: string) {
  return setup.testDb.handle.db.selectFrom('payments').selectAll().where('transaction_id', '=', transactionId).executeTakeFirstOrThrow();
}

const razorpay = { payment: { type: 'razorpay' as const, amount: 0, currency: 'INR' } };

async function payOnRedirectPage(orderId: string) {
  const result = await submitForm(setup, '/sandbox/razorpay/checkout', { order_id: orderId, result: 'success' });
  const query = returnQuery(result.location);
  expect(query.get('paymentStatus')).toBe('success');
  return { orderId: query.get('razorpay_order_id')!, paymentId: query.get('razorpay_payment_id')!, signature: query.get('razorpay_signature')! };
}

describe('attack 2: a redirect-provider signature reused for a bigger basket', () => {
  it('the 449 INR signature does not place the 3,592 INR order; the bigger order gets a new provider order and is paid afresh', async () => {
    const { payload, answer, total } = await preauthorised(setup, MARKETS.in, razorpay, oneMargherita());
    expect(total).toBe(449);
    const signed = await payOnRedirectPage(answer.orderId);

    const bigger = await rePreauthorise(payload, pizzas(8));
    expect(bigger.total).toBe(3592);
    expect(bigger.answer.transactionId).toBe(answer.transactionId);
    // A new amount is a new provider order: the old one (and its signature) is spent.
    expect(bigger.answer.orderId).not.toBe(answer.orderId);
    expect(bigger.answer.redirectUrl).toContain(bigger.answer.orderId);
    expect((await paymentRow(answer.transactionId)).status).toBe('pending');
    expect((await setup.app.request(`/sandbox/razorpay/checkout?order_id=${answer.orderId}`)).status).toBe(404);

    expectRefused(await place({ transactionId: answer.transactionId, providerSignature: signed }), 400, 'INVALID_SIGNATURE');
    expect(await countOrders(setup, { clientOrderId: payload.clientOrderId, state: 'PLACED' })).toBe(0);

    const paid = await payOnRedirectPage(bigger.answer.orderId);
    expect(await paymentRow(answer.transactionId)).toMatchObject({ status: 'authorised', authorised_currency: 'INR', provider_order_id: bigger.answer.orderId });
    expect(Number((await paymentRow(answer.transactionId)).authorised_amount)).toBe(3592);
    expect((await place({ transactionId: answer.transactionId, providerSignature: paid })).status).toBe(200);
  });

  it('the same amount again keeps the provider order and its authorisation (an idempotent retry)', async () => {
    const { payload, answer } = await preauthorised(setup, MARKETS.in, razorpay, oneMargherita());
    const signed = await payOnRedirectPage(answer.orderId);
    const again = await rePreauthorise(payload, oneMargherita());
    expect(again.answer.orderId).toBe(answer.orderId);
    expect((await paymentRow(answer.transactionId)).status).toBe('authorised');
    expect((await place({ transactionId: answer.transactionId, providerSignature: signed })).status).toBe(200);
  });

  it('a valid signature whose authorisation was for another amount places nothing', async () => {
    const { payload, answer } = await preauthorised(setup, MARKETS.in, razorpay, oneMargherita());
    const signed = await payOnRedirectPage(answer.orderId);
    // As if the provider had authorised another amount on this very provider order.
    await setup.testDb.handle.db.updateTable('payments').set({ authorised_amount: 1 }).where('transaction_id', '=', answer.transactionId).execute();
    expectRefused(await place({ transactionId: answer.transactionId, providerSignature: signed }), 409, 'PAYMENT_NOT_COMPLETED');
    expect(await countOrders(setup, { clientOrderId: payload.clientOrderId, state: 'PLACED' })).toBe(0);
  });
});

describe('attack 4: a provider page opened at one amount and submitted after the basket grew', () => {
  it('a Worldpay card page opened at £16.99 and submitted at £50.97 authorises nothing and places nothing', async () => {
    const { payload, answer, total } = await preauthorised(setup, MARKETS.uk, {}, oneMargherita());
    expect(total).toBe(16.99);
    const opened = await openPage(answer.threeDSUrl!);

    const bigger = await rePreauthorise(payload, pizzas(3));
    expect(bigger.total).toBe(50.97);

    const submitted = await submitForm(setup, opened.action, { ...opened.fields, ...CARD });
    expect(submitted.status).toBe(409);
    expect(submitted.text).toContain('The amount has changed');
    // Its way back tells the shop the payment was not made (the page's PAYMENT_NOT_COMPLETED modal).
    expect(submitted.text).toMatch(/href="\/order\/card-details\/\?paymentStatus=pending&amp;transactionId=/);
    expect((await paymentRow(answer.transactionId)).status).toBe('pending');
    expectRefused(await place({ transactionId: answer.transactionId }), 409, 'PAYMENT_NOT_COMPLETED');
    expect(await countOrders(setup, { clientOrderId: payload.clientOrderId, state: 'PLACED' })).toBe(0);

    // The page preauthorise gave for the new amount takes the payment.
    const current = await openPage(bigger.answer.threeDSUrl!);
    expect(current.fields.token).not.toBe(opened.fields.token);
    const paid = await submitForm(setup, current.action, { ...current.fields, ...CARD });
    expect(returnQuery(paid.location).get('paymentStatus')).toBe('success');
    const payment = await paymentRow(answer.transactionId);
    expect(payment).toMatchObject({ status: 'authorised', authorised_currency: 'GBP' });
    expect(Number(payment.authorised_amount)).toBe(50.97);
    expect((await place({ transactionId: answer.transactionId })).status).toBe(200);
  });

  it('a card page posted without the token preauthorise gave authorises nothing', async () => {
    const { answer } = await preauthorised(setup, MARKETS.uk, {}, oneMargherita());
    const posted = await submitForm(setup, `/sandbox/card/${answer.transactionId}`, CARD);
    expect(posted.status).toBe(403);
    expect((await paymentRow(answer.transactionId)).status).toBe('pending');
  });

  it('a 3-D-secure challenge opened at one amount and completed after the basket grew authorises nothing', async () => {
    const { payload, answer } = await preauthorised(setup, MARKETS.uk, {}, oneMargherita());
    const opened = await openPage(answer.threeDSUrl!);
    const card = await submitForm(setup, opened.action, { ...opened.fields, ...CARD, number: '4000000000003220' });
    const challenge = await openPage(card.location!);
    await rePreauthorise(payload, pizzas(3));
    // The basket change voided the challenge: nothing waits for it any more.
    const done = await submitForm(setup, challenge.action, { ...challenge.fields, result: 'complete' });
    expect([404, 409]).toContain(done.status);
    expect((await paymentRow(answer.transactionId)).status).toBe('pending');
    expectRefused(await place({ transactionId: answer.transactionId }), 409, 'PAYMENT_NOT_COMPLETED');
  });

  it('a PayPal sheet opened at one amount and paid after the basket grew authorises nothing', async () => {
    const paypal = { payment: { type: 'paypal' as const, amount: 0, currency: 'GBP' } };
    const { payload, answer } = await preauthorised(setup, MARKETS.uk, paypal, oneMargherita());
    const opened = await openPage(answer.redirectUrl!);
    await rePreauthorise(payload, pizzas(3));
    const paid = await submitForm(setup, opened.action, { ...opened.fields, result: 'pay' });
    expect(paid.status).toBe(409);
    expect((await paymentRow(answer.transactionId)).status).toBe('pending');
    expectRefused(await place({ transactionId: answer.transactionId }), 409, 'PAYMENT_NOT_COMPLETED');
  });

  it('place refuses a card authorisation recorded for another amount (a page that raced the basket change)', async () => {
    const { payload, answer } = await preauthorised(setup, MARKETS.uk, {}, oneMargherita());
    const opened = await openPage(answer.threeDSUrl!);
    await submitForm(setup, opened.action, { ...opened.fields, ...CARD });
    await rePreauthorise(payload, pizzas(3));
    // The page's write landing after the basket change: authorised, but for £16.99.
    await setup.testDb.handle.db
      .updateTable('payments')
      .set({ status: 'authorised', authorised_amount: 16.99, authorised_currency: 'GBP' })
      .where('transaction_id', '=', answer.transactionId)
      .execute();
    expectRefused(await place({ transactionId: answer.transactionId }), 409, 'PAYMENT_NOT_COMPLETED');
    expect(await countOrders(setup, { clientOrderId: payload.clientOrderId, state: 'PLACED' })).toBe(0);
  });
});

describe('the authorisation is written only for the amount the order has', () => {
  it('a page verified before the basket changed and writing after it records nothing', async () => {
    const { payload, answer } = await preauthorised(setup, MARKETS.uk, {}, oneMargherita());
    const { db } = setup.testDb.handle;
    const stale = (await findOrderByTransaction(db, answer.transactionId))!;
    await rePreauthorise(payload, pizzas(3));
    expect(await authorisePayment(db, stale)).toBe(false);
    expect((await paymentRow(answer.transactionId)).status).toBe('pending');
    const current = (await findOrderByTransaction(db, answer.transactionId))!;
    expect(await authorisePayment(db, current)).toBe(true);
    expect(Number((await paymentRow(answer.transactionId)).authorised_amount)).toBe(50.97);
  });
});

describe('attack 3: no public signing key', () => {
  afterAll(() => {
    vi.unstubAllEnvs();
  });

  it('with PAYMENT_SANDBOX_SECRET unset, a signature made with the old constant key places nothing', async () => {
    vi.stubEnv('PAYMENT_SANDBOX_SECRET', '');
    const app = createApp({ db: setup.testDb.handle, staticDir: '/nonexistent', releaseHash: 'test', logger: createLogger({ level: 'silent' }), clock: fixedClock(FIXED_TEST_TIME) });
    const post = (url: string, body: unknown) => app.request(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    const total = await serverTotal(setup, MARKETS.in, oneMargherita());
    const payload = orderPayload(MARKETS.in, oneMargherita(), total, { payment: { type: 'razorpay', amount: total, currency: 'INR' } });
    const answer = preauthoriseResponseSchema.parse(await (await post('/v1/orders/preauthorise', payload)).json());
    const forged = { orderId: answer.orderId, paymentId: 'pay_forged', signature: signProviderPayment(answer.orderId, 'pay_forged', 'payment-sandbox-secret') };
    const res = await post('/v1/orders/place', { transactionId: answer.transactionId, providerSignature: forged });
    expect(res.status).toBe(400);
    expect(await countOrders(setup, { clientOrderId: payload.clientOrderId, state: 'PLACED' })).toBe(0);
  });
});
