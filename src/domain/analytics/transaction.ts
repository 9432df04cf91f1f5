/**
 * The purchase transaction (14-G5), checkout steps (14-G6) and test traffic (14-G7).
 * "id, currency, cart lines, discount, shipping (deliveryTime asap or scheduled, storeId, type, deliveryFee,
 * tip), value (displayGross, tax, payLaterSurcharge), payment type, timestamp. Collection types: CURBSIDE,
 * INSTORE" (S2 §3). "Purchase sends transaction id, currency and revenue from displayGross" (S3 §7.4).
 * Currency: the market's, not the spec's fixed GBP (C16). Amounts are in the market's main unit, rounded
 * to 2 places (money/round). Pick: a scheduled deliveryTime is ISO 8601 UTC to the minute
 * ('2026-11-26T19:30Z'), the same text as dimension 9.
 */
import { testOrderKind, type TestOrderKind } from '../checkout/test-orders';
import type { FlagLevel } from '../flags/flags';
import type { PaymentType } from '../markets/ids';
import { roundMoney } from '../money/round';
import type { Disposition } from '../pricing/types';
import type { AnalyticsEvent, AnalyticsItem, CheckoutStep, CollectionType, ShippingType, Transaction } from './events';

export type { CollectionType, ShippingType, Transaction } from './events';

export interface TransactionInput {
  orderId: string;
  currency: string;
  lines: readonly AnalyticsItem[];
  discount: number;
  disposition: Disposition;
  /** Only read for collection; a collection without one is INSTORE. */
  collectionType?: CollectionType;
  /** null for asap. */
  scheduledFor: Date | null;
  hutId: string;
  deliveryFee: number;
  tip: number;
  displayGross: number;
  /** From 10-G12 (pricing/taxes). */
  tax: number;
  /** The pay-later credit surcharge (C39); 0 otherwise. */
  payLaterSurcharge: number;
  paymentType: PaymentType;
  processedAt: Date;
  test: boolean;
}

/** Dimension 9 and shipping.deliveryTime: 'asap', or the scheduled minute in UTC. */
export function orderTimeText(scheduledFor: Date | null): string {
  if (!scheduledFor) return 'asap';
  return `${scheduledFor.toISOString().slice(0, 16)}Z`;
}

export function shippingType(disposition: Disposition, collectionType?: CollectionType): ShippingType {
  return disposition === 'collection' ? (collectionType ?? 'INSTORE') : disposition;
}

const money = (amount: number) => roundMoney(amount, 2);

export function buildTransaction(input: TransactionInput): Transaction {
  return {
    id: input.orderId,
    currency: input.currency,
    lines: input.lines.map((line) => ({ ...line, price: money(line.price) })),
    discount: money(input.discount),
    shipping: {
      deliveryTime: orderTimeText(input.scheduledFor),
      storeId: input.hutId,
      type: shippingType(input.disposition, input.collectionType),
      deliveryFee: input.disposition === 'delivery' ? money(input.deliveryFee) : 0,
      tip: money(input.tip),
    },
    value: { displayGross: money(input.displayGross), tax: money(input.tax), payLaterSurcharge: money(input.payLaterSurcharge) },
    paymentType: input.paymentType,
    timestamp: input.processedAt.toISOString(),
    test: input.test,
  };
}

/** "Purchase sends transaction id, currency and revenue from displayGross" (S3 §7.4). */
export function purchaseEvent(transaction: Transaction): Extract<AnalyticsEvent, { type: 'purchase' }> {
  return { type: 'purchase', transactionId: transaction.id, currency: transaction.currency, revenue: transaction.value.displayGross, transaction };
}

/** "Order processing failure is sent to analytics as purchase-failed" (S2 §8); `code` is the error catalogue's. */
export function purchaseFailedEvent(transaction: Transaction, code: string): Extract<AnalyticsEvent, { type: 'purchaseFailed' }> {
  return { type: 'purchaseFailed', currency: transaction.currency, revenue: transaction.value.displayGross, code, transaction };
}

/**
 * 14-G6: "1 at the payment click; 2 after payment details or merchant validation; 3 after the order is
 * processed" (S2 §2, §4), and "checkout step 3 stamps the order time" (S2 §4): only step 3 carries it.
 */
export function checkoutStepEvent(step: CheckoutStep, at: Date, paymentType?: PaymentType): Extract<AnalyticsEvent, { type: 'checkoutStep' }> {
  return {
    type: 'checkoutStep',
    step,
    ...(paymentType ? { paymentType } : {}),
    ...(step === 3 ? { orderTime: at.toISOString() } : {}),
  };
}

export interface TrafficFacts {
  hutTest: boolean;
  customerName: string | undefined;
  level: FlagLevel;
}

/**
 * 14-G7: "Test traffic is flagged by the test hut or the test-kind customer name" (S3 §7.4), and the
 * synthetic flag level is synthetic traffic (S1 §6). The same rule as test orders (13-G26).
 */
export function testTrafficKind({ hutTest, customerName, level }: TrafficFacts): TestOrderKind | null {
  return testOrderKind({ hutTest, customerName, syntheticHeader: level === 'synthetic' ? '1' : undefined });
}
