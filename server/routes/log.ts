import { Hono } from 'hono';
import { clientLogBatchSchema } from '../../src/api/contract/log';
import type { DatabaseHandle } from '../db';
import type { AppEnv } from '../http/app-env';
import { rateLimit } from '../http/rate-limit';
import { clientKey } from '../http/rate-limit-client';
import { RATE_LIMITS } from '../http/rate-limits';
import { parseJson } from '../http/validate';
import { writeClientLogs } from '../services/client-log';

/** POST /log — the page's log sink: a batch of entries in, 204 out; rate limited per client (issue 12 item 9). */
export function logRoutes(database: DatabaseHandle) {
  return new Hono<AppEnv>().use('/log', rateLimit(database, { ...RATE_LIMITS.logPerClient, key: clientKey })).post('/log', async (c) => {
    const batch = await parseJson(c, clientLogBatchSchema);
    writeClientLogs(c.get('logger'), batch);
    return c.body(null, 204);
  });
}
