import { describe, expect, it } from 'vitest';
import { acceptedMarks } from '../../../src/domain/checkout/accepted-payments';

// The seeded huts' supportedPayment (server/db/seed/huts/*.ts).
describe('accepted-payments strip from the hut (spec 1 §2, §3; 10-G31)', () => {
  it('shows PayPal only where the hut takes it', () => {
    expect(acceptedMarks(['card', 'cash', 'paypal', 'googlePay', 'applePay'])).toEqual([
      'visa',
      'mastercard',
      'amex',
      'paypal',
      'applepay',
      'googlepay',
    ]);
    expect(acceptedMarks(['card', 'cash', 'ticket'])).toEqual(['visa', 'mastercard', 'amex']);
    expect(acceptedMarks(['card', 'cash', 'googlePay', 'applePay'])).toEqual(['visa', 'mastercard', 'amex', 'applepay', 'googlepay']);
  });

  it("shows India's issuer icons and no card brands (no direct card there)", () => {
    expect(acceptedMarks(['razorpay', 'paytm', 'phone-pe', 'cash'])).toEqual(['razorpay', 'phonepe', 'paytm']);
    expect(acceptedMarks(['razorpay', 'paytm', 'cash'])).toEqual(['razorpay', 'paytm']);
  });

  it('has nothing to show for cash only', () => {
    expect(acceptedMarks(['cash'])).toEqual([]);
  });
});
