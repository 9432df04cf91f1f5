import { atom } from 'jotai';
import type { Basket } from '../db/records';
import { countCookedItems } from '../domain/checkout/priority';
import { basketAtom } from './basket';
import { checkoutFormAtom, orderAtom } from './checkout';
import { currentHutAtom } from './huts';
import { sessionAtom } from './session';
import type { AppStore } from './store';

/**
 * Priority delivery at checkout (spec 2 §3, §5, §7; 06-G35): a reservation held on the order slice
 * (persisted, so a reload or the provider's redirect keeps it until the order is placed) and the
 * form's toggle. Reserving asks the server; a refusal or failure is simply no reservation. Releasing
 * forgets the reservation at once and tells the server best-effort.
 */

/** uk-1, delivery, with a postcode: the only case priority delivery is considered (spec 2 §5). */
export function priorityPostcode(formPostcode: string, sessionPostcode: string | undefined): string | null {
  const postcode = (formPostcode.trim() || sessionPostcode?.trim()) ?? '';
  return postcode.length >= 2 ? postcode : null;
}

function cookedItemCount(basket: Basket): number {
  return countCookedItems(
    Object.values(basket.items).map((entry) => ({ type: entry.item.type, id: String(entry.item.properties.id ?? '') })),
  );
}

export type PriorityReserveResult = 'reserved' | 'unavailable';

/** Turns priority delivery on: POST the reservation; on null the toggle stays off. */
export const reservePriorityDeliveryAtom = atom(null, async (get, set): Promise<PriorityReserveResult> => {
  const hut = get(currentHutAtom);
  const postcode = priorityPostcode(get(checkoutFormAtom).postcode, get(sessionAtom).deliveryAddress?.postcode);
  const numCookedItems = cookedItemCount(get(basketAtom));
  if (!hut || !postcode || numCookedItems < 1) return 'unavailable';
  // Shown as on while the server answers; a second reservation is never asked for.
  if (get(orderAtom).priorityDeliveryReservation) {
    set(checkoutFormAtom, (form) => ({ ...form, priorityDelivery: true }));
    return 'reserved';
  }
  set(checkoutFormAtom, (form) => ({ ...form, priorityDelivery: true }));
  const { reservePriorityDelivery } = await import('../api/priority-orders');
  const reservation = await reservePriorityDelivery({ numCookedItems, postcode, hut: { sector: hut.sector, id: hut.id } });
  // The customer may have switched it off (or left the hut) while the server answered.
  const stillWanted = get(checkoutFormAtom).priorityDelivery && get(currentHutAtom)?.id === hut.id;
  if (!reservation || !stillWanted) {
    if (reservation) void releaseQuietly(reservation);
    set(checkoutFormAtom, (form) => ({ ...form, priorityDelivery: false }));
    return 'unavailable';
  }
  set(orderAtom, (order) => ({ ...order, priorityDeliveryReservation: reservation }));
  return 'reserved';
});

/** Turns priority delivery off and releases the reservation (errors swallowed, spec 2 §7). */
export const releasePriorityDeliveryAtom = atom(null, async (get, set): Promise<void> => {
  const reservation = get(orderAtom).priorityDeliveryReservation;
  set(checkoutFormAtom, (form) => ({ ...form, priorityDelivery: false }));
  if (!reservation) return;
  set(orderAtom, (order) => ({ ...order, priorityDeliveryReservation: null }));
  await releaseQuietly(reservation);
});

async function releaseQuietly(reservation: { id: string; hutId: string }): Promise<void> {
  const { releasePriorityDelivery } = await import('../api/priority-orders');
  await releasePriorityDelivery(reservation);
}

const watched = new WeakSet<AppStore>();

/**
 * Releases a held reservation once the basket empties (there is nothing left to cook sooner). Started
 * by the checkout screen, once per store; it keeps watching after the customer leaves checkout.
 */
export function watchPriorityDelivery(store: AppStore): void {
  if (watched.has(store)) return;
  watched.add(store);
  const check = () => {
    if (!store.get(orderAtom).priorityDeliveryReservation) return;
    const basket = store.get(basketAtom);
    if (Object.keys(basket.items).length === 0 && Object.keys(basket.deals).length === 0) void store.set(releasePriorityDeliveryAtom);
  };
  // Only changes count: before hydration the basket reads as its empty default.
  store.sub(basketAtom, check);
}
