/**
 * Distances and delivery zones on the globe, plus the text folding used by postcode and street
 * look-ups. Pure: the page, the worker and the server (the local geocoder) share it.
 */

export interface LatLng {
  latitude: number;
  longitude: number;
}

/** Mean Earth radius (IUGG), in metres: haversine distances are good to ~0.5 % with it. */
export const EARTH_RADIUS_METRES = 6_371_008.8;

const toRadians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle (haversine) distance between two points, in metres. */
export function distanceMetres(a: LatLng, b: LatLng): number {
  const dLat = toRadians(b.latitude - a.latitude);
  const dLng = toRadians(b.longitude - a.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(toRadians(a.latitude)) * Math.cos(toRadians(b.latitude)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_METRES * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** A delivery zone is a circle around the hut; its edge counts as inside. */
export function isWithinRadius(point: LatLng, centre: LatLng, radiusMetres: number): boolean {
  return distanceMetres(point, centre) <= radiusMetres;
}

export interface BoundingBox {
  minLatitude: number;
  maxLatitude: number;
  minLongitude: number;
  maxLongitude: number;
}

/**
 * A latitude/longitude box that contains every point within `radiusMetres` of `centre`: a cheap
 * index-friendly pre-filter before the exact distance check. Near the poles it spans all longitudes.
 */
export function boundingBox(centre: LatLng, radiusMetres: number): BoundingBox {
  const dLat = (radiusMetres / EARTH_RADIUS_METRES) * (180 / Math.PI);
  const cosLat = Math.cos(toRadians(centre.latitude));
  const dLng = cosLat < 1e-6 ? 180 : Math.min(180, dLat / cosLat);
  return {
    minLatitude: Math.max(-90, centre.latitude - dLat),
    maxLatitude: Math.min(90, centre.latitude + dLat),
    minLongitude: dLng >= 180 ? -180 : centre.longitude - dLng,
    maxLongitude: dLng >= 180 ? 180 : centre.longitude + dLng,
  };
}

/**
 * Text for "contains" matching: lower case, accents removed, runs of spaces, hyphens and
 * apostrophes made one space — so 'bethune' finds 'Rue de Béthune' and 'st-laurent' finds 'St Laurent'.
 */
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[\s\-'’]+/g, ' ')
    .trim();
}
