import path from 'node:path';
import { Hono } from 'hono';
import type { AppEnv } from '../http/app-env';
import { notFoundBody } from '../http/api-error';
import { isApiPath } from '../http/api-paths';
import { looksLikeFile } from '../static/content-type';
import { safeRelativePath } from '../static/safe-path';
import { sendStaticFile } from '../static/send-file';

/**
 * GET/HEAD for everything the API does not own: the built app from staticDir. A path that is no file
 * gets the app shell (index.html) so client-side routes such as /order/deals/ or /huts/uk-1/42 load;
 * a missing hashed asset or other file-looking path is a plain 404 instead, so a stale page never
 * receives HTML where it expected a script.
 */
export function staticRoutes(staticDir: string) {
  const root = path.resolve(staticDir);
  return new Hono<AppEnv>().get('*', async (c) => {
    if (isApiPath(c.req.path)) return c.json(notFoundBody, 404);

    const relativePath = safeRelativePath(c.req.path);
    if (relativePath === null) return c.text('Bad request path', 400);

    const file = relativePath === '' ? null : await sendStaticFile(c, root, relativePath);
    if (file) return file;
    if (relativePath.startsWith('assets/') || looksLikeFile(relativePath)) return c.text('Not found', 404);

    const shell = await sendStaticFile(c, root, 'index.html');
    if (shell) return shell;
    return c.text('The app is not built yet: run `npm run build`, then start the server again.', 503);
  });
}
