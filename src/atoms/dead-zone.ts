import { atom } from 'jotai';
import type { Hut } from '../api/contract/hut';
import { track } from '../analytics/track';
import { log } from '../log/logger';
import type { DeliveryAddress } from '../db/records';
import { deadZoneMapPath } from '../domain/experiments/gates';
import { marketFacts, sectorFacts, sectorsOfMarket } from '../domain/markets/facts';
import type { Market } from '../domain/markets/ids';
import { experimentValueAtom } from './experiment-definitions';
import { navigationRequestAtom } from './navigation-request';
import { openOverlayAtom, type GeoPoint } from './overlays';

const mapForDeadZonesAtom = experimentValueAtom('map-for-dead-zones');

/**
 * The delivery dead zone (spec 1 §8): an address no hut delivers to gets the huts near it offered
 * for collection. The store API loads lazily.
 */

export interface DeadZoneInput {
  market: Market;
  address: DeliveryAddress;
  target?: string | null;
}

/**
 * An address no hut delivers to (spec 1 §8): its coordinates are looked up (the postcode's, or the
 * geocoded place's), then the offer-collection overlay lists the huts near it. A failed look-up is
 * only logged; the customer still gets the dead-zone warning.
 *
 * 14-G14 'map-for-dead-zones' (treatment 'map'): the /map/ page opens instead, centred on the address
 * (`isDeliveryDeadzone=true`, 10-G3), and lists the huts near it for collection itself. Pick: the map
 * has no `target`, so the dead-zone target is dropped in the treatment (the map localises to the menu).
 */
export const offerCollectionNearbyAtom = atom(null, async (get, set, { market, address, target }: DeadZoneInput) => {
  log.warn('Delivery dead zone', { market, postcode: address.postcode });
  // 14-G2: "dead-end events logged" for the delivery dead zone (S1 §8); no postcode in the event.
  track({ type: 'deadEnd', reason: 'delivery-dead-zone', disposition: 'delivery' });
  let point: GeoPoint | null = address.lat !== undefined && address.lng !== undefined ? { lat: address.lat, lng: address.lng } : null;
  const variant = get(mapForDeadZonesAtom);
  if (variant === 'map') {
    try {
      if (!point && address.postcode) {
        const { geocodePostcode } = await import('../api/stores');
        const found = await geocodePostcode(address.postcode, marketFacts(market).country);
        point = found ? { lat: found.latitude, lng: found.longitude } : null;
      }
    } catch (error) {
      log.warn('Dead-zone coordinate look-up failed', error);
    }
    const path = deadZoneMapPath(variant, point);
    if (path) {
      set(navigationRequestAtom, { to: path, replace: false });
      return;
    }
  }
  let huts: Hut[] = [];
  try {
    const stores = await import('../api/stores');
    if (!point && address.postcode) {
      const found = await stores.geocodePostcode(address.postcode, marketFacts(market).country);
      point = found ? { lat: found.latitude, lng: found.longitude } : null;
    }
    if (point) {
      const sector = marketFacts(market).defaultSector;
      huts = await stores.fetchNearbyHuts({
        lat: point.lat,
        lon: point.lng,
        limit: sectorFacts(sector)?.nearbyHutsLimit,
        sectors: sectorsOfMarket(market),
      });
    }
  } catch (error) {
    log.warn('Dead-zone coordinate look-up failed', error);
  }
  set(openOverlayAtom, { kind: 'offer-collection', reason: 'dead-zone', huts: huts.filter((hut) => hut.allowedDisposition.collection), target });
});
