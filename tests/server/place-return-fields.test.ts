import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderErrorBodySchema } from '../../src/api/contract/orders';
import { createOrderTestApp, MARKETS, pageToken, preauthorised, returnQuery, submitForm, type Market, type OrderTestApp } from './orders-setup';

// 13-G2 (S2 §3 place body; picks in src/screens/card-details/query.ts): the card providers' return
// links carry cardType, Hipay's also state, orderid and hash; the page sends them to place and the
// server checks them. Each tampering made by hand (plain HTTP) places nothing.
let setup: OrderTestApp;
beforeAll(async () => {
  setup = await createOrderTestApp();
});
afterAll(async () => {
  await setup.testDb.cleanup();
});

const CARD = { number: '4242424242424242', expiry: '12/30', cvc: '123', name: 'Ada Lovelace' };

async function paidByCard(market: Market, number = CARD.number) {
  const { answer } = await preauthorised(setup, market, { payment: { type: 'card', amount: 0, currency: market.currency } });
  const url = new URL(answer.threeDSUrl ?? answer.iframeUrl!, 'http://localhost');
  const paid = await submitForm(setup, url.pathname, { ...CARD, number, token: pageToken(answer), returnUrl: '/order/card-details/' });
  expect(paid.status, paid.text).toBe(303);
  return { answer, query: returnQuery(paid.location) };
}

async function place(body: Record<string, unknown>) {
  const res = await setup.post('/v1/orders/place', body);
  return { status: res.status, json: (await res.json()) as unknown };
}

describe('13-G2 provider return values on place', () => {
  it('Hipay returns cardType, state, orderid and a hash; sent as they came, the order is placed', async () => {
    const { answer, query } = await paidByCard(MARKETS.fr);
    expect(query.get('cardType')).toBe('VISA');
    expect(query.get('state')).toBe('completed');
    expect(query.get('orderid')).toBe(answer.transactionId);
    expect(query.get('hash')).toMatch(/^[0-9a-f]{64}$/);
    const res = await place({ transactionId: answer.transactionId, state: query.get('state'), orderid: query.get('orderid'), hash: query.get('hash'), cardType: query.get('cardType') });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
  });

  it('a tampered hash, another orderid or another state is refused (400 INVALID_SIGNATURE) and places nothing', async () => {
    const { answer, query } = await paidByCard(MARKETS.fr);
    const good = { transactionId: answer.transactionId, state: query.get('state')!, orderid: query.get('orderid')!, hash: query.get('hash')! };
    const flipped = good.hash.replace(/^./, (c) => (c === 'a' ? 'b' : 'a'));
    for (const body of [{ ...good, hash: flipped }, { ...good, orderid: 'TX-OTHER' }, { ...good, state: 'declined' }, { ...good, hash: undefined }]) {
      const res = await place(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(orderErrorBodySchema.parse(res.json).error).toBe('INVALID_SIGNATURE');
    }
    expect((await place(good)).status).toBe(200);
  });

  it('Worldpay returns cardType (Mastercard here) and no Hipay values; Hipay values on a Worldpay order are refused', async () => {
    const { answer, query } = await paidByCard(MARKETS.uk, '5555555555554444');
    expect(query.get('cardType')).toBe('MASTERCARD');
    expect(query.get('hash')).toBeNull();
    const forged = await place({ transactionId: answer.transactionId, state: 'completed', orderid: answer.transactionId, hash: 'a'.repeat(64) });
    expect(forged.status).toBe(400);
    expect((await place({ transactionId: answer.transactionId, cardType: 'MASTERCARD' })).status).toBe(200);
  });
});

describe('13-G2 signature: the page URL the customer came back to', () => {
  it('the return link of this order is taken; one naming another transaction is refused (400)', async () => {
    const { answer, query } = await paidByCard(MARKETS.uk);
    const other = new URLSearchParams(query);
    other.set('transactionId', 'TX-SOMEONE-ELSE');
    const refused = await place({ transactionId: answer.transactionId, signature: `https://order.example/order/card-details/?${other.toString()}` });
    expect(refused.status, JSON.stringify(refused.json)).toBe(400);
    expect(orderErrorBodySchema.parse(refused.json).error).toBe('INVALID_SIGNATURE');
    const res = await place({ transactionId: answer.transactionId, signature: `https://order.example/order/card-details/?${query.toString()}` });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
  });
});
