import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passesLuhn } from '../../server/services/payment-sandbox/cards';
import { signProviderPayment, verifyProviderPayment } from '../../server/services/payment-sandbox/signature';
import { createOrderTestApp, fourMargheritas, MARKETS, pageToken, preauthorised, returnQuery, submitForm, type OrderTestApp } from './orders-setup';

// The payment sandbox's pages (issue 6): the hosted card page with its test cards and 3-D-secure
// step, the redirect providers and the wallet sheet, each returning to the app's card-details page
// with the spec's query values (spec 2 §2, 06-G3).
let setup: OrderTestApp;

beforeAll(async () => {
  setup = await createOrderTestApp();
});

afterAll(async () => {
  await setup.testDb.cleanup();
});

const CARD = { expiry: '12/30', cvc: '123', name: 'Ada Lovelace' };

async function paymentRow(transactionId: string) {
  return setup.testDb.handle.db.selectFrom('payments').selectAll().where('transaction_id', '=', transactionId).executeTakeFirstOrThrow();
}

describe('the hosted card page', () => {
  it('shows the merchant, the amount in the market currency and the test cards; only this origin may frame it', async () => {
    const { answer } = await preauthorised(setup, MARKETS.uk);
    const res = await setup.app.request(answer.threeDSUrl!);
    expect(res.status).toBe(200);
    const page = await res.text();
    expect(page).toContain('London - Camden');
    expect(page).toContain(`£${answer.totalPrice.toFixed(2)}`);
    for (const number of ['4242 4242 4242 4242', '4000 0000 0000 0002', '4000 0000 0000 3220', '4000 0000 0000 0119']) expect(page).toContain(number);
    expect(page).not.toContain('<script');
    expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'self'");
    const app = await setup.app.request('/v1/payment-providers/store-config/uk-1%3A1101');
    expect(app.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(app.headers.get('content-security-policy')).toContain("frame-src 'self'");
  });

  it('a framed page posts to the top window', async () => {
    const { answer } = await preauthorised(setup, MARKETS.fr);
    const page = await (await setup.app.request(answer.iframeUrl!)).text();
    expect(page).toContain('target="_top"');
    expect(page).toContain('€');
  });

  it('re-renders the form with clear errors for a number failing Luhn, a past expiry and a short CVC', async () => {
    const { answer } = await preauthorised(setup, MARKETS.uk);
    const result = await submitForm(setup, `/sandbox/card/${answer.transactionId}`, { number: '4242 4242 4242 4241', expiry: '01/24', cvc: '1', name: '', token: pageToken(answer) });
    expect(result.status).toBe(422);
    expect(result.text).toContain('This card number is not valid: check the digits');
    expect(result.text).toContain('This card has expired');
    expect(result.text).toContain('Enter the 3 or 4 digit security code');
    expect(result.text).toContain('role="alert"');
    expect((await paymentRow(answer.transactionId)).status).toBe('pending');
  });

  it('a successful card returns with paymentStatus=success and the card-details query values; only the last four digits are kept', async () => {
    const { answer, total } = await preauthorised(setup, MARKETS.uk, { returnUrl: '/order/card-details/' });
    const result = await submitForm(setup, `/sandbox/card/${answer.transactionId}`, { ...CARD, number: '4242 4242 4242 4242', token: pageToken(answer) });
    expect(result.status).toBe(303);
    expect(result.location?.startsWith('/order/card-details/?')).toBe(true);
    expect(Object.fromEntries(returnQuery(result.location))).toEqual({
      paymentStatus: 'success',
      transactionId: answer.transactionId,
      orderState: 'ORDER_PREAUTHORIZED',
      postcode: '',
      dispositionType: 'collection',
      dispositionWhen: 'asap',
      totalPrice: String(total),
      paymentType: 'card',
      etaType: 'collection',
      // 13-G2: every card's return carries its cardType.
      cardType: 'VISA',
    });
    const payment = await paymentRow(answer.transactionId);
    expect(payment).toMatchObject({ status: 'authorised', last4: '4242' });
    expect(JSON.stringify(await setup.testDb.handle.db.selectFrom('orders').selectAll().where('transaction_id', '=', answer.transactionId).execute())).not.toContain('4242424242424242');
  });

  it('the 3-D-secure card asks for authentication: complete → success, fail → decline', async () => {
    for (const [result, status] of [['complete', 'success'], ['fail', 'decline']] as const) {
      const { answer } = await preauthorised(setup, MARKETS.uk);
      const card = await submitForm(setup, `/sandbox/card/${answer.transactionId}`, { ...CARD, number: '4000000000003220', token: pageToken(answer) });
      expect(card.status).toBe(303);
      expect(card.location).toContain(`/sandbox/card/${answer.transactionId}/challenge`);
      const challenge = await (await setup.app.request(card.location!)).text();
      expect(challenge).toContain('Complete authentication');
      expect(challenge).toContain('Fail authentication');
      const done = await submitForm(setup, `/sandbox/card/${answer.transactionId}/challenge`, { result, token: pageToken(answer) });
      expect(returnQuery(done.location).get('paymentStatus')).toBe(status);
      // 13-G2: Worldpay's 3-D secure answer comes back with a completed authentication only.
      expect(returnQuery(done.location).get('paymentAuthorisationResponse')).toBe(status === 'success' ? 'AUTHENTICATED' : null);
    }
  });

  it('the time-out card returns paymentStatus=exception; Cancel returns paymentStatus=cancel', async () => {
    const timedOut = await preauthorised(setup, MARKETS.uk);
    const result = await submitForm(setup, `/sandbox/card/${timedOut.answer.transactionId}`, { ...CARD, number: '4000000000000119', token: pageToken(timedOut.answer) });
    expect(returnQuery(result.location).get('paymentStatus')).toBe('exception');
    const cancelled = await preauthorised(setup, MARKETS.uk);
    const cancel = await submitForm(setup, `/sandbox/card/${cancelled.answer.transactionId}/cancel`, { token: pageToken(cancelled.answer) });
    expect(returnQuery(cancel.location).get('paymentStatus')).toBe('cancel');
    expect((await paymentRow(cancelled.answer.transactionId)).status).toBe('cancelled');
  });

  it('Microform opens only with the token preauthorise gave', async () => {
    const { answer } = await preauthorised(setup, MARKETS.ca);
    expect((await setup.app.request(`/sandbox/card/${answer.transactionId}?frame=1`)).status).toBe(403);
    const ok = await setup.app.request(`/sandbox/card/${answer.transactionId}?frame=1&token=${encodeURIComponent(answer.token!)}`);
    expect(ok.status).toBe(200);
  });

  it('a placed order has nothing left to pay', async () => {
    const { answer } = await preauthorised(setup, MARKETS.uk);
    await submitForm(setup, `/sandbox/card/${answer.transactionId}`, { ...CARD, number: '4242424242424242', token: pageToken(answer) });
    expect((await setup.post('/v1/orders/place', { transactionId: answer.transactionId })).status).toBe(200);
    expect((await setup.app.request(answer.threeDSUrl!)).status).toBe(404);
  });
});

describe('redirect providers', () => {
  it('PhonePe at Mumbai: a branded page with Pay ₹X, failed and cancel', async () => {
    const mumbai = { ...MARKETS.in, hut: { id: '3102', sector: 'in-1' as const } };
    const { answer } = await preauthorised(setup, mumbai, { payment: { type: 'phone-pe', amount: 0, currency: 'INR' } });
    expect(answer.redirectUrl).toContain('/sandbox/phonepe/checkout?order_id=');
    const page = await (await setup.app.request(answer.redirectUrl!)).text();
    expect(page).toContain('PhonePe');
    expect(page).toMatch(/Pay ₹/);
    expect(page).toContain('Payment failed');
    const failed = await submitForm(setup, '/sandbox/phonepe/checkout', { order_id: answer.orderId, result: 'failed' });
    expect(Object.fromEntries(returnQuery(failed.location))).toMatchObject({ paymentStatus: 'decline', orderId: answer.orderId, customerOrderReference: answer.customerOrderReference });
    // Another provider's page does not take this order.
    expect((await setup.app.request(`/sandbox/razorpay/checkout?order_id=${answer.orderId}`)).status).toBe(404);
  });

  it('signs order_id|payment_id with HMAC-SHA256 and verifies in constant time', () => {
    const signature = signProviderPayment('order_1', 'pay_1', 'secret-key');
    expect(signature).toMatch(/^[0-9a-f]{64}$/);
    expect(verifyProviderPayment('order_1', 'pay_1', signature, 'secret-key')).toBe(true);
    expect(verifyProviderPayment('order_1', 'pay_2', signature, 'secret-key')).toBe(false);
    expect(verifyProviderPayment('order_1', 'pay_1', signature, 'other-key')).toBe(false);
    expect(verifyProviderPayment('order_1', 'pay_1', 'short', 'secret-key')).toBe(false);
  });
});

describe('wallet sheets', () => {
  const delivery = {
    payment: { type: 'googlePay' as const, amount: 0, currency: 'GBP' },
    disposition: { type: 'delivery' as const, when: 'asap' as const },
    customer: { name: 'Ada Lovelace', phone: '02071234567', email: 'ada@example.com', marketing: { all: false }, deliveryAddress: { address: '1 Camden Road', postcode: 'NW1 8QP' } },
  };

  it('Google Pay delivery: a shipping postcode not starting with the customer postcode is refused with SHIPPING_ADDRESS_INVALID', async () => {
    const { answer } = await preauthorised(setup, MARKETS.uk, delivery, fourMargheritas());
    expect(answer.redirectUrl).toContain(`/sandbox/wallet/${answer.transactionId}`);
    const sheet = await (await setup.app.request(answer.redirectUrl!)).text();
    expect(sheet).toContain('Shipping postcode');
    const missing = await submitForm(setup, `/sandbox/wallet/${answer.transactionId}`, { result: 'pay', shippingPostcode: '', token: pageToken(answer) });
    expect(missing.status).toBe(422);
    expect(missing.text).toContain('No shipping postcode provided');
    const wrong = await submitForm(setup, `/sandbox/wallet/${answer.transactionId}`, { result: 'pay', shippingPostcode: 'SW1A 1AA', token: pageToken(answer) });
    expect(wrong.text).toContain('Customer provided invalid shipping postcode');
    expect(wrong.text).toContain('SHIPPING_ADDRESS_INVALID');
    const paid = await submitForm(setup, `/sandbox/wallet/${answer.transactionId}`, { result: 'pay', shippingPostcode: 'nw1 8qp', token: pageToken(answer) });
    expect(Object.fromEntries(returnQuery(paid.location))).toMatchObject({ paymentStatus: 'success', postcode: 'NW1 8QP', dispositionType: 'delivery', paymentType: 'googlePay' });
    expect((await setup.post('/v1/orders/place', { transactionId: answer.transactionId })).status).toBe(200);
  });

  it('Google Pay delivery: the page says it localised by search (shippingCheck=skip); the sheet carries it and skips the check (13-G14)', async () => {
    const { answer } = await preauthorised(setup, MARKETS.uk, delivery, fourMargheritas());
    const sheet = await (await setup.app.request(`${answer.redirectUrl!}&shippingCheck=skip`)).text();
    expect(sheet).toContain('name="shippingCheck" value="skip"');
    const plain = await (await setup.app.request(answer.redirectUrl!)).text();
    expect(plain).not.toContain('name="shippingCheck"');
    const paid = await submitForm(setup, `/sandbox/wallet/${answer.transactionId}`, { result: 'pay', shippingPostcode: '', shippingCheck: 'skip', token: pageToken(answer) });
    expect(returnQuery(paid.location).get('paymentStatus')).toBe('success');
  });

  it('PayPal: Cancel returns paymentStatus=cancel and the order cannot be placed', async () => {
    const { answer } = await preauthorised(setup, MARKETS.uk, { payment: { type: 'paypal', amount: 0, currency: 'GBP' } });
    const cancel = await submitForm(setup, `/sandbox/wallet/${answer.transactionId}`, { result: 'cancel', token: pageToken(answer) });
    expect(returnQuery(cancel.location).get('paymentStatus')).toBe('cancel');
    expect((await setup.post('/v1/orders/place', { transactionId: answer.transactionId })).status).toBe(409);
  });
});

describe('Luhn', () => {
  it('accepts the test cards and refuses a changed digit', () => {
    expect(passesLuhn('4242424242424242')).toBe(true);
    expect(passesLuhn('4000000000003220')).toBe(true);
    expect(passesLuhn('4242424242424241')).toBe(false);
  });
});
