import { describe, expect, it } from 'vitest';
import { validateCheckout, type CheckoutValidationInput } from '../../../src/domain/checkout';
import en from '../../../src/i18n/locales/en.checkout.json';
import enIN from '../../../src/i18n/locales/en-IN.checkout.json';
import fr from '../../../src/i18n/locales/fr.checkout.json';
import { checkoutForm } from './form';

// 11-G20 reading: India's checkout sign-up ("Password (optional)") has the India rule, at most two
// sequential and at most two repeating characters; the other markets keep spec 2 §5's rule.

function input(market: 'IN' | 'UK', password: string): CheckoutValidationInput {
  const fields =
    market === 'IN'
      ? { name: 'Priya Sharma', phone: '98765 43210', interior: 'Flat 4, 2nd floor' }
      : { name: 'Sam Smith', phone: '020 7946 0101', addressLine1: '12 Parkway', postcode: 'NW1 8QP' };
  return {
    market,
    disposition: 'delivery',
    password,
    paymentType: 'cash',
    postcodeCheck: 'ok',
    form: checkoutForm({ email: 'sam@example.com', termsAccepted: true, ...fields }),
  };
}

describe('India checkout password (11-G20)', () => {
  it.each(['Pizzabc25', 'Pizza123x', 'Pizza321x', 'Piiizza25', 'Pizza2000', 'XyZaaa9b'])('refuses %j in India, as the account forms do', (password) => {
    expect(validateCheckout(input('IN', password)).password).toBe('WEAK_PASSWORD');
  });

  it.each(['Pizzabc25', 'Pizza123x', 'Piiizza25', 'Pizza2000'])('keeps accepting %j elsewhere (spec 2 §5 rule only)', (password) => {
    expect(validateCheckout(input('UK', password)).password).toBeUndefined();
  });

  it('accepts two in a row and still needs the general parts in India', () => {
    expect(validateCheckout(input('IN', 'Pizza2025')).password).toBeUndefined(); // 'zz' and '20' are two
    expect(validateCheckout(input('IN', 'Pizzab25')).password).toBeUndefined();
    expect(validateCheckout(input('IN', 'pizza2025')).password).toBe('WEAK_PASSWORD');
    expect(validateCheckout(input('IN', '')).password).toBeUndefined(); // optional
  });

  it("has the hint's words in English and French, and India's message names the limit", () => {
    for (const strings of [en, fr]) {
      expect(strings.hints.passwordParts.noSequence).toMatch(/abc/);
      expect(strings.hints.passwordParts.noRepeat.length).toBeGreaterThan(0);
    }
    expect(enIN.errors.WEAK_PASSWORD).toMatch(/no run of 3/);
    expect(en.errors.WEAK_PASSWORD).not.toMatch(/run/);
  });
});
