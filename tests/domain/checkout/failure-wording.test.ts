import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { PAYMENT_FAMILIES, paymentFamily } from '../../../src/domain/checkout/failure-wording';
import { PAYMENT_TYPES } from '../../../src/domain/markets/ids';

// 13-G18: the family each payment type and provider-page method is worded by, and the words in en and fr.
describe('paymentFamily', () => {
  it('words UPI, net banking and wallets by their method, never as a card', () => {
    expect(paymentFamily('paytm', 'upi')).toBe('upi');
    expect(paymentFamily('razorpay', 'netbanking')).toBe('netbanking');
    expect(paymentFamily('razorpay', 'wallet')).toBe('wallet');
    expect(paymentFamily('razorpay', 'card')).toBe('card');
    expect(paymentFamily('paytm')).toBe('wallet');
    expect(paymentFamily('phone-pe')).toBe('wallet');
    expect(paymentFamily('applePay')).toBe('applePay');
    expect(paymentFamily('googlePay3DS')).toBe('googlePay');
    expect(paymentFamily('paypal')).toBe('paypal');
    expect(paymentFamily('hipay')).toBe('card');
    expect(paymentFamily(null)).toBe('card');
  });

  it('gives every payment type a family', () => {
    for (const type of PAYMENT_TYPES) expect(PAYMENT_FAMILIES).toContain(paymentFamily(type));
  });
});

describe('the words exist in English and French', () => {
  for (const lang of ['en', 'fr']) {
    it(`${lang}: decline, cancel and the name for every family, and the pending text`, () => {
      const strings = JSON.parse(readFileSync(`src/i18n/locales/${lang}.ordererror.json`, 'utf8')) as {
        byMethod: Record<string, { name: string; declined: { title: string; description: string }; cancelled: string }>;
        pending: { title: string; description: string };
        noPaymentAccount: string;
      };
      // The 48-hour hold (S2 §8) for methods that are no card never mentions a card.
      expect(strings.noPaymentAccount).toMatch(/48/);
      expect(strings.noPaymentAccount).not.toMatch(/card|carte/i);
      for (const family of PAYMENT_FAMILIES) {
        const words = strings.byMethod[family]!;
        expect([words.name, words.declined.title, words.declined.description, words.cancelled].every((text) => text.length > 3), family).toBe(true);
      }
      expect(strings.pending.description).toContain('{{method}}');
      // A UPI failure never reads as a card decline.
      expect(strings.byMethod.upi!.declined.title).toMatch(/UPI/);
      expect(strings.byMethod.upi!.declined.description).not.toMatch(/card|carte/i);
      // The texts differ per method.
      expect(new Set(PAYMENT_FAMILIES.map((family) => strings.byMethod[family]!.declined.title)).size).toBe(PAYMENT_FAMILIES.length);
    });
  }
});
