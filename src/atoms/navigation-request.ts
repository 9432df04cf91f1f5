import { atom } from 'jotai';

/**
 * Navigation asked for by an action (a localisation, the order flow, a deal voucher): the action
 * cannot reach the router, so it leaves the request here and src/app/OverlayHost, which owns the
 * router, draws it. Also whether this page session already sent the customer to the order page.
 */

export interface NavigationRequest {
  to: string;
  replace: boolean;
}

export const navigationRequestAtom = atom<NavigationRequest | null>(null);

/** Whether this page session already sent the customer to the order page (spec 1 §4 automatic localisation). */
export const redirectedAtom = atom(false);
