import { Hono, type Context } from 'hono';
import { etaQuerySchema, timeSlotsQuerySchema } from '../../src/api/contract/hut';
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
 * Hut reads (spec 1 §7, spec 3 §7.2): huts by postcode, sector, distance, id and point; hut status,
 * time slots and ETA. Answers that depend on the time of day are never cached. The geocoder's
 * calls are in geo.ts.
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
    .get('/v2/eta/', eta);
}
