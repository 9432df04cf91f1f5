import { atom } from 'jotai';

/**
 * Whether the order flow is at work (spec 2 §4): true from the pay click (or a provider's return)
 * until the page moves on or an error shows, so the button waits (aria-busy). In memory only.
 */

const busyAtom = atom(false);
/** True from the pay click until the page moves on or an error shows (the button waits, aria-busy). */
export const orderBusyAtom = atom((get) => get(busyAtom));
/** Set by the submit and provider-return actions only. */
export const setOrderBusyAtom = atom(null, (_get, set, busy: boolean) => set(busyAtom, busy));
