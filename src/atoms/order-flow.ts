import { atom, type Getter, type Setter } from 'jotai';
import type { OrderErrorName, OrderPayloadInput, PlaceOrderBody, PlaceOrderResponse, PreauthoriseResponse } from '../api/contract/orders';
import { log } from '../api/logger';
import { DEFAULT_CHECKOUT_FORM, DEFAULT_CREDITS, DEFAULT_ORDER } from '../db/defaults';
import type { OrderSlice } from '../db/records';
import { clearBasketAtom, refreshBasketCatalogueAtom } from './basket-actions';
import { checkoutFormAtom, checkoutPasswordAtom, creditsAtom, orderAtom, utmAtom } from './checkout';
import { dealbotAtom } from './dealbot';
import { lastOrderAtom } from './last-order';
import { etaAtom, navigationRequestAtom } from './localised-hut';
import { flushPersistedWrites } from './persisted';
import { marketPricingFacts, priceInWorker, pricingRequest } from './pricing';
import { sessionAtom } from './session';
import { resetCreditsAtom } from './vouchers';
import { settingsAtom } from './settings';

/**
 * The order flow (spec 2 §4): preauthorise, then the provider's page or a direct place, then the
 * order summary. Every step is written to the persisted order slice before the network is asked, so
 * a reload, a provider's redirect or a dropped connection finds the order where it was, and the
 * one `clientOrderId` makes a repeated preauthorise find the same order instead of making another.
 */

/** Which modal shows a failure (spec 2 §2, §8): pre-authorisation, authorisation or the method selector. */
export type OrderErrorKind = 'pre-authorise-error' | 'authorise-error' | 'payment-method-selector';

export interface OrderErrorState {
  kind: OrderErrorKind;
  name: OrderErrorName;
  transactionId: string | null;
  customerOrderReference: string | null;
  /** The server's words, kept for the log; the modal shows the catalogue's wording by name. */
  message: string;
}

export type SubmitOutcome = 'redirected' | 'placed' | 'failed' | 'invalid';

const busyAtom = atom(false);
/** True from the pay click until the page moves on or an error shows (the button waits, aria-busy). */
export const orderBusyAtom = atom((get) => get(busyAtom));

const errorAtom = atom<OrderErrorState | null>(null);
export const orderErrorAtom = atom((get) => get(errorAtom));
/** Closing a modal fires the error action and closes it (spec 2 §2); the payment-method one reloads (06-G18, in the modal). */
export const dismissOrderErrorAtom = atom(null, (_get, set) => set(errorAtom, null));

/** Full-page navigation to a provider's page; a seam so tests can watch it instead of leaving. */
export const providerNavigation = {
  assign(url: string): void {
    window.location.assign(url);
  },
};

/** Where providers send the customer back (spec 2 §2 card-details). */
export const CARD_DETAILS_PATH = '/order/card-details/';

const PLACE_ATTEMPTS = 3;
const PLACE_RETRY_DELAY_MS = 1000;

function newClientOrderId(): string {
  return crypto.randomUUID();
}

function updateOrder(set: Setter, change: Partial<OrderSlice> | ((order: OrderSlice) => Partial<OrderSlice>)): void {
  set(orderAtom, (order) => ({ ...order, ...(typeof change === 'function' ? change(order) : change) }));
}

