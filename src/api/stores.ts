// Hut (store) and location calls of the store API (spec 1 §7, 3 §7.2), each checked by its contract.
import { z } from 'zod';
import type { Sector, WebDisposition } from './contract/common';
import { addressRangeListSchema, geocodeResultSchema, placeSchema, placeSuggestionListSchema } from './contract/geo';
import { etaSchema, hutListSchema, hutSchema, hutStatusSummarySchema, timeSlotsSchema, type Hut, type HutStatusSummary } from './contract/hut';
import { api, type ApiClient } from './client';
import { HttpError } from './http-error';

/** Nearby huts default to 5 (India look-ups use 4: the market config's nearbyLimit). */
export const NEARBY_DEFAULT_LIMIT = 5;

/** GET /v1/huts/nearby: empty when the coordinates are not numbers (spec 1 §7). */
export async function fetchNearbyHuts(
  params: { lat: number; lon: number; limit?: number; sectors?: readonly Sector[]; maxDistance?: number },
  client: ApiClient = api,
): Promise<Hut[]> {
  if (!Number.isFinite(params.lat) || !Number.isFinite(params.lon)) return [];
  return client.get('/v1/huts/nearby', {
    query: {
      lat: params.lat,
      lon: params.lon,
      limit: params.limit ?? NEARBY_DEFAULT_LIMIT,
      sectors: params.sectors?.join(','),
      maxDistance: params.maxDistance,
    },
    schema: hutListSchema,
  });
}

/** GET /v1/huts?postcode: the first hut delivering there, or false when there is none (spec 1 §7). */
export async function fetchHutByPostcode(postcode: string, client: ApiClient = api): Promise<Hut | false> {
  const huts = await client.get('/v1/huts', { query: { postcode }, schema: hutListSchema });
  return huts[0] ?? false;
}

/** GET /v1/huts/: every hut of the sectors (the store list). */
export function fetchAllHuts(sectors: readonly Sector[], featureRole = 'none', client: ApiClient = api): Promise<Hut[]> {
  return client.get('/v1/huts/', { query: { sector: sectors.join(','), featureRole }, schema: hutListSchema });
}

/** GET /v1/hut: one hut with seven days of hours; null on 404 (spec 1 §7). */
export async function fetchHut(
  params: { hutId: string; sector: Sector; tradezoneId?: string; openDays?: number },
  client: ApiClient = api,
): Promise<Hut | null> {
  return nullOn404(() =>
    client.get('/v1/hut', { query: { ...params, openDays: params.openDays ?? 7 }, schema: hutSchema }),
  );
}

/** GET /v1/hut/search/: huts delivering to a point; 404 is no result, anything else 'Failed to fetch huts'. */
export async function searchHuts(params: { sector: Sector; lat: number; lng: number }, client: ApiClient = api): Promise<Hut[]> {
  try {
    return await client.get('/v1/hut/search/', { query: params, schema: hutListSchema });
  } catch (error) {
    if (error instanceof HttpError && error.status === 404) return [];
    throw new Error('Failed to fetch huts', { cause: error });
  }
}

/**
 * How far around a point the sectors that may serve it are looked for: every seeded delivery radius
 * is a few kilometres, so a hut that delivers to the point is well inside (10-G10, pick).
 */
export const SERVING_SECTORS_RADIUS_METRES = 50_000;

/**
 * Huts delivering to a point, over the sectors that serve it (10-G10): the huts near the point name
 * those sectors first (GET /v1/huts/nearby answers a list, never a 404), and only they are searched.
 * A market's other sectors are not asked, so the console shows no 404 for a sector that serves
 * another city; a point no hut is near asks no sector at all.
 */
export async function searchHutsServing(sectors: readonly Sector[], point: { lat: number; lng: number }, client: ApiClient = api): Promise<Hut[]> {
  const near = await fetchNearbyHuts({ lat: point.lat, lon: point.lng, sectors, maxDistance: SERVING_SECTORS_RADIUS_METRES }, client);
  const serving = sectors.filter((sector) => near.some((hut) => hut.sector === sector));
  const found = await Promise.all(serving.map((sector) => searchHuts({ sector, lat: point.lat, lng: point.lng }, client).catch(() => [])));
  return found.flat();
}

/** GET /v2/huts/status/{sector}/{hutId}/summary; null on 404. */
export async function fetchHutStatus(sector: Sector, hutId: string, client: ApiClient = api): Promise<HutStatusSummary | null> {
  const path = `/v2/huts/status/${encodeURIComponent(sector)}/${encodeURIComponent(hutId)}/summary`;
  return nullOn404(() => client.get(path, { schema: hutStatusSummarySchema, cache: 'no-store' }));
}

export function fetchTimeSlots(params: { sector: Sector; hutId: string; disposition: WebDisposition }, client: ApiClient = api) {
  return client.get('/v1/hut/timeslots', { query: params, schema: timeSlotsSchema, cache: 'no-store' });
}

/** GET /v2/eta/: a failure is only logged by the caller (spec 1 §7). */
export function fetchEta(params: { disposition: WebDisposition; id: string; sector: Sector }, client: ApiClient = api) {
  return client.get('/v2/eta/', { query: params, schema: etaSchema, cache: 'no-store' });
}

/** France: street ranges of a postcode; status 400 or more gives an empty list (spec 3 §7.2). */
export async function lookupStreets(postcode: string, query: string, client: ApiClient = api) {
  try {
    return await client.get('/v1/address-lookup/lookup-street-by-post-code', {
      query: { postcode, query },
      schema: addressRangeListSchema,
    });
  } catch (error) {
    if (error instanceof HttpError && error.status >= 400) return [];
    throw error;
  }
}

export function geocodePostcode(postcode: string, country: string, client: ApiClient = api) {
  return nullOn404(() => client.get('/v1/geocode/postcode', { query: { postcode, country }, schema: geocodeResultSchema }));
}

export function suggestPlaces(q: string, country: string, client: ApiClient = api) {
  return client.get('/v1/geocode/autocomplete', { query: { q, country }, schema: placeSuggestionListSchema });
}

export function fetchPlace(placeId: string, client: ApiClient = api): Promise<z.infer<typeof placeSchema> | null> {
  return nullOn404(() => client.get('/v1/geocode/place', { query: { placeId }, schema: placeSchema }));
}

async function nullOn404<T>(call: () => Promise<T>): Promise<T | null> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof HttpError && error.status === 404) return null;
    throw error;
  }
}
