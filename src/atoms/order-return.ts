import { atom } from 'jotai';
import type { PlaceOrderBody, ProviderReturnedFields } from '../api/contract/orders';
import { orderAtom } from './checkout';
import { navigationRequestAtom } from './navigation-request';
import { setOrderBusyAtom } from './order-busy';
import { showOrderError } from './order-error';
import { failOrderAtom } from './order-fail';
import { placeOrderAtom } from './order-place';
import { checkoutFormAtom } from './checkout';
import { notify } from './notifications';
import { i18n } from '../i18n';
import { paymentFamily } from '../domain/checkout/failure-wording';

/** What a provider's return link carries (spec 2 §2; card-details/query.ts reads it). */
export interface ProviderReturnInput {
  paymentStatus: string;
  transactionId: string;
  /** Redirect providers' signed ids. */
  providerSignature?: PlaceOrderBody['providerSignature'];
  /** 13-G6/G18: the method picked on the provider's page, for wording only. */
  method?: string;
  /** 13-G2: the provider's return values, passed to place as they came. */
  returned?: ProviderReturnedFields;
}

/**
 * The provider sent the customer back to /order/card-details/ (spec 2 §2 paymentStatus): success
 * places the order; decline, exception and cancel show why and keep the basket.
 */
export const providerReturnAtom = atom(
  null,
  async (
    get,
    set,
    input: ProviderReturnInput,
  ): Promise<boolean> => {
    const order = get(orderAtom);
    if (order.history[input.transactionId] === 'processed') {
      // Back-button or reload after the order was placed: go to its summary, never place again.
      set(navigationRequestAtom, { to: `/order/ordersummary/?transactionId=${encodeURIComponent(input.transactionId)}`, replace: true });
      return true;
    }
    const paidWith = order.paymentType ?? get(checkoutFormAtom).paymentType;
    if (input.paymentStatus === 'success') {
      set(setOrderBusyAtom, true);
      try {
        const placed = await set(placeOrderAtom, {
          transactionId: input.transactionId,
          signature: globalThis.location?.href ?? '',
          // 13-G2: the provider's return values, as they came (the server checks them).
          ...input.returned,
          ...(input.providerSignature ? { providerSignature: input.providerSignature } : {}),
        });
        // 13-G13: the result completes the Apple Pay session as success or failure, 500 ms after it.
        if (paidWith === 'applePay') await set((await import('./wallets')).completeApplePaySessionAtom, placed);
        // 13-G14: Google Pay's in-progress flag is cleared on completed (and on error).
        if (paidWith === 'googlePay') set((await import('./wallets')).finishGooglePayAtom, placed ? 'completed' : 'error');
        return placed;
      } finally {
        set(setOrderBusyAtom, false);
      }
    }
    // 13-G18: every failure in the words of the method used (the provider page's method, else the chosen type).
    const family = paymentFamily(get(checkoutFormAtom).paymentType, input.method);
    if (input.paymentStatus === 'pending') {
      showOrderError(set, 'authorise-error', 'PAYMENT_NOT_COMPLETED', { ...order, transactionId: input.transactionId }, 'pending', family);
      return false;
    }
    if (paidWith === 'applePay' || paidWith === 'googlePay') {
      // 13-G13 "cancel ends it"; 13-G14 a Google Pay cancel (CANCELED) or failure ends the payment in progress.
      const wallets = await import('./wallets');
      if (paidWith === 'applePay') {
        if (input.paymentStatus === 'cancel') set(wallets.cancelApplePaySessionAtom);
        else await set(wallets.completeApplePaySessionAtom, false);
      } else set(wallets.finishGooglePayAtom, input.paymentStatus === 'cancel' ? 'cancelled' : 'error');
    }
    if (input.paymentStatus === 'cancel') {
      // The customer chose to go back: no modal, the checkout is as they left it, and a notice says
      // nothing was charged (13-G18: cancelling Razorpay used to return without a word).
      set(failOrderAtom);
      notify({ type: 'info', topic: 'payment-cancelled', message: i18n.t(`ordererror.byMethod.${family}.cancelled`), hideShowBasket: true });
      set(navigationRequestAtom, { to: '/order/checkout/', replace: true });
      return false;
    }
    set(failOrderAtom);
    const failed = { ...order, transactionId: input.transactionId };
    if (input.paymentStatus === 'exception') {
      // Issue 16 (13-G10 pick): the provider itself failed (paymentStatus=exception, outside preauthorise
      // and place): the payment-method error modal, whose close reloads the checkout.
      showOrderError(set, 'payment-method-selector', 'Generic', failed, input.paymentStatus, family);
      return false;
    }
    showOrderError(set, 'authorise-error', input.paymentStatus === 'decline' ? 'CARD_REFUSED' : 'Generic', failed, input.paymentStatus, family);
    return false;
  },
);
