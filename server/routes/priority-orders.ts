import { Hono } from 'hono';
import { z } from 'zod';
import { idSchema } from '../../src/api/contract/common';
import { priorityReservationBodySchema, priorityReservationSchema } from '../../src/api/contract/priority-orders';
import type { Clock } from '../clock';
import type { DatabaseHandle } from '../db';
import { ApiError, notFoundBody } from '../http/api-error';
import type { AppEnv } from '../http/app-env';
import { rateLimit } from '../http/rate-limit';
import { clientKey } from '../http/rate-limit-client';
import { RATE_LIMITS } from '../http/rate-limits';
import { parseJson } from '../http/validate';
import { releasePriority, reservePriority } from '../services/priority-orders';
import { noStore } from './vouchers';

const releaseParamsSchema = z.object({ id: idSchema, hutId: idSchema });

/**
 * POST /v1/priority-orders/reservation and DELETE /v1/priority-orders/reservation/{id}/{hutId}
 * (spec 2 §7). The page treats 422, 503 and network failures alike as "no priority delivery" and
 * swallows release errors, so releasing always answers 204. Reserving is rate limited per client, and
 * a client holds one live reservation: a new one replaces its previous one (issue 12 item 8).
 */
export function priorityOrderRoutes(database: DatabaseHandle, clock: Clock): Hono<AppEnv> {
  const { db } = database;
  return new Hono<AppEnv>()
    .use('/v1/priority-orders/*', noStore)
    .use('/v1/priority-orders/reservation', async (c, next) => {
      // DELETE (release) is never limited: it only gives a slot back.
      if (c.req.method !== 'POST') return next();
      return rateLimit(database, { ...RATE_LIMITS.priorityPerClient, key: clientKey })(c, next);
    })
    .post('/v1/priority-orders/reservation', async (c) => {
      const body = await parseJson(c, priorityReservationBodySchema);
      const result = await reservePriority(db, {
        sector: body.hut.sector,
        hutId: body.hut.id,
        numCookedItems: body.numCookedItems,
        postcode: body.postcode ?? body.customerPostcode,
        client: clientKey(c),
        now: clock.now(),
      });
      if (result.ok) return c.json(priorityReservationSchema.parse(result.reservation));
      if (result.reason === 'unknown-hut') throw new ApiError(404, notFoundBody);
      if (result.reason === 'no-slot') throw new ApiError(503, { error: 'internal', message: 'No priority delivery slot is free', issues: [] });
      throw new ApiError(422, { error: 'invalid_request', message: 'Priority delivery is not available for this order', issues: [] });
    })
    .delete('/v1/priority-orders/reservation/:id/:hutId', async (c) => {
      const params = releaseParamsSchema.safeParse(c.req.param());
      if (params.success) await releasePriority(db, params.data);
      return c.body(null, 204);
    });
}
