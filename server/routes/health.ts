import { Hono } from 'hono';
import type { DatabaseHandle } from '../db';
import type { AppEnv } from '../http/app-env';
import { checkHealth } from '../services/health';

/** GET /health — 200 when the database answers, 503 (same body shape) when it does not. */
export function healthRoutes(database: DatabaseHandle, releaseHash: string, startedAt: number) {
  return new Hono<AppEnv>().get('/health', async (c) => {
    const health = await checkHealth(database, releaseHash, startedAt);
    c.header('Cache-Control', 'no-store');
    return c.json(health, health.status === 'ok' ? 200 : 503);
  });
}
