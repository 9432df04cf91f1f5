import { describe, expect, it } from 'vitest';
import { availablePaymentTypes, paymentTypeFor, type PaymentChoiceInput } from '../../../src/domain/checkout';
import { cashRefusedOnChannel } from '../../../src/domain/checkout/payment-methods';
import { marketConfig } from '../../../src/domain/markets';

function choices(market: 'UK' | 'IN', overrides: Partial<PaymentChoiceInput>) {
  const { payments } = marketConfig(market);
  return availablePaymentTypes({
    marketTypes: payments.types,
    hutOptIn: payments.hutOptIn,
    hutSupported: [],
    amountDue: 20,
    cashMaximum: null,
    loyaltyRedemption: false,
    signedIn: false,
    cashNeedsSignIn: false,
    ...overrides,
  });
}

// The seeded huts (server/db/seed/huts/README.md).
const CAMDEN = ['card', 'cash', 'paypal', 'googlePay', 'applePay'];
const IN_1 = ['razorpay', 'paytm', 'cash'];
const IN_3102 = ['razorpay', 'paytm', 'cash', 'phone-pe'];

describe('payment choices (spec 2 §5; C17)', () => {
  it('offers the market types the hut supports, in market order; a gift card is never a choice', () => {
    expect(choices('UK', { hutSupported: CAMDEN }).map((choice) => choice.type)).toEqual([
      'card',
      'applePay',
      'googlePay',
      'paypal',
      'cash',
    ]);
    expect(choices('UK', { hutSupported: ['cash', 'card'] }).map((choice) => choice.type)).toEqual(['card', 'cash']);
    expect(choices('UK', { hutSupported: [] })).toEqual([]);
  });

  it('adds an opt-in type only where the hut lists it (PhonePe at 3102)', () => {
    expect(choices('IN', { hutSupported: IN_1 }).map((choice) => choice.type)).toEqual(['razorpay', 'paytm', 'cash']);
    expect(choices('IN', { hutSupported: IN_3102 }).map((choice) => choice.type)).toEqual(['razorpay', 'paytm', 'cash', 'phone-pe']);
  });

  it('never lists a type twice', () => {
    const list = availablePaymentTypes({
      marketTypes: ['card', 'cash'],
      hutOptIn: ['card'],
      hutSupported: ['card', 'cash'],
      amountDue: 10,
      cashMaximum: null,
      loyaltyRedemption: false,
      signedIn: true,
      cashNeedsSignIn: false,
    });
    expect(list.map((choice) => choice.type)).toEqual(['card', 'cash']);
  });

  const cash = (list: ReturnType<typeof choices>) => list.find((choice) => choice.type === 'cash');

  it('allows cash only for orders under the hut maximum (Camden 50)', () => {
    expect(cash(choices('UK', { hutSupported: CAMDEN, cashMaximum: 50, amountDue: 49.99 }))?.disabledReason).toBeNull();
    expect(cash(choices('UK', { hutSupported: CAMDEN, cashMaximum: 50, amountDue: 50 }))?.disabledReason).toBe('CASH_LIMIT');
    expect(cash(choices('IN', { hutSupported: IN_1, cashMaximum: 5000, amountDue: 5200 }))?.disabledReason).toBe('CASH_LIMIT');
  });

  it('disables cash with loyalty redemption, and asks for sign-in where the hut needs it', () => {
    expect(cash(choices('UK', { hutSupported: CAMDEN, loyaltyRedemption: true }))?.disabledReason).toBe('LOYALTY_REDEMPTION');
    expect(cash(choices('UK', { hutSupported: CAMDEN, cashNeedsSignIn: true }))?.disabledReason).toBe('SIGN_IN_FOR_CASH');
    expect(cash(choices('UK', { hutSupported: CAMDEN, cashNeedsSignIn: true, signedIn: true }))?.disabledReason).toBeNull();
    // the first reason wins
    expect(
      cash(choices('UK', { hutSupported: CAMDEN, loyaltyRedemption: true, cashMaximum: 10, cashNeedsSignIn: true }))?.disabledReason,
    ).toBe('LOYALTY_REDEMPTION');
  });

  it('leaves the other types enabled', () => {
    const list = choices('UK', { hutSupported: CAMDEN, loyaltyRedemption: true, cashMaximum: 1 });
    expect(list.filter((choice) => choice.type !== 'cash').every((choice) => choice.disabledReason === null)).toBe(true);
  });

  it('12-G11, C39: a reward refuses the offline types (ticket, pay-later, the kiosk terminal) unless the flag allows; an online card stays', () => {
    const FR_HUT = ['card', 'applePay', 'googlePay', 'ticket', 'cash'];
    const fr = (overrides: Partial<PaymentChoiceInput>) =>
      availablePaymentTypes({
        marketTypes: ['card', 'applePay', 'googlePay', 'ticket', 'cash', 'paylater_credit'],
        hutOptIn: [],
        hutSupported: [...FR_HUT, 'paylater_credit'],
        amountDue: 20,
        cashMaximum: null,
        loyaltyRedemption: true,
        signedIn: true,
        cashNeedsSignIn: false,
        ...overrides,
      });
    const reasons = (list: ReturnType<typeof fr>) => Object.fromEntries(list.map((choice) => [choice.type, choice.disabledReason]));
    expect(reasons(fr({}))).toEqual({
      card: null,
      applePay: null,
      googlePay: null,
      ticket: 'LOYALTY_REDEMPTION',
      cash: 'LOYALTY_REDEMPTION',
      paylater_credit: 'LOYALTY_REDEMPTION',
    });
    // The kiosk's card is the counter terminal: offline.
    expect(reasons(fr({ kiosk: true })).card).toBe('LOYALTY_REDEMPTION');
    // The flag (14-G17 loyaltyWithOfflinePayments) opens ticket, pay-later and the terminal, never cash.
    const flagged = reasons(fr({ kiosk: true, loyaltyWithOfflinePayments: true }));
    expect([flagged.card, flagged.ticket, flagged.paylater_credit, flagged.cash]).toEqual([null, null, null, 'LOYALTY_REDEMPTION']);
    // Without a reward nothing is refused for it.
    expect(Object.values(reasons(fr({ loyaltyRedemption: false }))).every((reason) => reason === null)).toBe(true);
  });

  it('C47: a reward that leaves nothing to pay meets no cash rule', () => {
    expect(cash(choices('UK', { hutSupported: CAMDEN, loyaltyRedemption: true, amountDue: 0 }))?.disabledReason).toBeNull();
  });

  it("takes cash away on India's qr-takeaway channel", () => {
    expect(choices('IN', { hutSupported: IN_1, channel: 'qr-takeaway' }).map((choice) => choice.type)).toEqual(['razorpay', 'paytm']);
    expect(cash(choices('IN', { hutSupported: IN_1, channel: 'web' }))).toBeDefined();
  });

  it('13-G9: one rule for the page and the server: only qr-takeaway refuses cash', () => {
    expect(cashRefusedOnChannel('qr-takeaway')).toBe(true);
    expect(cashRefusedOnChannel('ph-website')).toBe(false);
    expect(cashRefusedOnChannel('kiosk')).toBe(false);
    expect(cashRefusedOnChannel(undefined)).toBe(false);
  });
});

describe('a payment of zero or less uses cash (spec 2 §5)', () => {
  it.each([
    ['card', 12.5, 'card'],
    ['card', 0.01, 'card'],
    ['card', 0, 'cash'],
    ['razorpay', -3, 'cash'],
  ] as const)('%s for %d → %s', (type, amount, expected) => expect(paymentTypeFor(type, amount)).toBe(expected));
});
