import { atom } from 'jotai';
import { basketAtom } from './basket';
import { clearDealChoicesAtom } from './deal-choices';
import { etaAtom } from './eta';
import { hutsAtom } from './huts';
import { dealbotAutoEnableAtom, localisationEpochAtom } from './localised-hut';
import { clearMenuListsAtom } from './menu';
import { navigationRequestAtom } from './navigation-request';
import { overlayAtom } from './overlays';
import { productContentAtom } from './product-content';
import { sessionAtom } from './session';
import { clearSkusAtom } from './skus';

// Delocalise (spec 1 §4 "Change location"): the hut and everything that belonged to it go.

/**
 * Change location: asap, huts and suggested huts cleared, the stored localisation removed, and (unless
 * told not to) back to /. Resetting huts also clears (checklist 04-G12) the menu lists, product
 * content, deal choices, the basket discount and the dealbot's auto-enable.
 */
export const delocaliseAtom = atom(null, (_get, set, options: { navigate?: boolean } = {}) => {
  set(sessionAtom, (session) => ({
    ...session,
    dispositionWhen: 'asap',
    dispositionTime: null,
    pendingDisposition: null,
    deliveryHut: null,
    collectionHut: null,
  }));
  set(hutsAtom, { current: null, localised: false });
  set(clearMenuListsAtom);
  set(basketAtom, (basket) => (basket.discount ? { ...basket, discount: null } : basket));
  set(clearDealChoicesAtom);
  // "Resetting huts also clears … skus" (spec 1 §4, 10-G6).
  set(clearSkusAtom);
  set(productContentAtom, { key: null, status: 'idle', list: [], error: null });
  set(etaAtom, null);
  set(dealbotAutoEnableAtom, false);
  set(overlayAtom, null);
  set(localisationEpochAtom, (epoch) => epoch + 1);
  if (options.navigate !== false) set(navigationRequestAtom, { to: '/', replace: false });
});
