import type { Hut } from '../../api/contract/hut';
import type { Place } from '../../api/contract/geo';
import { sectorsOfMarket } from '../../domain/markets/facts';
import type { Market } from '../../domain/markets/ids';

/**
 * The look-ups the localisation form makes (spec 1 §4 "Localisation widget", §7). The API module
 * loads on first use: it brings zod, which the home page's first paint leaves out.
 */
const stores = () => import('../../api/stores');

/** UK: the hut delivering to a postcode, or false when none does. */
export async function hutForPostcode(postcode: string): Promise<Hut | false> {
  const { fetchHutByPostcode } = await stores();
  return fetchHutByPostcode(postcode);
}

/**
 * Canada and India: the hut delivering to a point, nearest first, over the market's sectors ("hut
 * lookup by lat/lng with sector"). Null when the point is in no delivery zone.
 */
export async function hutDeliveringTo(market: Market, point: { lat: number; lng: number }): Promise<Hut | null> {
  const { searchHutsServing } = await stores();
  // Only the sectors with huts near the point are searched (10-G10): no 404 for another city's sector.
  const found = await searchHutsServing(sectorsOfMarket(market), point).catch(() => []);
  const huts = found.filter((hut) => hut.allowedDisposition.delivery);
  huts.sort((a, b) => (a.distanceMetres ?? Infinity) - (b.distanceMetres ?? Infinity));
  return huts[0] ?? null;
}

export async function suggest(text: string, country: string) {
  const { suggestPlaces } = await stores();
  return suggestPlaces(text, country);
}

export async function place(placeId: string): Promise<Place | null> {
  const { fetchPlace } = await stores();
  return fetchPlace(placeId);
}

/** France: the street ranges of a postcode matching the typed street (status ≥ 400 gives none). */
export async function streets(postcode: string, query: string) {
  const { lookupStreets } = await stores();
  return lookupStreets(postcode, query);
}

export async function hutById(sector: Hut['sector'], hutId: string): Promise<Hut | null> {
  const { fetchHut } = await stores();
  return fetchHut({ hutId, sector });
}
