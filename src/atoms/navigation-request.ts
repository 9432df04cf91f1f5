import { atom } from 'jotai';
import { visitAtom } from './visit';

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

/**
 * Whether this browser session already sent the customer to the order page (spec 1 §4 automatic
 * localisation): kept in the visit, so a reload or the logo shows the home page afterwards (10-G10, C34).
 */
export const redirectedAtom = atom(
  (get) => get(visitAtom).autoLocaliseDone,
  (_get, set, done: boolean) => set(visitAtom, (visit) => (visit.autoLocaliseDone === done ? visit : { ...visit, autoLocaliseDone: done })),
);
