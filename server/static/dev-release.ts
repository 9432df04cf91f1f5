import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import { REVALIDATE } from './cache-control';
import { contentTypeFor } from './content-type';

/**
 * Test seam for "a new release is deployed while the app is open" (issue 7), mounted only with
 * DEV_ENDPOINTS=1. A request carrying the cookie `dev-release=<hash>` is answered as if <hash> were
 * deployed: /RELEASE_HASH.txt says <hash>, and /sw.js is the built worker with a comment appended, so
 * the browser installs it as a new worker. A cookie belongs to one browser context, so parallel e2e
 * journeys on the same server never see each other's release.
 */
export const DEV_RELEASE_COOKIE = 'dev-release';
const HASH = /^[a-z0-9-]{1,40}$/;

/** The release the request's cookie asks for, or null when there is none or it is malformed. */
export function devReleaseOf(cookie: string | undefined): string | null {
  return cookie !== undefined && HASH.test(cookie) ? cookie : null;
}

export function devRelease(staticDir: string): MiddlewareHandler {
  const workerPath = path.join(path.resolve(staticDir), 'sw.js');
  return async (c, next) => {
    // A HEAD goes through here as well; Hono drops the body of its answer.
    const isRead = c.req.method === 'GET' || c.req.method === 'HEAD';
    const release = isRead ? devReleaseOf(getCookie(c, DEV_RELEASE_COOKIE)) : null;
    if (release === null) return next();

    // Same cache headers as the real answers (routes/release.ts, cache-control.ts), keyed on the cookie.
    if (c.req.path === '/RELEASE_HASH.txt') {
      return c.text(release, 200, { 'Cache-Control': 'no-cache, no-store, must-revalidate', Vary: 'Cookie' });
    }
    if (c.req.path === '/sw.js') {
      const built = await readFile(workerPath, 'utf8').catch(() => null);
      if (built === null) return next();
      // Identity encoding: the precompressed .br/.gz siblings hold the built bytes, not these.
      const body = `${built}\n// release ${release}\n`;
      const headers = { 'Cache-Control': REVALIDATE, Vary: 'Cookie', 'Content-Type': contentTypeFor(workerPath) };
      return c.body(body, 200, headers);
    }
    return next();
  };
}