/** Builds the order payload from the basket, the form and the session (spec 2 §3 Place order payload). */
async function buildPayload(get: Getter, clientOrderId: string): Promise<{ payload: OrderPayloadInput; amountDue: number } | null> {
  const request = pricingRequest(get);
  if (!request) return null;
  const [price, market, { engineWithCatalogue }, checkout, { marketOfSectorId }] = await Promise.all([
    priceInWorker(request),
    marketPricingFacts(request.hut.sector),
    import('../workers/basket-client'),
    import('../domain/checkout'),
    import('../domain/markets/facts'),
  ]);
  const engine = await engineWithCatalogue(request.catalogue);
  const { hut, basket } = request;
  const optimised = await engine.optimisePayload(basket, { hut, disposition: request.disposition, amount: price.total });
  const session = get(sessionAtom);
  const form = get(checkoutFormAtom);
  const credits = get(creditsAtom);
  const utm = get(utmAtom);
  const marketCode = marketOfSectorId(hut.sector) ?? 'UK';
  const disposition = request.disposition === 'collection' ? 'collection' : 'delivery';
  const surchargeTotal = price.surcharges.reduce((sum, surcharge) => sum + surcharge.amount, 0);
  const reservation = get(orderAtom).priorityDeliveryReservation;
  const eta = get(etaAtom);
  const scheduled = session.dispositionWhen === 'scheduled' && session.dispositionTime !== null;
  const customer = checkout.buildOrderCustomer({
    market: marketCode,
    disposition,
    form,
    sessionAddress: session.deliveryAddress,
    selectedLanguage: session.selectedLanguage ?? undefined,
  });
  // A kiosk asks a name only (issue 07): no contact details are sent, and nobody consented to marketing.
  const kiosk = get(settingsAtom).kiosk !== null;
  const { phone: _phone, email: _email, ...named } = customer;
  const payload: OrderPayloadInput = {
    version: '1.0',
    ...(kiosk ? { channel: 'kiosk' as const } : {}),
    clientOrderId,
    hut: { id: hut.id, sector: hut.sector, tradezoneId: hut.tradezoneId },
    customer: kiosk ? { ...named, marketing: { all: false } } : customer,
    payment: {
      type: checkout.paymentTypeFor(form.paymentType ?? 'cash', price.amountDue) as OrderPayloadInput['payment']['type'],
      amount: price.amountDue,
      currency: market.currency,
      breakdown: {
        subtotal: price.subtotal,
        dealSavings: price.dealSavings,
        discount: price.discount?.amount ?? 0,
        surcharges: Math.round(surchargeTotal * 100) / 100,
        grossTotal: price.total,
      },
      credits:
        credits.giftCard && price.giftCardCredit > 0
          ? [{ type: 'giftcard', cardNumber: credits.giftCard.number, cardPin: credits.giftCard.pin, amount: price.giftCardCredit }]
          : [],
    },
    disposition: {
      type: disposition,
      when: scheduled ? 'scheduled' : 'asap',
      time: scheduled ? session.dispositionTime : null,
      ...(disposition === 'collection' ? { isCurbside: form.isCurbside } : {}),
    },
    // The engine's groups always carry the product id the contract requires of each item.
    deals: optimised.deals as OrderPayloadInput['deals'],
    discount: basket.discount ? { id: basket.discount.id, value: price.discount?.amount ?? basket.discount.value } : null,
    ...(credits.voucher ? { voucher: { id: credits.voucher.id, discountType: credits.voucher.type } } : {}),
    surcharges: price.surcharges,
    ...(reservation && form.priorityDelivery && disposition === 'delivery'
      ? { priorityDeliveryReservation: { id: reservation.id, hutId: reservation.hutId } }
      : {}),
    ...(utm ? { utm } : {}),
    // The ETA the customer was shown (minutes), for the order record (06-G14).
    ...(eta ? { eta: eta.exact, etaRange: { min: eta.range[0], max: eta.range[1] } } : {}),
    isDealbotEnabled: get(dealbotAtom).on,
    isMobileApp: false,
    accountHolder: request.accountHolder,
    returnUrl: CARD_DETAILS_PATH,
  };
  return { payload, amountDue: price.amountDue };
}

function showError(set: Setter, kind: OrderErrorKind, name: OrderErrorName, order: OrderSlice, message: string): void {
  set(errorAtom, {
    kind,
    name,
    transactionId: order.transactionId,
    customerOrderReference: order.customerOrderReference,
    message,
  });
}

/** Where the answer says payment happens: a provider page (full page or framed) or nowhere (place now). */
function providerStep(answer: PreauthoriseResponse): { redirect: string } | { frame: string } | null {
  if (answer.threeDSUrl) return { redirect: answer.threeDSUrl };
  if (answer.redirectUrl) return { redirect: answer.redirectUrl };
  if (answer.iframeUrl) return { frame: answer.iframeUrl };
  if (answer.token) return { frame: `/sandbox/card/${encodeURIComponent(answer.transactionId)}?frame=1&token=${encodeURIComponent(answer.token)}` };
  return null;
}

