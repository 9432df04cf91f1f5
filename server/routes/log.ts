import { Hono } from 'hono';
import { clientLogBatchSchema } from '../../src/api/contract/log';
import type { AppEnv } from '../http/app-env';
import { parseJson } from '../http/validate';
import { writeClientLogs } from '../services/client-log';

/** POST /log — the page's log sink: a batch of entries in, 204 out. */
export function logRoutes() {
  return new Hono<AppEnv>().post('/log', async (c) => {
    const batch = await parseJson(c, clientLogBatchSchema);
    writeClientLogs(c.get('logger'), batch);
    return c.body(null, 204);
  });
}
