import { describe, expect, it } from 'vitest';
import { validateCheckout, type CheckoutValidationInput } from '../../../src/domain/checkout';
import { checkoutForm } from './form';

// At a store's kiosk (issue 07) an order is called out by name at the counter: the checkout asks
// the name (or first and last name, per market) and how to pay — card at the terminal or at the
// counter — and nothing else.

function kiosk(market: CheckoutValidationInput['market'], fields: Parameters<typeof checkoutForm>[0], paymentType: string | null = 'card'): CheckoutValidationInput {
  return { market, disposition: 'collection', password: '', paymentType, postcodeCheck: 'unknown', kiosk: true, form: checkoutForm(fields) };
}

describe('kiosk checkout validation', () => {
  it('a name and a payment choice are enough: no email, phone, terms or address', () => {
    expect(validateCheckout(kiosk('UK', { name: 'Sam' }))).toEqual({});
    expect(validateCheckout(kiosk('UK', { name: 'Sam' }, 'cash'))).toEqual({});
    // India's terms and a delivery's address are not asked either.
    expect(validateCheckout(kiosk('IN', { name: 'Priya' }))).toEqual({});
    expect(validateCheckout({ ...kiosk('UK', { name: 'Sam' }), disposition: 'delivery', postcodeCheck: 'not-deliverable' })).toEqual({});
  });

  it('France and Canada ask first and last name', () => {
    expect(validateCheckout(kiosk('FR', { firstName: 'Amélie', lastName: 'Poulain' }))).toEqual({});
    expect(validateCheckout(kiosk('CA', { firstName: 'Sam' }))).toEqual({ lastName: 'REQUIRED' });
    expect(validateCheckout(kiosk('FR', {}))).toEqual({ firstName: 'REQUIRED', lastName: 'REQUIRED' });
  });

  it('the name is required and checked as on the web', () => {
    expect(validateCheckout(kiosk('UK', { name: '' }))).toEqual({ name: 'REQUIRED' });
    expect(validateCheckout(kiosk('UK', { name: ' ^ ' }))).toEqual({ name: 'REQUIRED' });
    expect(validateCheckout(kiosk('UK', { name: 'Sam 2' }))).toEqual({ name: 'INVALID_NAME' });
  });

  it('a payment choice is required', () => {
    expect(validateCheckout(kiosk('UK', { name: 'Sam' }, null))).toEqual({ paymentType: 'REQUIRED' });
  });

  it('what a customer left in other fields is not judged', () => {
    const leftOvers = { name: 'Sam', email: 'not an email', phone: '12', instructions: 'x'.repeat(500) };
    expect(validateCheckout({ ...kiosk('UK', leftOvers), password: 'weak' })).toEqual({});
  });

  it('without the flag the web rules still apply', () => {
    const web = { ...kiosk('UK', { name: 'Sam' }), kiosk: false };
    expect(validateCheckout(web)).toMatchObject({ email: 'REQUIRED', phone: 'REQUIRED' });
  });
});
