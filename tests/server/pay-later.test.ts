import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { basketValidationResponseSchema } from '../../src/api/contract/basket';
import { orderErrorBodySchema, placeOrderResponseSchema, preauthoriseResponseSchema, type OrderPayloadInput } from '../../src/api/contract/orders';
import { largePizza, loose } from './basket-fixtures';
import { createOrderTestApp, orderPayload, serverTotal, twoMargheritas, MARKETS, type Market, type OrderTestApp } from './orders-setup';

// 13-G5 (C39): pay-later credit and debit are paid at the door on a terminal. The server prices the
// payment surcharge from the order's type (UK credit 0.99, FR credit 1.00, debit free; market records
// `orderRules.payLaterSurcharge`), never from the body, and refuses an order over the market's cap
// (`orderRules.payLaterCap`: UK 100, FR 100). Seeded huts that take it: 1105 Bristol, 2102 Montmartre.

const BRISTOL: Market = { hut: { id: '1105', sector: 'uk-1' }, currency: 'GBP', phone: '01174960105', postcode: 'BS1 3BX' };
const MONTMARTRE: Market = { hut: { id: '2102', sector: 'fr-1' }, currency: 'EUR', phone: '0140000000', postcode: '75018' };

let setup: OrderTestApp;
beforeAll(async () => {
  setup = await createOrderTestApp();
});
afterAll(async () => {
  await setup.testDb.cleanup();
});

const money = (value: number) => Math.round(value * 100) / 100;

async function call(url: string, body: unknown) {
  const res = await setup.post(url, body);
  return { status: res.status, json: (await res.json()) as unknown };
}

function expectOrderError(res: { status: number; json: unknown }, status: number, error: string) {
  expect(res.status, JSON.stringify(res.json)).toBe(status);
  expect(orderErrorBodySchema.parse(res.json).error).toBe(error);
}

function payLater(market: Market, type: 'paylater_credit' | 'paylater_debit', amount: number, changes: Partial<OrderPayloadInput> = {}, deals = twoMargheritas()) {
  return orderPayload(market, deals, amount, { payment: { type, amount, currency: market.currency }, ...changes });
}

async function orderRow(transactionId: string) {
  return setup.testDb.handle.db.selectFrom('orders').selectAll().where('transaction_id', '=', transactionId).executeTakeFirstOrThrow();
}

const parsed = (value: unknown) => (typeof value === 'string' ? (JSON.parse(value) as unknown) : value);

