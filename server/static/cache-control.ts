/**
 * Caching the way a CDN would serve a Vite build. Files under assets/ carry a content hash in their
 * name, so a given URL never changes: cache for a year, immutable. Everything else (index.html,
 * sw.js, the manifest, RELEASE_HASH.txt, icons) keeps its name across releases, so it must be
 * revalidated on every use or a deploy would never reach the browser.
 */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'no-cache';

export function cacheControlFor(relativePath: string): string {
  return relativePath.startsWith('assets/') ? IMMUTABLE : REVALIDATE;
}
