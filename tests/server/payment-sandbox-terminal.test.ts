import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderPayloadSchema } from '../../src/api/contract/orders';
import { enrolDevice, setEnrolmentCode } from '../../server/services/kiosk-devices';
import { createOrderTestApp, MARKETS, orderPayload, pageToken, preauthorised, returnQuery, submitForm, twoMargheritas, type OrderTestApp } from './orders-setup';

// The kiosk's payments (issue 07; checklist §4, 07): the spec's offline types keep their meaning at
// a kiosk — `card` is paid on the card terminal by the counter (a sandbox page standing in for it),
// `cash` is paid at the counter on collection, so the order is placed at once.
let setup: OrderTestApp;
/** The kiosk tablet's credential header (issue 12: a kiosk is an enrolled device, not a body claim). */
let device: Record<string, string>;

beforeAll(async () => {
  setup = await createOrderTestApp();
  await setEnrolmentCode(setup.testDb.handle.db, { sector: 'uk-1', hutId: '1101', code: 'CAMDEN-STAFF' });
  const enrolled = await enrolDevice(setup.testDb.handle.db, { sector: 'uk-1', hutId: '1101', enrolmentCode: 'CAMDEN-STAFF' });
  device = { 'x-kiosk-device': enrolled!.credential };
});

afterAll(async () => {
  await setup.testDb.cleanup();
});

/** A kiosk customer gives a name only: no phone, no email. */
const KIOSK = { channel: 'kiosk' as const, customer: { name: 'Ada', marketing: { all: false } } };

async function paymentRow(transactionId: string) {
  return setup.testDb.handle.db.selectFrom('payments').selectAll().where('transaction_id', '=', transactionId).executeTakeFirstOrThrow();
}

async function orderRow(transactionId: string) {
  return setup.testDb.handle.db.selectFrom('orders').select(['provider', 'state', 'payment_type']).where('transaction_id', '=', transactionId).executeTakeFirstOrThrow();
}

describe('the order contract and the kiosk', () => {
  it('a web order still needs its email and phone; a kiosk order is a name alone', () => {
    const web = orderPayload(MARKETS.uk, twoMargheritas(), 20, { customer: { name: 'Ada', marketing: { all: false } } });
    const refused = orderPayloadSchema.safeParse(web);
    expect(refused.success).toBe(false);
    expect(refused.error?.issues.map((issue) => issue.path.join('.')).sort()).toEqual(['customer.email', 'customer.phone']);
    expect(orderPayloadSchema.safeParse({ ...web, channel: 'web' }).success).toBe(false);
    expect(orderPayloadSchema.safeParse({ ...web, ...KIOSK }).success).toBe(true);
  });

  it('a kiosk order is collected, never delivered', () => {
    const payload = orderPayload(MARKETS.uk, twoMargheritas(), 20, { ...KIOSK, disposition: { type: 'delivery', when: 'asap' } });
    const result = orderPayloadSchema.safeParse(payload);
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['disposition.type']);
  });

  it('the preauthorise route refuses a web order without contact details with the field paths', async () => {
    const payload = orderPayload(MARKETS.uk, twoMargheritas(), 20, { customer: { name: 'Ada', marketing: { all: false } } });
    const res = await setup.post('/v1/orders/preauthorise', payload);
    expect(res.status).toBe(400);
    const text = await res.text();
    expect(text).toContain('customer.email');
    expect(text).toContain('customer.phone');
  });
});

