import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderErrorBodySchema, placeOrderResponseSchema, preauthoriseResponseSchema, type OrderPayloadInput } from '../../src/api/contract/orders';
import { largePizza, loose } from './basket-fixtures';
import { createOrderTestApp, preauthorised, serverTotal, submitForm, type Market, type OrderTestApp } from './orders-setup';

// Issue 16 (13-G12): Visa Checkout ('Click to pay') and Google Pay 3DS authenticate the payer on the
// page: preauthorise answers payerAuthReply (+ visaCheckoutApiKey), payer-auth-check says whether the
// issuer wants a step-up, the sandbox challenge authorises. Every attack must place nothing.
let setup: OrderTestApp;

beforeAll(async () => {
  setup = await createOrderTestApp();
});

afterAll(async () => {
  await setup.testDb.cleanup();
});

// Seed picks: 1105 Bristol offers visaCheckout, 4102 Ottawa googlePay3DS.
const BRISTOL: Market = { hut: { id: '1105', sector: 'uk-1' }, currency: 'GBP', phone: '02071234567', postcode: 'BS1 3BX' };
const OTTAWA: Market = { hut: { id: '4102', sector: 'ca-1' }, currency: 'CAD', phone: '4165550123', postcode: 'K1N 5T2' };

const visa = (changes: Partial<OrderPayloadInput> = {}) => preauthorised(setup, BRISTOL, { payment: { type: 'visaCheckout', amount: 0, currency: 'GBP' }, ...changes });

async function call(url: string, body: unknown) {
  const res = await setup.post(url, body);
  return { status: res.status, json: (await res.json()) as unknown };
}

function expectRefused(res: { status: number; json: unknown }, status: number, error: string) {
  expect(res.status, JSON.stringify(res.json)).toBe(status);
  expect(orderErrorBodySchema.parse(res.json).error).toBe(error);
}

const check = (body: Record<string, unknown>) => call('/v1/payment-providers/payer-auth-check', body);

function visaCheck(answer: { transactionId: string; payerAuthReply?: string; visaCheckoutApiKey?: string }, changes: Record<string, unknown> = {}) {
  return check({
    transactionId: answer.transactionId,
    paymentType: 'visaCheckout',
    hut: { ...BRISTOL.hut, isTest: false },
    visaCheckoutApiKey: answer.visaCheckoutApiKey,
    payerAuthReply: answer.payerAuthReply,
    ...changes,
  });
}

const place = (transactionId: string) => call('/v1/orders/place', { transactionId });
const stepUp = (transactionId: string, token: string, result: string) =>
  submitForm(setup, `/sandbox/payer-auth/${encodeURIComponent(transactionId)}/step-up`, { token, result });

