import { randomUUID } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import type { Logger } from 'pino';
import type { AppEnv } from './app-env';

/**
 * One structured line per request (method, path, status, duration, trace id), and a per-request
 * child logger for the handlers. The trace id comes from the page's x-trace-id header so a client
 * log entry and the calls around it can be joined; it is echoed back on the answer.
 */

/** Header values are untrusted: anything but a short token is replaced by a fresh id. */
const TRACE_ID_PATTERN = /^[A-Za-z0-9._:-]{1,100}$/;

export function requestLog(logger: Logger): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const started = performance.now();
    const header = c.req.header('x-trace-id');
    const traceId = header && TRACE_ID_PATTERN.test(header) ? header : randomUUID();
    c.set('traceId', traceId);
    c.set('logger', logger.child({ traceId }));

    await next();

    c.res.headers.set('x-trace-id', traceId);
    const status = c.res.status;
    const line = {
      method: c.req.method,
      path: c.req.path,
      status,
      durationMs: Math.round((performance.now() - started) * 10) / 10,
      traceId,
    };
    if (status >= 500) logger.error(line, 'request');
    else logger.info(line, 'request');
  };
}