/**
 * The pay click (checkout step 1): preauthorise, then hand over to the provider or place at once.
 * The page has validated the form already; 'invalid' means there is nothing to order (no hut, menu or basket).
 */
export const submitCheckoutAtom = atom(null, async (get, set): Promise<SubmitOutcome> => {
  if (get(busyAtom)) return 'failed';
  set(busyAtom, true);
  set(errorAtom, null);
  try {
    const current = get(orderAtom);
    // A finished or failed attempt never lends its id to the next one: that would find the old order.
    const clientOrderId =
      current.clientOrderId && current.state !== 'failed' && current.state !== 'ORDER_PROCESSED' ? current.clientOrderId : newClientOrderId();
    const built = await buildPayload(get, clientOrderId);
    if (!built) return 'invalid';
    updateOrder(set, {
      clientOrderId,
      state: 'ORDER_PREAUTHORIZING',
      preauthorizeState: 'stale',
      paymentType: built.payload.payment.type,
      checkoutStep: Math.max(current.checkoutStep, 1),
    });
    const { preauthoriseOrder } = await import('../api/orders');
    const result = await preauthoriseOrder(built.payload);
    if (!result.ok) {
      if (result.kind === 'refused' && result.status === 410 && result.error.error === 'PAYMENT_ALREADY_PROCESSED') {
        // Already placed (a retried click after a lost answer): show it rather than order again.
        const transactionId = result.error.transactionId ?? get(orderAtom).transactionId;
        if (transactionId) return (await set(placeOrderAtom, { transactionId })) ? 'placed' : 'failed';
      }
      if (result.kind === 'unreachable') {
        // No answer: the server may hold the order, so the next click keeps its id and finds it.
        updateOrder(set, { state: 'idle', preauthorizeState: 'failed' });
        log.warn('Preauthorise did not answer', result.cause);
        showError(set, 'pre-authorise-error', 'Generic', get(orderAtom), 'unreachable');
        return 'failed';
      }
      updateOrder(set, { state: 'failed', preauthorizeState: 'failed' });
      // "failed price integrity check": the catalogue refreshes so the basket shows the new prices.
      if (result.error.error === 'BAD_PRICE_INTEGRITY') void set(refreshBasketCatalogueAtom);
      log.warn('Preauthorise refused', result.error);
      showError(set, 'pre-authorise-error', result.error.error, { ...get(orderAtom), ...pick(result.error) }, result.error.message);
      return 'failed';
    }
    const answer = result.answer;
    updateOrder(set, {
      state: 'ORDER_PREAUTHORIZED',
      preauthorizeState: 'success',
      transactionId: answer.transactionId,
      orderId: answer.orderId,
      customerOrderReference: answer.customerOrderReference,
      totalPrice: answer.totalPrice,
    });
    const step = providerStep(answer);
    if (step && 'redirect' in step) {
      // The order in flight must be on disk before the page is left: the return page reads it.
      await flushPersistedWrites();
      providerNavigation.assign(step.redirect);
      return 'redirected';
    }
    if (step) {
      const search = new URLSearchParams({ transactionId: answer.transactionId, iframeUrl: step.frame });
      set(navigationRequestAtom, { to: `${CARD_DETAILS_PATH}?${search.toString()}`, replace: false });
      return 'redirected';
    }
    return (await set(placeOrderAtom, { transactionId: answer.transactionId })) ? 'placed' : 'failed';
  } catch (error) {
    log.error('Checkout could not run', error);
    updateOrder(set, { state: 'failed', preauthorizeState: 'failed' });
    showError(set, 'pre-authorise-error', 'Generic', get(orderAtom), String(error));
    return 'failed';
  } finally {
    set(busyAtom, false);
  }
});

