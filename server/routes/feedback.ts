import { Hono } from 'hono';
import { feedbackBodySchema, feedbackReceiptSchema } from '../../src/api/contract/feedback';
import type { Clock } from '../clock';
import type { DatabaseHandle } from '../db';
import { ApiError, notFoundBody } from '../http/api-error';
import type { AppEnv } from '../http/app-env';
import { rateLimit } from '../http/rate-limit';
import { clientKey } from '../http/rate-limit-client';
import { RATE_LIMITS } from '../http/rate-limits';
import { parseJson } from '../http/validate';
import { storeFeedback } from '../services/feedback';
import { noStore } from './vouchers';

/**
 * POST /v1/feedback — the feedback form's answers (checklist 10-G2): validated by the shared contract,
 * stored, answered 201 with a receipt. Anonymous and writing to the database, so rate limited per client.
 * With DEV_ENDPOINTS=1, GET /dev/feedback/{id} reads an answer back for e2e.
 */
export function feedbackRoutes(database: DatabaseHandle, clock: Clock, { devEndpoints = false } = {}): Hono<AppEnv> {
  const { db } = database;
  const routes = new Hono<AppEnv>()
    .use('/v1/feedback', noStore)
    .post('/v1/feedback', rateLimit(database, { ...RATE_LIMITS.feedbackPerClient, key: clientKey }), async (c) => {
      const body = await parseJson(c, feedbackBodySchema);
      const receipt = await storeFeedback(db, body, clock.now());
      return c.json(feedbackReceiptSchema.parse(receipt), 201);
    });
  if (devEndpoints) {
    // e2e only (DEV_ENDPOINTS=1): reads one stored answer back, so a journey can see it was stored.
    routes.get('/dev/feedback/:id', async (c) => {
      const row = await db.selectFrom('feedback').selectAll().where('id', '=', c.req.param('id')).executeTakeFirst();
      if (!row) throw new ApiError(404, notFoundBody);
      return c.json(row);
    });
  }
  return routes;
}
