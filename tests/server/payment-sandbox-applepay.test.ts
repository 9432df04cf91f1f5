import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOrderTestApp, fourMargheritas, MARKETS, pageToken, preauthorised, returnQuery, submitForm, type OrderTestApp } from './orders-setup';

// The sandbox Apple Pay sheet (spec 2 §5; 06-G20): a delivery order's wallet contact passes the
// Apple Pay response check before anything is paid; a failing contact re-renders the sheet.
let setup: OrderTestApp;

beforeAll(async () => {
  setup = await createOrderTestApp();
});

afterAll(async () => {
  await setup.testDb.cleanup();
});

const applePayDelivery = {
  payment: { type: 'applePay' as const, amount: 0, currency: 'GBP' },
  disposition: { type: 'delivery' as const, when: 'asap' as const },
  customer: {
    name: 'Ada Lovelace',
    phone: '020 7123 4567',
    email: 'ada@example.com',
    marketing: { all: false },
    deliveryAddress: { address: '186 Camden High Street', postcode: 'NW1 8QP' },
  },
};

/** The customer's own wallet contact, as they would give it on the sheet. */
const CONTACT = {
  givenName: 'Ada',
  familyName: 'Lovelace',
  addressLine: '186 Camden High Street',
  postalCode: 'NW1 8QP',
  emailAddress: 'ada@example.com',
  phoneNumber: '020 7123 4567',
  billingGivenName: 'Ada',
  billingFamilyName: 'Lovelace',
  billingCountry: 'GB',
};

async function paymentStatus(transactionId: string) {
  const row = await setup.testDb.handle.db.selectFrom('payments').select('status').where('transaction_id', '=', transactionId).executeTakeFirstOrThrow();
  return row.status;
}

async function applePayOrder() {
  const { answer } = await preauthorised(setup, MARKETS.uk, applePayDelivery, fourMargheritas());
  expect(answer.redirectUrl).toContain(`/sandbox/wallet/${answer.transactionId}`);
  return { answer, url: `/sandbox/wallet/${answer.transactionId}`, token: pageToken(answer) };
}

describe('the Apple Pay sheet for a delivery order', () => {
  // Issue 12: the sheet was prefilled from the order (name, street, e-mail, phone) for anyone holding
  // the URL; it now holds the sandbox wallet's own contact (tests/server/order-privacy.test.ts).
  it("shows the shipping and billing contact prefilled with the sandbox wallet's own; the customer's contact pays and the order places", async () => {
    const { answer, url, token } = await applePayOrder();
    const sheet = await (await setup.app.request(answer.redirectUrl!)).text();
    for (const label of ['Shipping contact', 'Given name', 'Family name', 'Street address', 'Postcode', 'Email', 'Phone', 'Billing contact', 'Country']) {
      expect(sheet).toContain(label);
    }
    expect(sheet).toContain('value="Sandbox"');
    expect(sheet).toContain('value="Wallet"');
    expect(sheet).toContain('value="wallet@example.com"');
    expect(sheet).not.toContain('ada@example.com');
    expect(sheet).not.toContain('Lovelace');
    expect(sheet).toContain('value="GB"');
    expect(sheet).not.toContain('<script');
    const paid = await submitForm(setup, url, { token, result: 'pay', ...CONTACT });
    expect(paid.status).toBe(303);
    expect(Object.fromEntries(returnQuery(paid.location))).toMatchObject({ paymentStatus: 'success', dispositionType: 'delivery', paymentType: 'applePay' });
    expect((await setup.post('/v1/orders/place', { transactionId: answer.transactionId })).status).toBe(200);
  });

  it("a padded contact is normalised first: another postcode of the same hut, lower case, and a +44 phone pay", async () => {
    const { url, token } = await applePayOrder();
    const paid = await submitForm(setup, url, { token, result: 'pay', ...CONTACT, givenName: ' Ada ', postalCode: ' nw5 2hx ', phoneNumber: ' +44 (20) 7123-4567 ' });
    expect(returnQuery(paid.location).get('paymentStatus')).toBe('success');
  });

  it("a bad postcode re-renders the sheet with 'Postcode is invalid' and pays nothing", async () => {
    const { answer, url, token } = await applePayOrder();
    const refused = await submitForm(setup, url, { token, result: 'pay', ...CONTACT, postalCode: 'NOT A CODE' });
    expect(refused.status).toBe(422);
    expect(refused.text).toContain('Postcode is invalid');
    expect(refused.text).toContain('role="alert"');
    expect(refused.text).toContain('id="postalCode" name="postalCode" value="NOT A CODE"');
    expect(refused.text).toMatch(/id="postalCode"[^>]*aria-invalid="true"/);
    expect(await paymentStatus(answer.transactionId)).toBe('pending');
    expect((await setup.post('/v1/orders/place', { transactionId: answer.transactionId })).status).not.toBe(200);
  });

  it('a missing street line is refused; every failing check is shown', async () => {
    const { answer, url, token } = await applePayOrder();
    const refused = await submitForm(setup, url, { token, result: 'pay', ...CONTACT, addressLine: '  ', emailAddress: 'ada@', billingCountry: '' });
    expect(refused.status).toBe(422);
    expect(refused.text).toContain('street address line required');
    expect(refused.text).toContain('valid email required');
    expect(refused.text).toContain('billing country required');
    expect(await paymentStatus(answer.transactionId)).toBe('pending');
  });

  it("a valid postcode another hut delivers to: 'the shipping postcode must resolve to the same hut'", async () => {
    const { answer, url, token } = await applePayOrder();
    const refused = await submitForm(setup, url, { token, result: 'pay', ...CONTACT, postalCode: 'SW9 8HE' });
    expect(refused.status).toBe(422);
    expect(refused.text).toContain('the shipping postcode must resolve to the same hut');
    expect(await paymentStatus(answer.transactionId)).toBe('pending');
    // The corrected contact then pays.
    expect(returnQuery((await submitForm(setup, url, { token, result: 'pay', ...CONTACT })).location).get('paymentStatus')).toBe('success');
  });

  it('Cancel is not checked: it cancels', async () => {
    const { answer, url, token } = await applePayOrder();
    const cancel = await submitForm(setup, url, { token, result: 'cancel' });
    expect(returnQuery(cancel.location).get('paymentStatus')).toBe('cancel');
    expect(await paymentStatus(answer.transactionId)).toBe('cancelled');
  });
});

describe('the Apple Pay sheet for a collection order', () => {
  it('asks no contact and skips the checks', async () => {
    const { answer } = await preauthorised(setup, MARKETS.uk, { payment: { type: 'applePay', amount: 0, currency: 'GBP' } });
    const sheet = await (await setup.app.request(answer.redirectUrl!)).text();
    expect(sheet).not.toContain('Shipping contact');
    const paid = await submitForm(setup, `/sandbox/wallet/${answer.transactionId}`, { result: 'pay', token: pageToken(answer) });
    expect(Object.fromEntries(returnQuery(paid.location))).toMatchObject({ paymentStatus: 'success', dispositionType: 'collection', paymentType: 'applePay' });
  });
});