describe('pay-later credit: the surcharge is the server’s', () => {
  it('uk 1105: credit adds 0.99, has no provider hand-off, places at once and records payLaterSurcharge', async () => {
    const total = await serverTotal(setup, BRISTOL, twoMargheritas());
    const res = await call('/v1/orders/preauthorise', payLater(BRISTOL, 'paylater_credit', money(total + 0.99)));
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    const answer = preauthoriseResponseSchema.parse(res.json);
    expect(answer.totalPrice).toBe(money(total + 0.99));
    expect([answer.threeDSUrl, answer.iframeUrl, answer.token, answer.redirectUrl]).toEqual([undefined, undefined, undefined, undefined]);
    const row = await orderRow(answer.transactionId);
    expect(row.payment_type).toBe('paylater_credit');
    expect(row.provider).toBe('none');
    expect(parsed(row.surcharges)).toContainEqual({ type: 'paymentSurcharge', amount: 0.99 });
    expect(parsed(row.breakdown)).toMatchObject({ payLaterSurcharge: 0.99, grossTotal: money(total + 0.99) });
    const placed = await call('/v1/orders/place', { transactionId: answer.transactionId });
    expect(placed.status, JSON.stringify(placed.json)).toBe(200);
    expect(placeOrderResponseSchema.parse(placed.json).orderId).toBe(row.id);
  });

  it('fr 2102: credit adds 1.00 €', async () => {
    const total = await serverTotal(setup, MONTMARTRE, twoMargheritas());
    const res = await call('/v1/orders/preauthorise', payLater(MONTMARTRE, 'paylater_credit', money(total + 1)));
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    expect(preauthoriseResponseSchema.parse(res.json).totalPrice).toBe(money(total + 1));
  });

  it('attack: credit paid at the amount without its surcharge is a price-integrity failure', async () => {
    const total = await serverTotal(setup, BRISTOL, twoMargheritas());
    expectOrderError(await call('/v1/orders/preauthorise', payLater(BRISTOL, 'paylater_credit', total)), 409, 'BAD_PRICE_INTEGRITY');
  });

  it('attack: a body that names its own (smaller) payment surcharge is priced with the market’s', async () => {
    const total = await serverTotal(setup, BRISTOL, twoMargheritas());
    const body = payLater(BRISTOL, 'paylater_credit', money(total + 0.01), { surcharges: [{ type: 'paymentSurcharge', amount: 0.01 }] });
    expectOrderError(await call('/v1/orders/preauthorise', body), 409, 'BAD_PRICE_INTEGRITY');
  });

  it('attack: a payment surcharge sent with cash is dropped (cash at the total is fine; cash at total + 0.99 is not)', async () => {
    const total = await serverTotal(setup, BRISTOL, twoMargheritas());
    const surcharges = [{ type: 'paymentSurcharge' as const, amount: 0.99 }];
    const inflated = orderPayload(BRISTOL, twoMargheritas(), money(total + 0.99), { payment: { type: 'cash', amount: money(total + 0.99), currency: 'GBP' }, surcharges });
    expectOrderError(await call('/v1/orders/preauthorise', inflated), 409, 'BAD_PRICE_INTEGRITY');
    const plain = orderPayload(BRISTOL, twoMargheritas(), total, { payment: { type: 'cash', amount: total, currency: 'GBP' }, surcharges });
    expect((await call('/v1/orders/preauthorise', plain)).status).toBe(200);
  });

  it('debit adds nothing', async () => {
    const total = await serverTotal(setup, BRISTOL, twoMargheritas());
    const res = await call('/v1/orders/preauthorise', payLater(BRISTOL, 'paylater_debit', total));
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    const row = await orderRow(preauthoriseResponseSchema.parse(res.json).transactionId);
    expect(row.payment_type).toBe('paylater_debit');
    expect(parsed(row.breakdown)).toMatchObject({ payLaterSurcharge: 0 });
  });

  it('the surcharge is replaced on payment-type change: the same checkout repriced as cash loses it', async () => {
    const total = await serverTotal(setup, BRISTOL, twoMargheritas());
    const first = payLater(BRISTOL, 'paylater_credit', money(total + 0.99));
    const credit = preauthoriseResponseSchema.parse((await call('/v1/orders/preauthorise', first)).json);
    const cash = { ...first, payment: { type: 'cash' as const, amount: total, currency: 'GBP' } };
    const res = await call('/v1/orders/preauthorise', cash);
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    const again = preauthoriseResponseSchema.parse(res.json);
    expect(again.transactionId).toBe(credit.transactionId);
    expect(again.totalPrice).toBe(total);
    const row = await orderRow(again.transactionId);
    expect(row.payment_type).toBe('cash');
    expect(parsed(row.surcharges)).not.toContainEqual(expect.objectContaining({ type: 'paymentSurcharge' }));
  });
});

describe('pay-later: who takes it and how much', () => {
  it('a hut that does not list pay-later refuses it (1101 Camden)', async () => {
    const total = await serverTotal(setup, MARKETS.uk, twoMargheritas());
    expectOrderError(await call('/v1/orders/preauthorise', payLater(MARKETS.uk, 'paylater_debit', total)), 422, 'PAYMENT_TYPE_NOT_SUPPORTED');
  });

  it('an order over the UK cap of 100 is refused with PAY_LATER_LIMIT_EXCEEDED; the same order by card is not', async () => {
    const deals = [loose({ pizzas: Array.from({ length: 9 }, (_, index) => largePizza(`p${index}`)) })];
    const total = await serverTotal(setup, BRISTOL, deals);
    expect(total).toBeGreaterThan(100);
    expectOrderError(await call('/v1/orders/preauthorise', payLater(BRISTOL, 'paylater_debit', total, {}, deals)), 422, 'PAY_LATER_LIMIT_EXCEEDED');
    const card = orderPayload(BRISTOL, deals, total);
    expect((await call('/v1/orders/preauthorise', card)).status).toBe(200);
  });

  it('basket validation keeps a payment surcharge only at a market amount', async () => {
    const total = await serverTotal(setup, BRISTOL, twoMargheritas());
    const validate = (amount: number, surcharge: number) =>
      call('/v1/basket-validator/', {
        hut: BRISTOL.hut,
        payment: { type: 'paylater_credit', amount, currency: 'GBP' },
        disposition: { type: 'collection', when: 'asap' },
        deals: twoMargheritas(),
        surcharges: [{ type: 'paymentSurcharge', amount: surcharge }],
      });
    const known = basketValidationResponseSchema.parse((await validate(money(total + 0.99), 0.99)).json);
    expect(known).toMatchObject({ status: 'SUCCESS', total: money(total + 0.99) });
    expect(known.status === 'SUCCESS' && known.breakdown.payLaterSurcharge).toBe(0.99);
    const madeUp = basketValidationResponseSchema.parse((await validate(money(total + 0.5), 0.5)).json);
    expect(madeUp.status).toBe('FAILURE');
    expect(madeUp.total).toBe(total);
  });
});
