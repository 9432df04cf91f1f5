import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { ApiErrorBody } from '../../src/api/contract/error';
import { clientLogBatchSchema } from '../../src/api/contract/log';
import type { DatabaseHandle } from '../db';
import type { AppEnv } from '../http/app-env';
import { rateLimit } from '../http/rate-limit';
import { clientKey } from '../http/rate-limit-client';
import { RATE_LIMITS } from '../http/rate-limits';
import { parseJson } from '../http/validate';
import { writeClientLogs } from '../services/client-log';

/**
 * The most bytes one POST /log may send: room for the contract's 48 kB batch (contract/log.ts) in
 * any UTF-8. A bigger body is refused before it is read, far below the API's 1 MB (issue 12: one
 * anonymous request wrote 1 MB of server log).
 */
export const LOG_MAX_BODY_BYTES = 64 * 1024;

const tooLarge: ApiErrorBody = {
  error: 'invalid_request',
  message: `A log batch is larger than ${LOG_MAX_BODY_BYTES} bytes`,
  issues: [{ path: 'entries', message: `at most ${LOG_MAX_BODY_BYTES} bytes` }],
};

/** POST /log — the page's log sink: a batch of entries in, 204 out; rate limited per client (issue 12 item 9). */
export function logRoutes(database: DatabaseHandle) {
  return new Hono<AppEnv>()
    .use('/log', rateLimit(database, { ...RATE_LIMITS.logPerClient, key: clientKey }))
    .post('/log', bodyLimit({ maxSize: LOG_MAX_BODY_BYTES, onError: (c) => c.json(tooLarge, 413) }), async (c) => {
      const batch = await parseJson(c, clientLogBatchSchema);
      writeClientLogs(c.get('logger'), batch);
      return c.body(null, 204);
    });
}