function pick(error: { transactionId?: string; customerOrderReference?: string }): Partial<OrderSlice> {
  return {
    ...(error.transactionId ? { transactionId: error.transactionId } : {}),
    ...(error.customerOrderReference ? { customerOrderReference: error.customerOrderReference } : {}),
  };
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

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
  let result = await placeOrder(body);
  for (let attempt = 1; attempt < PLACE_ATTEMPTS && !result.ok && result.kind === 'unreachable'; attempt++) {
    await wait(PLACE_RETRY_DELAY_MS * attempt);
    result = await placeOrder(body);
  }
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
    showError(set, 'authorise-error', 'Generic', order, 'unreachable');
    return false;
  }
  log.warn('Place order refused', result.error);
  set(failOrderAtom);
  showError(set, 'authorise-error', result.error.error, { ...order, ...pick(result.error) }, result.error.message);
  return false;
});

/** The order as placed, for a 410: its promised time comes from the order's state. */
async function placedOrderOf(transactionId: string, orderId: string, get: Getter): Promise<PlaceOrderResponse> {
  const order = get(orderAtom);
  const fallback: PlaceOrderResponse = {
    state: 'ORDER_PROCESSED',
    orderId,
    transactionId,
    customerOrderReference: order.customerOrderReference ?? orderId,
    promisedTime: Date.now(),
    etaType: get(sessionAtom).dispositionType === 'collection' ? 'collection' : 'delivery',
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
const finishOrderAtom = atom(null, (get, set, placed: PlaceOrderResponse) => {
  const hut = pricingRequest(get)?.hut;
  const session = get(sessionAtom);
  const hutRef = hut
    ? { hutId: hut.id, sector: hut.sector }
    : (session.dispositionType === 'collection' ? session.collectionHut : session.deliveryHut) ?? { hutId: '', sector: '' };
  set(lastOrderAtom, {
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

/**
 * Order processing failed (spec 2 §4): the transaction is expired, gift cards and credits reset
 * (06-G27), the basket stays as it was, and the next pay click starts a new order.
 */
export const failOrderAtom = atom(null, (get, set) => {
  const order = get(orderAtom);
  updateOrder(set, {
    state: 'failed',
    clientOrderId: null,
    expiredTransactionIds: order.transactionId ? [...new Set([...order.expiredTransactionIds, order.transactionId])] : order.expiredTransactionIds,
  });
  set(resetCreditsAtom);
});

/**
 * The provider sent the customer back to /order/card-details/ (spec 2 §2 paymentStatus): success
 * places the order; decline, exception and cancel show why and keep the basket.
 */
export const providerReturnAtom = atom(
  null,
  async (get, set, input: { paymentStatus: string; transactionId: string; providerSignature?: PlaceOrderBody['providerSignature'] }): Promise<boolean> => {
    const order = get(orderAtom);
    if (order.history[input.transactionId] === 'processed') {
      // Back-button or reload after the order was placed: go to its summary, never place again.
      set(navigationRequestAtom, { to: `/order/ordersummary/?transactionId=${encodeURIComponent(input.transactionId)}`, replace: true });
      return true;
    }
    if (input.paymentStatus === 'success') {
      set(busyAtom, true);
      try {
        return await set(placeOrderAtom, {
          transactionId: input.transactionId,
          signature: globalThis.location?.href ?? '',
          ...(input.providerSignature ? { providerSignature: input.providerSignature } : {}),
        });
      } finally {
        set(busyAtom, false);
      }
    }
    if (input.paymentStatus === 'pending') {
      showError(set, 'authorise-error', 'PAYMENT_NOT_COMPLETED', { ...order, transactionId: input.transactionId }, 'pending');
      return false;
    }
    if (input.paymentStatus === 'cancel') {
      // The customer chose to go back: no modal, the checkout is as they left it.
      set(failOrderAtom);
      set(navigationRequestAtom, { to: '/order/checkout/', replace: true });
      return false;
    }
    set(failOrderAtom);
    const failed = { ...order, transactionId: input.transactionId };
    showError(set, 'authorise-error', input.paymentStatus === 'decline' ? 'CARD_REFUSED' : 'Generic', failed, input.paymentStatus);
    return false;
  },
);
