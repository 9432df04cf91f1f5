import { Hono, type Context } from 'hono';
import {
  addressLookupQuerySchema,
  autocompleteQuerySchema,
  etaQuerySchema,
  geocodePostcodeQuerySchema,
  placeQuerySchema,
  timeSlotsQuerySchema,
} from '../../src/api/contract/geo';
import {
  hutQuerySchema,
  hutSearchQuerySchema,
  hutsQuerySchema,
  hutStatusParamsSchema,
  nearbyHutsQuerySchema,
} from '../../src/api/contract/hut';
import { toApiIssues } from '../../src/api/contract/error';
import type { Clock } from '../clock';
import type { DatabaseHandle } from '../db';
import { ApiError, notFoundBody } from '../http/api-error';
import type { AppEnv } from '../http/app-env';
import { parseQuery } from '../http/validate';
import { geocodePostcode, placeById, suggestPlaces } from '../services/geo';
import { lookupStreets } from '../services/geo-address-lookup';
import {
  hutById,
  hutEta,
  hutsForPostcode,
  hutsOfSectors,
  hutStatus,
  hutTimeSlots,
  nearbyHuts,
  searchHutsAt,
} from '../services/huts';

/**
 * Hut and location reads (spec 1 §7, spec 3 §7.2): huts by postcode, sector, distance, id and
 * point; hut status, time slots and ETA; and the local geocoder (postcodes, suggestions, places,
 * French street ranges). Answers that depend on the time of day are never cached.
 */

type HutContext = Context<AppEnv>;

/** Test huts are listed to the 'test' feature role, from the query or the client's header. */
const wantsTestHuts = (c: HutContext, featureRole: string | undefined) =>
  featureRole === 'test' || c.req.header('x-feature-role') === 'test';

function found<T>(value: T | null): T {
  if (value === null) throw new ApiError(404, notFoundBody);
  return value;
}

const noStore = (c: HutContext) => c.header('Cache-Control', 'no-store');
/** Seeded geodata changes only with a release: a found answer may be cached for an hour. */
function cachedForAnHour<T>(c: HutContext, value: T | null): T {
  const answer = found(value);
  c.header('Cache-Control', 'public, max-age=3600');
  return answer;
}

export function hutRoutes(database: DatabaseHandle, clock: Clock): Hono<AppEnv> {
  const { db } = database;

  /** /v1/huts?postcode → huts delivering there; /v1/huts/?sector&featureRole → all huts of the sectors. */
  const listHuts = async (c: HutContext) => {
    const query = parseQuery(c, hutsQuerySchema);
    const filter = { sectors: query.sector, includeTest: wantsTestHuts(c, query.featureRole) };
    noStore(c);
    if (query.postcode !== undefined) return c.json(await hutsForPostcode(db, clock.now(), query.postcode, filter));
    return c.json(await hutsOfSectors(db, clock.now(), filter));
  };

  const searchHuts = async (c: HutContext) => {
    const query = parseQuery(c, hutSearchQuerySchema);
    const filter = { sectors: [query.sector], includeTest: wantsTestHuts(c, query.featureRole) };
    const huts = await searchHutsAt(db, clock.now(), { latitude: query.lat, longitude: query.lng }, filter);
    noStore(c);
    // No hut delivers there: 404, which the client reads as "no result" (spec 1 §7).
    if (huts.length === 0) throw new ApiError(404, notFoundBody);
    return c.json(huts);
  };

  const eta = async (c: HutContext) => {
    const query = parseQuery(c, etaQuerySchema);
    noStore(c);
    return c.json(found(await hutEta(db, clock.now(), query)));
  };

  return new Hono<AppEnv>()
    .get('/v1/huts', listHuts)
    .get('/v1/huts/', listHuts)
    .get('/v1/huts/nearby', async (c) => {
      const query = parseQuery(c, nearbyHutsQuerySchema);
      noStore(c);
      // Coordinates that are not numbers give an empty list, not an error (spec 1 §7).
      if (Number.isNaN(query.lat) || Number.isNaN(query.lon)) return c.json([]);
      const nearby = { latitude: query.lat, longitude: query.lon, limit: query.limit, maxDistance: query.maxDistance };
      const filter = { sectors: query.sectors, includeTest: wantsTestHuts(c, query.featureRole) };
      return c.json(await nearbyHuts(db, clock.now(), nearby, filter));
    })
    .get('/v1/hut', async (c) => {
      const query = parseQuery(c, hutQuerySchema);
      noStore(c);
      return c.json(found(await hutById(db, clock.now(), query)));
    })
    .get('/v1/hut/search', searchHuts)
    .get('/v1/hut/search/', searchHuts)
    .get('/v1/hut/timeslots', async (c) => {
      const query = parseQuery(c, timeSlotsQuerySchema);
      noStore(c);
      return c.json(found(await hutTimeSlots(db, clock.now(), query)));
    })
    .get('/v2/huts/status/:sector/:hutId/summary', async (c) => {
      const params = hutStatusParamsSchema.safeParse(c.req.param());
      if (!params.success) throw new ApiError(400, { error: 'invalid_request', issues: toApiIssues(params.error) });
      noStore(c);
      return c.json(found(await hutStatus(db, clock.now(), params.data.sector, params.data.hutId)));
    })
    .get('/v2/eta', eta)
    .get('/v2/eta/', eta)
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
