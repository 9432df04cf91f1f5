import { describe, expect, it } from 'vitest';
import { marketConfig } from '../../../src/domain/markets';
import { isPayLater, payLaterCapExceeded, payLaterSurchargeOf, paymentSurchargeFor, withPaymentSurcharge } from '../../../src/domain/pricing/pay-later';
import { availablePaymentTypes, type PaymentChoiceInput } from '../../../src/domain/checkout/payment-methods';

// 13-G5 (C39) with the market records' numbers: UK credit 0.99, FR credit 1.00, debit free; caps 100.
const UK = marketConfig('UK').orderRules;
const FR = marketConfig('FR').orderRules;

describe('the market numbers (picks written in the market records)', () => {
  it('UK and France charge for credit, not for debit, and cap at 100', () => {
    expect(UK.payLaterSurcharge).toEqual({ credit: 0.99, debit: 0 });
    expect(FR.payLaterSurcharge).toEqual({ credit: 1, debit: 0 });
    expect([UK.payLaterCap, FR.payLaterCap]).toEqual([100, 100]);
    expect(marketConfig('UK').payments.hutOptIn).toEqual(expect.arrayContaining(['paylater_credit', 'paylater_debit']));
  });
});

describe('paymentSurchargeFor / withPaymentSurcharge', () => {
  it('credit carries the market surcharge; debit and other types none', () => {
    expect(paymentSurchargeFor('paylater_credit', UK.payLaterSurcharge)).toEqual({ type: 'paymentSurcharge', amount: 0.99 });
    expect(paymentSurchargeFor('paylater_debit', UK.payLaterSurcharge)).toBeNull();
    expect(paymentSurchargeFor('card', UK.payLaterSurcharge)).toBeNull();
    expect(paymentSurchargeFor(null, UK.payLaterSurcharge)).toBeNull();
    expect([isPayLater('paylater_debit'), isPayLater('paylater'), isPayLater('cash')]).toEqual([true, false, false]);
  });

  it('replaces the payment surcharge on type change and keeps the other chosen ones', () => {
    const tip = { type: 'driverTip' as const, amount: 2, tippingOption: '10%' };
    const credit = withPaymentSurcharge([tip], 'paylater_credit', FR.payLaterSurcharge);
    expect(credit).toEqual([tip, { type: 'paymentSurcharge', amount: 1 }]);
    expect(withPaymentSurcharge([...credit, { type: 'paymentSurcharge', amount: 5 }], 'paylater_credit', FR.payLaterSurcharge)).toEqual(credit);
    expect(withPaymentSurcharge(credit, 'card', FR.payLaterSurcharge)).toEqual([tip]);
  });

  it('payLaterSurchargeOf sums the payment surcharges only', () => {
    expect(payLaterSurchargeOf([{ type: 'DELIVERY', amount: 1.99 }, { type: 'paymentSurcharge', amount: 0.99 }])).toBe(0.99);
    expect(payLaterSurchargeOf([{ type: 'DELIVERY', amount: 1.99 }])).toBe(0);
  });
});

describe('the cap', () => {
  it('allows the cap itself and refuses a penny over, for pay-later only', () => {
    expect(payLaterCapExceeded('paylater_credit', 100, 100)).toBe(false);
    expect(payLaterCapExceeded('paylater_credit', 100.01, 100)).toBe(true);
    expect(payLaterCapExceeded('card', 500, 100)).toBe(false);
  });

  const input = (amountDue: number, currentPaymentSurcharge = 0): PaymentChoiceInput => ({
    marketTypes: ['card', 'cash'],
    hutOptIn: ['paylater_credit', 'paylater_debit'],
    hutSupported: ['card', 'cash', 'paylater_credit', 'paylater_debit'],
    amountDue,
    cashMaximum: null,
    loyaltyRedemption: false,
    signedIn: false,
    cashNeedsSignIn: false,
    payLater: { cap: UK.payLaterCap, surcharges: UK.payLaterSurcharge, currentPaymentSurcharge },
  });
  const reasons = (choices: ReturnType<typeof availablePaymentTypes>) => Object.fromEntries(choices.map((choice) => [choice.type, choice.disabledReason]));

  it('the page turns a kind off when the amount with its own surcharge is over the cap', () => {
    // 99.50 by credit would be 100.49: over; by debit 99.50: fine.
    expect(reasons(availablePaymentTypes(input(99.5)))).toEqual({ card: null, cash: null, paylater_credit: 'PAY_LATER_LIMIT', paylater_debit: null });
    // Credit chosen already: 100.49 due includes its 0.99, so debit would be 99.50 and stays on.
    expect(reasons(availablePaymentTypes(input(100.49, 0.99)))).toMatchObject({ paylater_credit: 'PAY_LATER_LIMIT', paylater_debit: null });
    expect(reasons(availablePaymentTypes(input(99)))).toMatchObject({ paylater_credit: null, paylater_debit: null });
    expect(reasons(availablePaymentTypes(input(120)))).toMatchObject({ paylater_credit: 'PAY_LATER_LIMIT', paylater_debit: 'PAY_LATER_LIMIT' });
  });
});
