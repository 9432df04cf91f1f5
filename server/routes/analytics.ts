import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { ApiErrorBody } from '../../src/api/contract/error';
import { analyticsAckSchema, analyticsBatchSchema } from '../../src/api/contract/events';
import type { DatabaseHandle } from '../db';
import type { AppEnv } from '../http/app-env';
import { rateLimit } from '../http/rate-limit';
import { clientKey } from '../http/rate-limit-client';
import { RATE_LIMITS } from '../http/rate-limits';
import { parseJson } from '../http/validate';
import { noStore } from './vouchers';

/** The most bytes one POST /v1/events may send: room for the contract's 96 k-character batch in UTF-8. */
export const EVENTS_MAX_BODY_BYTES = 128 * 1024;

const tooLarge: ApiErrorBody = {
  error: 'invalid_request',
  message: `An event batch is larger than ${EVENTS_MAX_BODY_BYTES} bytes`,
  issues: [{ path: 'events', message: `at most ${EVENTS_MAX_BODY_BYTES} bytes` }],
};

/**
 * POST /v1/events — the analytics collector (14-G30): a batch of data-layer entries in, the ids now
 * held out. Insert-or-ignore on the event id, so a batch re-sent (sendBeacon after a fetch whose answer
 * was lost, the offline queue on `online`) is stored once; both new and known ids are acknowledged, so
 * the page deletes them from its queue. Anonymous and writing, so rate limited per client.
 * With DEV_ENDPOINTS=1, GET /dev/events?limit=&clientId= lists the last events (e2e, /debug).
 */
export function analyticsRoutes(database: DatabaseHandle, { devEndpoints = false } = {}): Hono<AppEnv> {
  const { db } = database;
  const routes = new Hono<AppEnv>()
    .use('/v1/events', noStore)
    .post(
      '/v1/events',
      rateLimit(database, { ...RATE_LIMITS.eventsPerClient, key: clientKey }),
      bodyLimit({ maxSize: EVENTS_MAX_BODY_BYTES, onError: (c) => c.json(tooLarge, 413) }),
      async (c) => {
        const { events } = await parseJson(c, analyticsBatchSchema);
        await db
          .insertInto('analytics_events')
          .values(
            events.map((event) => ({
              id: event.id,
              name: event.name,
              at: event.at,
              client_id: event.dimensions.dimension14 ?? null,
              // 14-G7: test traffic is kept apart from real revenue.
              test: event.dimensions.dimension18 === 'test',
              dimensions: JSON.stringify(event.dimensions),
              payload: JSON.stringify(event.payload),
            })),
          )
          .onConflict((conflict) => conflict.column('id').doNothing())
          .execute();
        return c.json(analyticsAckSchema.parse({ accepted: events.map((event) => event.id) }), 200);
      },
    );
  if (devEndpoints) {
    // e2e and /debug only (DEV_ENDPOINTS=1): the last events, newest first, optionally for one client id.
    routes.get('/dev/events', async (c) => {
      const limit = Math.min(Math.max(Number.parseInt(c.req.query('limit') ?? '50', 10) || 50, 1), 500);
      const clientId = c.req.query('clientId');
      let query = db.selectFrom('analytics_events').selectAll().orderBy('received_at', 'desc').orderBy('at', 'desc').limit(limit);
      if (clientId) query = query.where('client_id', '=', clientId);
      return c.json({ events: await query.execute() });
    });
  }
  return routes;
}
