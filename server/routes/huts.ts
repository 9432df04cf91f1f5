import { Hono } from 'hono';
import type { DatabaseHandle } from '../db';
import type { AppEnv } from '../http/app-env';

// eslint-disable-next-line @typescript-eslint/no-unused-vars
export function hutRoutes(db: DatabaseHandle): Hono<AppEnv> {
  return new Hono<AppEnv>();
}
