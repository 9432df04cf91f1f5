/**
 * Delivery address validation for the geocoded markets (spec 1 §4; 10-G11): "a partial geocode match
 * sets validation not OK; otherwise huts near the lat/lng are looked up and it is OK only if the
 * current hut is among them (same id or same postcode)". Canada and India geocode the place (S1 §4);
 * it runs at checkout, before preauthorise, with the sector's nearby limit (India 4, C24).
 */

/** The markets whose delivery address is a geocoded place. */
export const GEOCODED_MARKETS: readonly string[] = ['CA', 'IN'];

export interface GeocodedAddress {
  lat: number;
  lng: number;
  /** The postcode the geocoder matched; undefined when it matched only a town or a region. */
  postcode?: string;
}

export interface NearbyHut {
  id: string;
  postcode: string;
}

/** Postcodes compared as the geocoder keys them: case and spaces ignored ('v6k1n6' = 'V6K 1N6'). */
export function postcodeKey(postcode: string | undefined): string {
  return (postcode ?? '').replace(/\s+/g, '').toUpperCase();
}

/**
 * Partial: no point, no postcode (a town-level match), or a postcode other than the one the
 * customer typed (the geocoder matched only part of it, 'M5V' for 'M5V 2A5').
 */
export function isPartialMatch(found: GeocodedAddress | null, typedPostcode?: string): boolean {
  if (!found || !Number.isFinite(found.lat) || !Number.isFinite(found.lng)) return true;
  if (postcodeKey(found.postcode) === '') return true;
  return typedPostcode !== undefined && postcodeKey(typedPostcode) !== postcodeKey(found.postcode);
}

/** OK only if the current hut is among the huts near the address: the same id or the same postcode. */
export function currentHutIsNearby(current: NearbyHut, nearby: readonly NearbyHut[]): boolean {
  return nearby.some((hut) => hut.id === current.id || postcodeKey(hut.postcode) === postcodeKey(current.postcode));
}

/**
 * The address a Canadian checkout geocodes: the localised address when the customer kept it (its
 * point is the geocoder's already), else the typed postal code.
 */
export function sameAsLocalised(form: { streetAddress: string; postalCode: string }, localised: { street?: string; postcode?: string } | undefined): boolean {
  if (!localised?.postcode) return false;
  const street = (value: string | undefined) => (value ?? '').trim().replace(/\s+/g, ' ').toLowerCase();
  return postcodeKey(form.postalCode) === postcodeKey(localised.postcode) && street(form.streetAddress) === street(localised.street);
}
