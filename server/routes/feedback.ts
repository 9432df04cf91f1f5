import { Hono } from 'hono';
import { feedbackBodySchema, feedbackReceiptSchema } from '../../src/api/contract/feedback';
import type { Clock } from '../clock';
import type { DatabaseHandle } from '../db';
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
 */
export function feedbackRoutes(database: DatabaseHandle, clock: Clock): Hono<AppEnv> {
  const { db } = database;
  return new Hono<AppEnv>()
    .use('/v1/feedback', noStore)
    .post('/v1/feedback', rateLimit(database, { ...RATE_LIMITS.feedbackPerClient, key: clientKey }), async (c) => {
      const body = await parseJson(c, feedbackBodySchema);
      const receipt = await storeFeedback(db, body, clock.now());
      return c.json(feedbackReceiptSchema.parse(receipt), 201);
    });
}