describe('payer authentication (13-G12)', () => {
  it('preauthorise answers payerAuthReply and visaCheckoutApiKey for Click to pay', async () => {
    const { answer } = await visa();
    expect(answer.payerAuthReply).toMatch(/^[\w-]{20,}$/);
    expect(answer.visaCheckoutApiKey).toBeTruthy();
    expect(answer.threeDSUrl ?? answer.redirectUrl ?? answer.iframeUrl).toBeUndefined();
  });

  it('step-up completed → the order is placed', async () => {
    const { answer } = await visa();
    const device = await setup.app.request(`/sandbox/payer-auth/${answer.transactionId}/device-data?token=${encodeURIComponent(answer.payerAuthReply!)}`);
    expect(device.status).toBe(200);
    expect(await device.text()).toContain('data-payer-auth="profile.completed"');
    const res = await visaCheck(answer);
    expect(res.json).toEqual({ isStepUpRequired: true });
    // Not yet authorised: placing now places nothing.
    expectRefused(await place(answer.transactionId), 409, 'PAYMENT_NOT_COMPLETED');
    const page = await setup.app.request(`/sandbox/payer-auth/${answer.transactionId}/step-up?token=${encodeURIComponent(answer.payerAuthReply!)}`);
    expect(page.status).toBe(200);
    const done = await stepUp(answer.transactionId, answer.payerAuthReply!, 'complete');
    expect(done.text).toContain('data-payer-auth="completed"');
    const placed = await place(answer.transactionId);
    expect(placed.status, JSON.stringify(placed.json)).toBe(200);
    expect(placeOrderResponseSchema.parse(placed.json).state).toBe('ORDER_PROCESSED');
  });

  it('a frictionless payer is authorised by the check itself (sandbox rule: +frictionless e-mail)', async () => {
    const { payload } = await visa();
    const { answer } = await visa({ customer: { ...payload.customer, email: 'ada+frictionless@example.com' } });
    expect((await visaCheck(answer)).json).toEqual({ isStepUpRequired: false });
    expect((await place(answer.transactionId)).status).toBe(200);
  });

  it('Google Pay 3DS at Ottawa: the reply inside googlePay, cancel → stopped, nothing placed', async () => {
    const { answer } = await preauthorised(setup, OTTAWA, { payment: { type: 'googlePay3DS', amount: 0, currency: 'CAD' } });
    expect(answer.visaCheckoutApiKey).toBeUndefined();
    const res = await check({ transactionId: answer.transactionId, paymentType: 'googlePay3DS', hut: OTTAWA.hut, googlePay: { payerAuthReply: answer.payerAuthReply } });
    expect(res.json).toEqual({ isStepUpRequired: true });
    const stopped = await stepUp(answer.transactionId, answer.payerAuthReply!, 'cancel');
    expect(stopped.text).toContain('data-payer-auth="stopped"');
    expectRefused(await place(answer.transactionId), 409, 'PAYMENT_NOT_COMPLETED');
  });

  it('a failed step-up is an error and places nothing', async () => {
    const { answer } = await visa();
    await visaCheck(answer);
    expect((await stepUp(answer.transactionId, answer.payerAuthReply!, 'fail')).text).toContain('data-payer-auth="error"');
    expectRefused(await place(answer.transactionId), 402, 'CARD_REFUSED');
  });

  it('refuses a forged reply, a wrong api key, another hut or type, and an unknown transaction', async () => {
    const { answer } = await visa();
    expectRefused(await visaCheck(answer, { payerAuthReply: 'forged-reply-forged-reply-forged' }), 409, 'PAYMENT_NOT_COMPLETED');
    expectRefused(await visaCheck(answer, { visaCheckoutApiKey: 'someone-elses-key' }), 400, 'INVALID_SIGNATURE');
    expectRefused(await visaCheck(answer, { hut: { id: '1101', sector: 'uk-1' } }), 404, 'ORDER_NOT_FOUND');
    expectRefused(await visaCheck(answer, { paymentType: 'googlePay3DS' }), 404, 'ORDER_NOT_FOUND');
    expectRefused(await visaCheck(answer, { transactionId: 'tx-does-not-exist' }), 404, 'ORDER_NOT_FOUND');
  });

  it('a forged completion: the step-up form posted with a made-up token authorises nothing', async () => {
    const { answer } = await visa();
    await visaCheck(answer);
    const forged = await stepUp(answer.transactionId, 'made-up-token', 'complete');
    expect(forged.status).toBe(404);
    expect(forged.text).not.toContain('data-payer-auth="completed"');
    expectRefused(await place(answer.transactionId), 409, 'PAYMENT_NOT_COMPLETED');
    // Nor can the step-up be completed before the check asked for it.
    const { answer: fresh } = await visa();
    expect((await stepUp(fresh.transactionId, fresh.payerAuthReply!, 'complete')).status).toBe(404);
    expectRefused(await place(fresh.transactionId), 409, 'PAYMENT_NOT_COMPLETED');
  });

  it('a changed amount: the old reply is void, and an authorisation of the old amount places nothing', async () => {
    const { payload, answer } = await visa();
    await visaCheck(answer);
    await stepUp(answer.transactionId, answer.payerAuthReply!, 'complete');
    // The same checkout, now three pizzas: a new amount re-preauthorised.
    const deals = [loose({ pizzas: [largePizza('p1'), largePizza('p2'), largePizza('p3')] })];
    const total = await serverTotal(setup, BRISTOL, deals);
    const again = await call('/v1/orders/preauthorise', { ...payload, deals, payment: { ...payload.payment, amount: total } });
    expect(again.status, JSON.stringify(again.json)).toBe(200);
    const fresh = preauthoriseResponseSchema.parse(again.json);
    expect(fresh.transactionId).toBe(answer.transactionId);
    expect(fresh.payerAuthReply).not.toBe(answer.payerAuthReply);
    // The earlier authorisation was for the old amount: void.
    expectRefused(await place(answer.transactionId), 409, 'PAYMENT_NOT_COMPLETED');
    expectRefused(await visaCheck(answer), 409, 'PAYMENT_NOT_COMPLETED');
    expect((await stepUp(answer.transactionId, answer.payerAuthReply!, 'complete')).status).toBe(404);
    expect((await visaCheck(fresh)).json).toEqual({ isStepUpRequired: true });
    await stepUp(fresh.transactionId, fresh.payerAuthReply!, 'complete');
    expect((await place(fresh.transactionId)).status).toBe(200);
  });

  it('a hut that does not list visaCheckout refuses it at preauthorise', async () => {
    const total = await serverTotal(setup, { ...BRISTOL, hut: { id: '1101', sector: 'uk-1' } }, [loose({ pizzas: [largePizza('p1'), largePizza('p2')] })]);
    expect(total).toBeGreaterThan(0);
    const res = await call('/v1/orders/preauthorise', {
      version: '1.0',
      clientOrderId: crypto.randomUUID(),
      hut: { id: '1101', sector: 'uk-1' },
      customer: { name: 'Ada Lovelace', phone: '02071234567', email: 'ada@example.com', marketing: { all: false } },
      payment: { type: 'visaCheckout', amount: total, currency: 'GBP' },
      disposition: { type: 'collection', when: 'asap' },
      deals: [loose({ pizzas: [largePizza('p1'), largePizza('p2')] })],
    });
    expectRefused(res, 422, 'PAYMENT_TYPE_NOT_SUPPORTED');
  });
});
