import { Hono } from 'hono';
import type { AppEnv } from '../http/app-env';

/**
 * GET /RELEASE_HASH.txt — the release this process serves. Never cached anywhere: the page compares
 * it with its own to offer a reload after a deploy, and a cached answer would hide the new release.
 */
export function releaseRoutes(releaseHash: string) {
  return new Hono<AppEnv>().get('/RELEASE_HASH.txt', (c) => {
    c.header('Cache-Control', 'no-cache, no-store, must-revalidate');
    return c.text(releaseHash);
  });
}
