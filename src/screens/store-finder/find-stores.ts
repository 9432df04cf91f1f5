import type { Hut } from '../../api/contract/hut';
import { fetchAllHuts, fetchNearbyHuts, geocodePostcode } from '../../api/stores';
import { matchesHutSearch } from '../../domain/localisation/address-match';
import { marketConfig, sectorsOfMarket } from '../../domain/markets/config';
import type { Market } from '../../domain/markets/ids';
import { formatPostcode, isValidPostcode } from '../../domain/localisation/postcode';

/** Collection finder limits (spec 1 §5, §9; 3 §5.5): at most 3 stores within 32 187 m (about 20 miles). */
export const FINDER_MAX_STORES = 3;
export const FINDER_MAX_DISTANCE_METRES = 32_187;

export class FinderGeocodeError extends Error {
  override name = 'FinderGeocodeError';
  /** 'not-found': the text names no place we know (10-G33: the geocoding-failure state, not "no Huts"). */
  constructor(
    message: string,
    readonly reason: 'failed' | 'not-found' = 'failed',
    options?: ErrorOptions,
  ) {
    super(message, options);
  }
}

interface FindInput {
  market: Market;
  query?: string;
  point?: { lat: number; lng: number };
}

/**
 * The stores to offer: around the point, or around where the typed text points. A full postcode is
 * geocoded; a partial postcode or other text is matched against the huts' name, address lines 2
 * and 3 and postcode (04-G26), and the first match is the centre. Only huts that collect count.
 * A search that finds no centre throws FinderGeocodeError 'not-found'; [] means no hut near it.
 */
export async function findStores({ market, query, point }: FindInput): Promise<Hut[]> {
  const sectors = sectorsOfMarket(market);
  const centre = point ?? (query ? await centreOf(market, query, sectors) : null);
  // Text that locates nothing is a failed look-up (S3 §4.6 "or a geocoding failure"), not an empty area.
  if (!centre) throw new FinderGeocodeError('no place matches the search', 'not-found');
  const huts = await fetchNearbyHuts({
    lat: centre.lat,
    lon: centre.lng,
    // Asked for more than shown: huts that only deliver are dropped below.
    limit: 10,
    sectors,
    maxDistance: FINDER_MAX_DISTANCE_METRES,
  });
  return huts
    .filter((hut) => hut.allowedDisposition.collection)
    .filter((hut) => hut.distanceMetres === undefined || hut.distanceMetres <= FINDER_MAX_DISTANCE_METRES)
    .slice(0, FINDER_MAX_STORES);
}

async function centreOf(market: Market, query: string, sectors: Hut['sector'][]): Promise<{ lat: number; lng: number } | null> {
  if (isValidPostcode(query, market, 'full')) {
    let found;
    try {
      found = await geocodePostcode(formatPostcode(query, market), marketConfig(market).country);
    } catch (error) {
      throw new FinderGeocodeError('postcode geocoding failed', 'failed', { cause: error });
    }
    if (found) return { lat: found.latitude, lng: found.longitude };
  }
  const isPostcode = isValidPostcode(query, market, 'any');
  const huts = await fetchAllHuts(sectors);
  const match = huts.find((hut) => matchesHutSearch(hut, query, isPostcode));
  return match ? { lat: match.latitude, lng: match.longitude } : null;
}