describe('the card terminal', () => {
  it('a kiosk card goes to the terminal page: the amount, the instruction and three answers, no script', async () => {
    const { answer, total } = await preauthorised(setup, MARKETS.uk, KIOSK, undefined, device);
    expect(answer.threeDSUrl).toBeUndefined();
    expect(answer.redirectUrl).toBe(`/sandbox/terminal/${answer.transactionId}?returnUrl=${encodeURIComponent('/order/card-details/')}&token=${pageToken(answer)}`);
    expect(await orderRow(answer.transactionId)).toMatchObject({ provider: 'terminal', payment_type: 'card' });
    const res = await setup.app.request(answer.redirectUrl!);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const page = await res.text();
    expect(page).toContain('Card terminal');
    expect(page).toContain(`£${total.toFixed(2)}`);
    expect(page).toContain('Tap, insert or swipe your card on the terminal');
    for (const label of ['Card approved', 'Card declined', 'Cancel']) expect(page).toContain(label);
    expect(page).toContain(answer.customerOrderReference);
    expect(page).not.toContain('<script');
  });

  it('approved: returns success with the card-details values, and the order places', async () => {
    const { answer, total } = await preauthorised(setup, MARKETS.uk, KIOSK, undefined, device);
    // Not paid yet: placing waits for the terminal.
    expect((await setup.post('/v1/orders/place', { transactionId: answer.transactionId })).status).toBe(409);
    const result = await submitForm(setup, `/sandbox/terminal/${answer.transactionId}`, { result: 'approved', returnUrl: '/order/card-details/', token: pageToken(answer) });
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
    });
    expect((await paymentRow(answer.transactionId)).status).toBe('authorised');
    expect((await setup.post('/v1/orders/place', { transactionId: answer.transactionId })).status).toBe(200);
    // Paid and placed: the terminal has nothing left to take.
    expect((await setup.app.request(answer.redirectUrl!)).status).toBe(404);
  });

  it('declined: returns decline and the place call answers 402; cancel returns cancel', async () => {
    const declined = await preauthorised(setup, MARKETS.uk, KIOSK, undefined, device);
    const result = await submitForm(setup, `/sandbox/terminal/${declined.answer.transactionId}`, { result: 'declined', token: pageToken(declined.answer) });
    expect(returnQuery(result.location).get('paymentStatus')).toBe('decline');
    expect((await paymentRow(declined.answer.transactionId)).status).toBe('declined');
    const place = await setup.post('/v1/orders/place', { transactionId: declined.answer.transactionId });
    expect(place.status).toBe(402);

    const cancelled = await preauthorised(setup, MARKETS.uk, KIOSK, undefined, device);
    const cancel = await submitForm(setup, `/sandbox/terminal/${cancelled.answer.transactionId}`, { result: 'cancel', token: pageToken(cancelled.answer) });
    expect(returnQuery(cancel.location).get('paymentStatus')).toBe('cancel');
    expect((await paymentRow(cancelled.answer.transactionId)).status).toBe('cancelled');
  });

  it('an unknown answer is refused and records nothing', async () => {
    const { answer } = await preauthorised(setup, MARKETS.uk, KIOSK, undefined, device);
    const result = await submitForm(setup, `/sandbox/terminal/${answer.transactionId}`, { result: 'maybe', token: pageToken(answer) });
    expect(result.status).toBe(422);
    expect((await paymentRow(answer.transactionId)).status).toBe('pending');
  });

  it('pay at the counter: a kiosk cash order has no provider and places at once', async () => {
    const { answer } = await preauthorised(setup, MARKETS.uk, { ...KIOSK, payment: { type: 'cash', amount: 0, currency: 'GBP' } }, undefined, device);
    expect(answer.redirectUrl).toBeUndefined();
    expect(answer.threeDSUrl).toBeUndefined();
    expect(await orderRow(answer.transactionId)).toMatchObject({ provider: 'none', payment_type: 'cash' });
    expect((await setup.post('/v1/orders/place', { transactionId: answer.transactionId })).status).toBe(200);
  });

  it('a web order never reaches the terminal: its card goes to the hosted card page as before', async () => {
    for (const changes of [{}, { channel: 'web' as const }]) {
      const { answer } = await preauthorised(setup, MARKETS.uk, changes);
      expect(answer.threeDSUrl).toContain(`/sandbox/card/${answer.transactionId}`);
      expect(answer.redirectUrl).toBeUndefined();
      expect(await orderRow(answer.transactionId)).toMatchObject({ provider: 'worldpay' });
      expect((await setup.app.request(`/sandbox/terminal/${answer.transactionId}`)).status).toBe(404);
      const posted = await submitForm(setup, `/sandbox/terminal/${answer.transactionId}`, { result: 'approved' });
      expect(posted.status).toBe(404);
      expect((await paymentRow(answer.transactionId)).status).toBe('pending');
    }
  });

  it("the hosted card page does not take a kiosk's terminal order", async () => {
    const { answer } = await preauthorised(setup, MARKETS.uk, KIOSK, undefined, device);
    expect((await setup.app.request(`/sandbox/card/${answer.transactionId}`)).status).toBe(404);
    const posted = await submitForm(setup, `/sandbox/card/${answer.transactionId}`, { number: '4242424242424242', expiry: '12/30', cvc: '123', name: 'Ada' });
    expect(posted.status).toBe(404);
  });

  it('the sandbox stylesheet carries the terminal look', async () => {
    const css = await (await setup.app.request('/sandbox/sandbox.css')).text();
    expect(css).toContain('.brand-terminal .amount');
  });
});
