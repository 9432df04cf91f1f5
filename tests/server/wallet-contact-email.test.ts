import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOrderTestApp, fourMargheritas, MARKETS, orderPayload, pageToken, preauthorised, returnQuery, serverTotal, submitForm, type OrderTestApp } from './orders-setup';

// Issue 16: a wallet (Apple Pay, Google Pay, PayPal) gives the customer's contact e-mail, so its order
// may be preauthorised without a typed one; the wallet sheet's contact e-mail becomes the order's and
// place completes it. Every other type still needs the e-mail (the attack: a card order without one).
let setup: OrderTestApp;

beforeAll(async () => {
  setup = await createOrderTestApp();
});

afterAll(async () => {
  await setup.testDb.cleanup();
});

const noEmail = { name: 'Ada Lovelace', phone: '020 7123 4567', marketing: { all: false } };

async function storedEmails(transactionId: string) {
  const row = await setup.testDb.handle.db.selectFrom('orders').select(['payload', 'customer']).where('transaction_id', '=', transactionId).executeTakeFirstOrThrow();
  return { payload: row.payload.customer.email, customer: row.customer.email };
}

describe('an order without a typed e-mail', () => {
  it('is refused for a card, cash or pay-at-the-door type (400 naming customer.email), and nothing is made', async () => {
    for (const type of ['card', 'cash', 'worldpay'] as const) {
      const total = await serverTotal(setup, MARKETS.uk, fourMargheritas(), 'collection');
      const payload = orderPayload(MARKETS.uk, fourMargheritas(), total, { customer: noEmail, payment: { type, amount: total, currency: 'GBP' } });
      const res = await setup.post('/v1/orders/preauthorise', payload);
      expect(res.status, type).toBe(400);
      expect(await res.json()).toMatchObject({ error: 'invalid_request', issues: [{ path: 'customer.email' }] });
    }
  });

  it('is taken for Apple Pay collection; the sheet gives the wallet e-mail and place succeeds with it', async () => {
    const { answer } = await preauthorised(setup, MARKETS.uk, { customer: noEmail, payment: { type: 'applePay', amount: 0, currency: 'GBP' } }, fourMargheritas());
    expect(await storedEmails(answer.transactionId)).toEqual({ payload: undefined, customer: undefined });
    const paid = await submitForm(setup, `/sandbox/wallet/${answer.transactionId}`, { result: 'pay', token: pageToken(answer) });
    expect(returnQuery(paid.location).get('paymentStatus')).toBe('success');
    expect(await storedEmails(answer.transactionId)).toEqual({ payload: 'wallet@example.com', customer: 'wallet@example.com' });
    expect((await setup.post('/v1/orders/place', { transactionId: answer.transactionId })).status).toBe(200);
  });

  it("Apple Pay delivery takes the e-mail of the sheet's shipping contact", async () => {
    const { answer } = await preauthorised(
      setup,
      MARKETS.uk,
      {
        customer: { ...noEmail, deliveryAddress: { address: '186 Camden High Street', postcode: 'NW1 8QP' } },
        disposition: { type: 'delivery', when: 'asap' },
        payment: { type: 'applePay', amount: 0, currency: 'GBP' },
      },
      fourMargheritas(),
    );
    const contact = {
      givenName: 'Ada',
      familyName: 'Lovelace',
      addressLine: '186 Camden High Street',
      postalCode: 'NW1 8QP',
      emailAddress: ' ada@example.com ',
      phoneNumber: '020 7123 4567',
      billingGivenName: 'Ada',
      billingFamilyName: 'Lovelace',
      billingCountry: 'GB',
    };
    const paid = await submitForm(setup, `/sandbox/wallet/${answer.transactionId}`, { result: 'pay', token: pageToken(answer), ...contact });
    expect(returnQuery(paid.location).get('paymentStatus')).toBe('success');
    expect((await storedEmails(answer.transactionId)).payload).toBe('ada@example.com');
    expect((await setup.post('/v1/orders/place', { transactionId: answer.transactionId })).status).toBe(200);
  });

  it("a typed e-mail is never replaced by the wallet's", async () => {
    const { answer } = await preauthorised(setup, MARKETS.uk, { customer: { ...noEmail, email: 'typed@example.com' }, payment: { type: 'applePay', amount: 0, currency: 'GBP' } }, fourMargheritas());
    await submitForm(setup, `/sandbox/wallet/${answer.transactionId}`, { result: 'pay', token: pageToken(answer) });
    expect(await storedEmails(answer.transactionId)).toEqual({ payload: 'typed@example.com', customer: 'typed@example.com' });
  });

  it('a cancelled sheet writes no e-mail', async () => {
    const { answer } = await preauthorised(setup, MARKETS.uk, { customer: noEmail, payment: { type: 'applePay', amount: 0, currency: 'GBP' } }, fourMargheritas());
    await submitForm(setup, `/sandbox/wallet/${answer.transactionId}`, { result: 'cancel', token: pageToken(answer) });
    expect((await storedEmails(answer.transactionId)).payload).toBeUndefined();
  });
});
