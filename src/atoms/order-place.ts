import { atom, type Getter } from 'jotai';
import type { PlaceOrderBody, PlaceOrderResponse } from '../api/contract/orders';
import { log } from '../log/logger';
import type { OrderCallResult } from '../api/orders';
import { retry, type RetryOptions } from '../api/retry';
import { DEFAULT_CHECKOUT_FORM, DEFAULT_CREDITS, DEFAULT_ORDER } from '../db/defaults';
import { basketAtom } from './basket';
import { loyaltyMemberAtom } from './loyalty';
import { placedOrderPointsAtom } from './loyalty-basket';
import { clearBasketAtom } from './basket-actions';
import { checkoutFormAtom, checkoutPasswordAtom, creditsAtom, orderAtom } from './checkout';
import { trackPurchase, trackPurchaseFailed } from './analytics';
import { lastOrderAtom } from './last-order';
import { navigationRequestAtom } from './navigation-request';
import { orderIdsOfError, showOrderError } from './order-error';
import { failOrderAtom } from './order-fail';
import { updateOrder } from './order-update';
import { pricingRequest } from './pricing';
import { sessionAtom } from './session';
import { settingsAtom } from './settings';
import { channelHeadersAtom } from './visit';
import { kioskDeviceHeaders } from '../domain/kiosk/setting';
import { TOKEN_EXPIRED_NAME } from '../domain/checkout/card-authentication';

/**
 * Placing a preauthorised order (spec 2 §4 step 3) and what follows it: ORDER_PROCESSED saves the
 * last order, resets the basket, credits and form and opens the order summary.
 */

/** A place that got no answer is asked again: 3 calls in all, 1 s then 2 s apart. */
const PLACE_RETRY: RetryOptions<OrderCallResult<PlaceOrderResponse>> = {
  attempts: 3,
  factor: 2,
  minTimeout: 1000,
  // placeOrder answers its failures; a throw is a bug, never retried.
  shouldRetry: () => false,
  retryResult: (result) => !result.ok && result.kind === 'unreachable',
};

/**
 * Places a preauthorised order (spec 2 §4 step 3). A place that got no answer is asked again (the
 * server places once: a repeat answers 410, read as placed), so a dropped connection neither loses
 * nor doubles the order. Resolves true once the order is placed and the summary is on its way.
 */
export const placeOrderAtom = atom(null, async (get, set, body: PlaceOrderBody): Promise<boolean> => {
  const { transactionId } = body;
  updateOrder(set, (order) => ({
    state: 'ORDER_PROCESSING',
    transactionId,
    history: { ...order.history, [transactionId]: 'processing' },
    checkoutStep: Math.max(order.checkoutStep, 2),
  }));
  const { placeOrder } = await import('../api/orders');
  // The visit's channel goes with the order (10-G28); the kiosk is proved by the device credential.
  const headers = { ...kioskDeviceHeaders(get(settingsAtom).kiosk), ...get(channelHeadersAtom) };
  const result = await retry(() => placeOrder(body, undefined, headers), PLACE_RETRY);
  if (result.ok) {
    set(finishOrderAtom, result.answer);
    return true;
  }
  if (result.kind === 'refused' && result.status === 410) {
    // Already placed: treated quietly (spec 2 §8); the summary page reads its state.
    set(finishOrderAtom, await placedOrderOf(transactionId, result.error.orderId ?? get(orderAtom).orderId ?? transactionId, get));
    return true;
  }
  const order = get(orderAtom);
  if (result.kind === 'unreachable') {
    // The outcome is unknown: keep the order preauthorised so paying again asks the same order.
    log.warn('Place order did not answer', result.cause);
    updateOrder(set, { state: 'ORDER_PREAUTHORIZED' });
    showOrderError(set, 'authorise-error', 'Generic', order, 'unreachable');
    return false;
  }
  log.warn('Place order refused', result.error);
  void trackPurchaseFailed(get, order.orderId ?? transactionId, result.error.error);
  set(failOrderAtom);
  // 13-G17: the server refusing an expired Microform token raises the spec's token-expire-error (category
  // authentication); the next pay preauthorises afresh and gets a new token, the basket and form kept.
  const kind = result.error.error === TOKEN_EXPIRED_NAME ? 'token-expire-error' : 'authorise-error';
  showOrderError(set, kind, result.error.error, { ...order, ...orderIdsOfError(result.error) }, result.error.message);
  return false;
});

