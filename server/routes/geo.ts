import { Hono, type Context } from 'hono';
import {
  addressLookupQuerySchema,
  autocompleteQuerySchema,
  geocodePostcodeQuerySchema,
  placeQuerySchema,
} from '../../src/api/contract/geo';
import type { DatabaseHandle } from '../db';
import { ApiError, notFoundBody } from '../http/api-error';
import type { AppEnv } from '../http/app-env';
import { parseQuery } from '../http/validate';
import { geocodePostcode, placeById, suggestPlaces } from '../services/geo';
import { lookupStreets } from '../services/geo-address-lookup';

/**
 * The local geocoder (spec 1 §7, spec 3 §7.2; the stand-in of ARCHITECTURE's "geocoder over seeded
 * postcode / pincode / postal-code data"): postcodes, place suggestions, places and French street
 * ranges. Seeded geodata changes only with a release: a found answer may be cached for an hour.
 */
function cachedForAnHour<T>(c: Context<AppEnv>, value: T | null): T {
  if (value === null) throw new ApiError(404, notFoundBody);
  c.header('Cache-Control', 'public, max-age=3600');
  return value;
}

export function geoRoutes(database: DatabaseHandle): Hono<AppEnv> {
  const { db } = database;
  return new Hono<AppEnv>()
    .get('/v1/address-lookup/lookup-street-by-post-code', async (c) => {
      const query = parseQuery(c, addressLookupQuerySchema);
      return c.json(cachedForAnHour(c, await lookupStreets(db, query.postcode, query.query)));
    })
    .get('/v1/geocode/postcode', async (c) => {
      const query = parseQuery(c, geocodePostcodeQuerySchema);
      return c.json(cachedForAnHour(c, await geocodePostcode(db, query.postcode, query.country)));
    })
    .get('/v1/geocode/autocomplete', async (c) => {
      const query = parseQuery(c, autocompleteQuerySchema);
      return c.json(cachedForAnHour(c, await suggestPlaces(db, query.q, query.country)));
    })
    .get('/v1/geocode/place', async (c) => {
      const query = parseQuery(c, placeQuerySchema);
      return c.json(cachedForAnHour(c, await placeById(db, query.placeId)));
    });
}
