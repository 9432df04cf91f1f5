import { atom } from 'jotai';
import type { WebDisposition } from '../api/contract/common';
import type { Hut } from '../api/contract/hut';
import type { DeliveryAddress } from '../db/records';

/**
 * Which localisation overlay is open, with what it needs (spec 1 §2 "Modals in this area"): one at
 * a time, drawn by src/app/OverlayHost. Not persisted: a reload starts with none open.
 */

/** A localisation waiting for the customer (a time to pick, or collection to accept). */
export interface LocaliseRequest {
  hut: Hut;
  disposition: WebDisposition;
  /** Kept on the session for delivery (spec 1 §3 deliveryAddress). */
  address?: DeliveryAddress;
  /** A returning customer's automatic localisation (C2: uk-1 dealbot rule). */
  automatic?: boolean;
  /** Where to go once localised (redirectFrom, pathAfterLocalise); the market's initial route otherwise. */
  target?: string | null;
}

export interface GeoPoint {
  lat: number;
  lng: number;
}

export type Overlay =
  /** Collection store finder: searches around a point, or resolves a typed postcode/town first. */
  | { kind: 'store-finder'; market: string; query?: string; point?: GeoPoint; target?: string | null }
  /**
   * Scheduled-order overlay. `pending` is the localise action run once a time is chosen ('Start
   * order'); without it the button reads 'Set order time'. `repick`: the chosen time has passed, so
   * the customer must pick a new one (no close button).
   */
  | { kind: 'scheduled-order'; hut: Hut; disposition: WebDisposition; pending: LocaliseRequest | null; repick: boolean }
  /**
   * Offer collection instead of delivery: the address is in no delivery zone (dead zone, huts
   * nearby), or the hut is not delivering now but collects (one hut).
   */
  | {
      kind: 'offer-collection';
      reason: 'dead-zone' | 'delivery-unavailable';
      huts: Hut[];
      target?: string | null;
    }
  /** Switch-disposition confirm (C8): the basket deals the other disposition does not sell. */
  | { kind: 'switch-disposition'; to: WebDisposition; unavailableDeals: { id: string; title: string }[] };

export type OverlayKind = Overlay['kind'];

export const overlayAtom = atom<Overlay | null>(null);

export const openOverlayAtom = atom(null, (_get, set, overlay: Overlay) => set(overlayAtom, overlay));

/** Closes the overlay; with a kind, only if that one is still the open one. */
export const closeOverlayAtom = atom(null, (get, set, kind?: OverlayKind) => {
  const open = get(overlayAtom);
  if (open && (kind === undefined || open.kind === kind)) set(overlayAtom, null);
});