/**
 * What the page knows of a placed order. A 410 carries no order token (the transaction id is no
 * proof); the token comes from the place answer or, when that answer was lost, from this checkout's
 * preauthorise answer. An order seen placed by another device shows its tracking state alone.
 */
type PlacedOrder = Omit<PlaceOrderResponse, 'orderToken'> & { orderToken: string | null };

/** The order as placed, for a 410: its promised time comes from the order's state. */
async function placedOrderOf(transactionId: string, orderId: string, get: Getter): Promise<PlacedOrder> {
  const order = get(orderAtom);
  const fallback: PlacedOrder = {
    state: 'ORDER_PROCESSED',
    orderId,
    transactionId,
    customerOrderReference: order.customerOrderReference ?? orderId,
    promisedTime: Date.now(),
    etaType: get(sessionAtom).dispositionType === 'collection' ? 'collection' : 'delivery',
    orderToken: order.transactionId === transactionId ? order.orderToken : null,
  };
  try {
    const { fetchOrderState } = await import('../api/order-status');
    const state = await fetchOrderState(transactionId);
    return state ? { ...fallback, promisedTime: state.eta.exact } : fallback;
  } catch {
    return fallback;
  }
}

/**
 * ORDER_PROCESSED (spec 2 §4): step 3, the last order saved, the basket, credits and form reset,
 * then the order summary. Tracking starts afresh; the ETA is the answer's.
 */
const finishOrderAtom = atom(null, (get, set, placed: PlacedOrder) => {
  // 14-G2, 14-G5: checkout step 3 and the purchase, read from the basket before it is reset below.
  void trackPurchase(get, placed.orderId);
  const hut = pricingRequest(get)?.hut;
  const session = get(sessionAtom);
  const hutRef = hut
    ? { hutId: hut.id, sector: hut.sector }
    : (session.dispositionType === 'collection' ? session.collectionHut : session.deliveryHut) ?? { hutId: '', sector: '' };
  const { deals, items } = get(basketAtom);
  set(lastOrderAtom, {
    basket: { deals, items },
    transactionId: placed.transactionId,
    orderId: placed.orderId,
    customerOrderReference: placed.customerOrderReference,
    promisedDeliveryTime: placed.promisedTime,
    placedAt: Date.now(),
    hut: hutRef,
    etaType: placed.etaType,
    summary: null,
    state: null,
    stateUpdatedAt: null,
    orderToken: placed.orderToken,
  });
  set(orderAtom, (order) => ({
    ...DEFAULT_ORDER,
    state: 'ORDER_PROCESSED',
    paymentType: order.paymentType,
    transactionId: placed.transactionId,
    orderId: placed.orderId,
    customerOrderReference: placed.customerOrderReference,
    transactionIdSuccess: placed.transactionId,
    expiredTransactionIds: order.expiredTransactionIds,
    history: { ...order.history, [placed.transactionId]: 'processed' },
    checkoutStep: 3,
  }));
  set(clearBasketAtom);
  set(creditsAtom, DEFAULT_CREDITS);
  // Issue 15: a member's balance moves with the order (points used now, earned on the ledger): fetch
  // the record past its 8000 ms pause. The emptied basket clears hasAppliedFreeRewardToBasket (C41).
  if (placed.loyalty) set(placedOrderPointsAtom, { orderId: placed.orderId, toBeEarned: placed.loyalty.toBeEarned, usedInThisOrder: placed.loyalty.usedInThisOrder });
  if (get(loyaltyMemberAtom)) {
    void import('./loyalty').then(({ refreshLoyalty }) => refreshLoyalty({ force: true })).catch((error: unknown) => log.warn('Loyalty refresh after the order failed', error));
  }
  // Contact details stay for the next order on this device; what belonged to this one goes.
  set(checkoutFormAtom, (form) => ({
    ...DEFAULT_CHECKOUT_FORM,
    name: form.name,
    firstName: form.firstName,
    lastName: form.lastName,
    phone: form.phone,
    email: form.email,
    marketing: form.marketing,
  }));
  set(checkoutPasswordAtom, '');
  set(navigationRequestAtom, {
    to: `/order/ordersummary/?transactionId=${encodeURIComponent(placed.transactionId)}`,
    replace: true,
  });
});
