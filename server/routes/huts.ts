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
import { MENU_CACHE_CONTROL, requestTarget, type AnswerCache } from '../http/answer-cache';
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
 * time slots and ETA. Answers that depend on the time of day (status, slots, ETA) are never cached.
 * Hut details and lists (issue 18) are: their dated hours move only with the date (and a UTC offset
 * at a clock change), so a copy kept for HUT_ANSWER_TTL_MS of store time, validated against the
 * catalogue version (hut rows are part of it), and a minute in a phone's cache are harmless —
 * whether a hut is open now comes from hut status. The geocoder's calls are in geo.ts.
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

/** How long (store time) a hut detail or list answer is kept in the process before it is built again. */
export const HUT_ANSWER_TTL_MS = 60_000;

/** The test-hut header changes the lists; the answer cache keys on it and tells HTTP caches so. */
const HUT_VARY = ['x-feature-role'] as const;

export function hutRoutes(database: DatabaseHandle, clock: Clock, cache: AnswerCache): Hono<AppEnv> {
  const { db } = database;

  /** A hut detail or list, kept per path, query and test-hut header (see the comment at the top). */
  const cached = (c: HutContext, build: () => Promise<unknown>) =>
    cache.answer(c, {
      key: `huts ${c.req.header('x-feature-role') === 'test' ? 'test' : '-'} ${requestTarget(c)}`,
      build,
      cacheControl: MENU_CACHE_CONTROL,
      vary: HUT_VARY,
      ttlMs: HUT_ANSWER_TTL_MS,
    });

  /** /v1/huts?postcode → huts delivering there; /v1/huts/?sector&featureRole → all huts of the sectors. */
  const listHuts = (c: HutContext) =>
    cached(c, async () => {
      const query = parseQuery(c, hutsQuerySchema);
      const filter = { sectors: query.sector, includeTest: wantsTestHuts(c, query.featureRole) };
      if (query.postcode !== undefined) return hutsForPostcode(db, clock.now(), query.postcode, filter);
      return hutsOfSectors(db, clock.now(), filter);
    });

  const searchHuts = (c: HutContext) =>
    cached(c, async () => {
      const query = parseQuery(c, hutSearchQuerySchema);
      const filter = { sectors: [query.sector], includeTest: wantsTestHuts(c, query.featureRole) };
      const huts = await searchHutsAt(db, clock.now(), { latitude: query.lat, longitude: query.lng }, filter);
      // No hut delivers there: 404, which the client reads as "no result" (spec 1 §7).
      if (huts.length === 0) throw new ApiError(404, notFoundBody);
      return huts;
    });

  const eta = async (c: HutContext) => {
    const query = parseQuery(c, etaQuerySchema);
    noStore(c);
    return c.json(found(await hutEta(db, clock.now(), query)));
  };

  return new Hono<AppEnv>()
    .get('/v1/huts', listHuts)
    .get('/v1/huts/', listHuts)
    .get('/v1/huts/nearby', (c) =>
      cached(c, async () => {
        const query = parseQuery(c, nearbyHutsQuerySchema);
        // Coordinates that are not numbers give an empty list, not an error (spec 1 §7).
        if (Number.isNaN(query.lat) || Number.isNaN(query.lon)) return [];
        const nearby = { latitude: query.lat, longitude: query.lon, limit: query.limit, maxDistance: query.maxDistance };
        const filter = { sectors: query.sectors, includeTest: wantsTestHuts(c, query.featureRole) };
        return nearbyHuts(db, clock.now(), nearby, filter);
      }),
    )
    .get('/v1/hut', (c) => cached(c, async () => found(await hutById(db, clock.now(), parseQuery(c, hutQuerySchema)))))
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
