/**
 * The deep-link SDK event map (14-G10, S3 §7.4): "add to cart, login, localisation success or error, view
 * item, add coupon, initiate purchase, add payment info, purchase, purchase failure. Screen loads map to
 * view checkout, and to view menu for deals, pizzas, sides, desserts and drinks". Every other event is not
 * a deep-link event (null). The stand-in adapter sends these to the collector tagged as deep-link
 * events; Canada's app gets the same map as bridge messages (14-G27, pick).
 * Pick: the SDK's names are upper snake case, as the common deep-link SDKs write standard events.
 */
import type { AnalyticsEvent } from './events';

export const DEEP_LINK_EVENTS = {
  addToCart: 'ADD_TO_CART',
  login: 'LOGIN',
  localisationSuccess: 'LOCALISATION_SUCCESS',
  localisationError: 'LOCALISATION_ERROR',
  viewItem: 'VIEW_ITEM',
  couponApplied: 'ADD_COUPON',
  initiatePurchase: 'INITIATE_PURCHASE',
  addPaymentInfo: 'ADD_PAYMENT_INFO',
  purchase: 'PURCHASE',
  purchaseFailed: 'PURCHASE_FAILURE',
  viewCheckout: 'VIEW_CHECKOUT',
  viewMenu: 'VIEW_MENU',
} as const satisfies Partial<Record<AnalyticsEvent['type'], string>>;

export type DeepLinkEventName = (typeof DEEP_LINK_EVENTS)[keyof typeof DEEP_LINK_EVENTS];

export function deepLinkEventName(event: AnalyticsEvent): DeepLinkEventName | null {
  return Object.hasOwn(DEEP_LINK_EVENTS, event.type) ? DEEP_LINK_EVENTS[event.type as keyof typeof DEEP_LINK_EVENTS] : null;
}
