import type { Getter } from 'jotai';
import type { AnalyticsItem, Transaction } from '../domain/analytics/events';
import { track } from '../analytics/track';
import { buildTransaction, checkoutStepEvent, purchaseEvent, purchaseFailedEvent } from '../domain/analytics/transaction';
import type { PaymentType } from '../domain/markets/ids';
import type { BasketPrice } from '../domain/pricing/types';
import { orderAtom } from './checkout';
import { basketPriceAtom, marketPricingFacts, pricingRequest } from './pricing';
import { sessionAtom } from './session';
import { featureOnAtom } from './features';

/**
 * What the checkout's analytics events (14-G2, 14-G5) read from the atoms: the priced basket as
 * analytics items, and the purchase transaction. Catalogue ids, titles and amounts only: no customer
 * text (the privacy scrub in the data-layer entry is the runtime guard behind this).
 */

export const pricedItems = (price: BasketPrice): AnalyticsItem[] =>
  price.lines.map((line) => ({ id: line.refId, name: line.title, category: line.kind, price: line.amount, quantity: 1 }));

const surchargeSum = (price: BasketPrice, types: readonly string[]) =>
  price.surcharges.filter((surcharge) => types.includes(surcharge.type)).reduce((sum, surcharge) => sum + surcharge.amount, 0);

/** The purchase transaction (14-G5) of the basket as priced now; null while it has no price. */
export async function checkoutTransaction(get: Getter, orderId: string, processedAt: Date): Promise<Transaction | null> {
  // Everything is read before the first await: the caller may reset the basket right after.
  const price = get(basketPriceAtom).price;
  const request = pricingRequest(get);
  if (!price || !request) return null;
  const session = get(sessionAtom);
  const paymentType = (get(orderAtom).paymentType ?? 'cash') as PaymentType;
  // 14-G7: the test hut or the synthetic flag level.
  const test = request.hut.test || get(featureOnAtom('markTrafficAsTest'));
  const { currency } = await marketPricingFacts(request.hut.sector);
  return buildTransaction({
    orderId,
    currency,
    lines: pricedItems(price),
    discount: price.discount?.amount ?? 0,
    disposition: request.disposition,
    scheduledFor: session.dispositionWhen === 'scheduled' && session.dispositionTime !== null ? new Date(session.dispositionTime) : null,
    hutId: request.hut.id,
    deliveryFee: surchargeSum(price, ['DELIVERY', 'deliverySupplement']),
    tip: surchargeSum(price, ['driverTip']),
    displayGross: price.total,
    tax: price.tax.amount,
    payLaterSurcharge: surchargeSum(price, ['paymentSurcharge']),
    paymentType,
    processedAt,
    test,
  });
}

/**
 * The pay click (S2 §2, §9; 14-G6): initiate purchase, checkout step 1, and the payment type chosen.
 * Step 2 is "after payment details or merchant validation": the payment details are the choice sent
 * with add payment info, so it follows here; Apple Pay's follows its merchant validation (order-submit).
 */
export async function trackPayClick(get: Getter, paymentType: PaymentType): Promise<void> {
  const price = get(basketPriceAtom).price;
  const request = pricingRequest(get);
  if (!request) return;
  const { currency } = await marketPricingFacts(request.hut.sector);
  track({ type: 'initiatePurchase', currency, value: price?.total ?? 0, items: price ? pricedItems(price) : [] });
  track(checkoutStepEvent(1, new Date(), paymentType));
  track({ type: 'addPaymentInfo', paymentType });
  if (paymentType !== 'applePay') track(checkoutStepEvent(2, new Date(), paymentType));
}

/** Order processed (S2 §4): checkout step 3 stamps the order time, then the purchase with its transaction. */
export async function trackPurchase(get: Getter, orderId: string): Promise<void> {
  const transaction = await checkoutTransaction(get, orderId, new Date());
  track(checkoutStepEvent(3, new Date(), transaction?.paymentType));
  if (transaction) track(purchaseEvent(transaction));
}

/** "Order processing failure is sent to analytics as purchase-failed" (S2 §8, S3 §7.4). */
export async function trackPurchaseFailed(get: Getter, orderId: string, code: string): Promise<void> {
  const transaction = await checkoutTransaction(get, orderId, new Date());
  if (transaction) track(purchaseFailedEvent(transaction, code));
}
