import { atom } from 'jotai';
import { DEFAULT_CHECKOUT_FORM } from '../db/defaults';
import { checkoutFormAtom, orderAtom } from './checkout';
import { redirectedAtom } from './navigation-request';
import { loadReorderAtom } from './reorder';

/**
 * Where an entry continues a checkout rather than starts an order: a reload of the checkout or card
 * page, or a payment provider's return. The form typed there is kept (issue 06: a reload loses nothing).
 */
const CONTINUES_CHECKOUT = /^\/order\/(checkout|card-details)\/?$/;

/**
 * Entering the order area from outside it (spec 1 §2, 2 §2; 10-G7): "loads … reorder data and
 * clears the checkout form". Called once per mount of the order-area wrapper, never on navigation
 * inside it; the basket is not touched. Being in the order area also counts as the automatic
 * localisation done for this browser session (10-G10, pick): the logo then shows the home page.
 */
export const enterOrderAreaAtom = atom(null, (get, set, { pathname }: { pathname: string }) => {
  set(redirectedAtom, true);
  void set(loadReorderAtom);
  if (CONTINUES_CHECKOUT.test(pathname) || get(orderAtom).state !== 'idle') return;
  set(checkoutFormAtom, DEFAULT_CHECKOUT_FORM);
});
