import { describe, expect, it } from 'vitest';
import { buildTransaction, checkoutStepEvent, purchaseEvent, purchaseFailedEvent, testTrafficKind, type TransactionInput } from '../../../src/domain/analytics/transaction';

const input = (overrides: Partial<TransactionInput> = {}): TransactionInput => ({
  orderId: 'ord-1',
  currency: 'EUR',
  lines: [{ id: 'pz-1', name: 'Reine', category: 'pizzas', price: 12.999, quantity: 1 }],
  discount: 3,
  disposition: 'delivery',
  scheduledFor: null,
  hutId: 'fr-test-1',
  deliveryFee: 2.5,
  tip: 0,
  displayGross: 22.49,
  tax: 2.04,
  payLaterSurcharge: 0,
  paymentType: 'hipay',
  processedAt: new Date('2026-11-26T18:00:00Z'),
  test: false,
  ...overrides,
});

describe('the transaction (14-G5)', () => {
  it('has the spec’s shape, in the market’s currency (C16), revenue from displayGross', () => {
    const transaction = buildTransaction(input());
    expect(transaction).toEqual({
      id: 'ord-1',
      currency: 'EUR',
      lines: [{ id: 'pz-1', name: 'Reine', category: 'pizzas', price: 13, quantity: 1 }],
      discount: 3,
      shipping: { deliveryTime: 'asap', storeId: 'fr-test-1', type: 'delivery', deliveryFee: 2.5, tip: 0 },
      value: { displayGross: 22.49, tax: 2.04, payLaterSurcharge: 0 },
      paymentType: 'hipay',
      timestamp: '2026-11-26T18:00:00.000Z',
      test: false,
    });
    expect(purchaseEvent(transaction)).toMatchObject({ type: 'purchase', transactionId: 'ord-1', currency: 'EUR', revenue: 22.49 });
    expect(purchaseFailedEvent(transaction, 'PAYMENT_DECLINED')).toMatchObject({ type: 'purchaseFailed', revenue: 22.49, code: 'PAYMENT_DECLINED' });
  });

  it('splits collection into CURBSIDE / INSTORE, drops the delivery fee, keeps a scheduled time and the pay-later surcharge', () => {
    const transaction = buildTransaction(input({ disposition: 'collection', collectionType: 'CURBSIDE', scheduledFor: new Date('2026-11-26T19:30:00Z'), payLaterSurcharge: 1, paymentType: 'paylater_credit' }));
    expect(transaction.shipping).toEqual({ deliveryTime: '2026-11-26T19:30Z', storeId: 'fr-test-1', type: 'CURBSIDE', deliveryFee: 0, tip: 0 });
    expect(transaction.value.payLaterSurcharge).toBe(1);
    expect(buildTransaction(input({ disposition: 'collection' })).shipping.type).toBe('INSTORE');
  });
});

describe('checkout steps (14-G6)', () => {
  it('stamps the order time on step 3 only', () => {
    const at = new Date('2026-11-26T18:00:00Z');
    expect(checkoutStepEvent(1, at, 'card')).toEqual({ type: 'checkoutStep', step: 1, paymentType: 'card' });
    expect(checkoutStepEvent(2, at)).toEqual({ type: 'checkoutStep', step: 2 });
    expect(checkoutStepEvent(3, at)).toEqual({ type: 'checkoutStep', step: 3, orderTime: '2026-11-26T18:00:00.000Z' });
  });
});

describe('test traffic (14-G7)', () => {
  it('is the test hut, the test-kind customer name or the synthetic level', () => {
    expect(testTrafficKind({ hutTest: true, customerName: 'Ada', level: 'production' })).toBe('test-hut');
    expect(testTrafficKind({ hutTest: false, customerName: 'TEST Ada', level: 'production' })).toBe('test-customer');
    expect(testTrafficKind({ hutTest: false, customerName: 'Tester', level: 'synthetic' })).toBe('synthetic');
    expect(testTrafficKind({ hutTest: false, customerName: 'Tester', level: 'canary' })).toBeNull();
  });
});
