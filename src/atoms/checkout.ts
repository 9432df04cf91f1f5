import { atom } from 'jotai';
import { DEFAULT_CHECKOUT_FORM, DEFAULT_CREDITS, DEFAULT_ORDER, DEFAULT_UTM } from '../db/defaults';
import { persistedAtom } from './persisted';

/**
 * Checkout state (spec 2 §3): the form as typed, the order in flight, the voucher and gift card, and
 * the utm values of the visit. All four are persisted, so a reload, a provider's redirect or a
 * dropped connection loses nothing; the password alone lives only in memory.
 */
export const checkoutFormAtom = persistedAtom('checkout', DEFAULT_CHECKOUT_FORM);

/** The order in flight: preauthorise → provider → place (spec 2 §4). */
export const orderAtom = persistedAtom('order', DEFAULT_ORDER);

/** The voucher and the one gift card applied to the basket (spec 2 §4 Voucher, Credit). */
export const creditsAtom = persistedAtom('credits', DEFAULT_CREDITS);

/** utm values captured on entry and sent with the order (06-G13). */
export const utmAtom = persistedAtom('utm', DEFAULT_UTM);

/** The optional checkout password: never persisted (spec 2 §5; sign-up at checkout is the accounts wave's). */
export const checkoutPasswordAtom = atom('');
