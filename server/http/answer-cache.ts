import { createHash } from 'node:crypto';
import type { Context } from 'hono';
import type { CatalogueVersion } from '../services/catalogue-version';
import { chooseEncoding, COMPRESS_MIN_BYTES, compressBody, view, type BodyEncoding } from './compress';

/**
 * Issue 18: cacheable menu, content and hut reads. Each answer is serialised once (and compressed
 * once per encoding) and kept in this process under its request key; it is served with a weak ETag
 * (a hash of the JSON, the same for every encoding of it) and a Cache-Control that lets phones and
 * the service worker keep it; `If-None-Match` with that ETag gets a 304 with no body.
 *
 * Correct with several API processes on one PostgreSQL: an entry is kept only while the catalogue
 * version it was built under (services/catalogue-version.ts, bumped by a trigger on every catalogue
 * or hut write) is still current, so a price change anywhere is served within that module's bound
 * (1 s; at once when made through this process). Answers that also depend on the store clock (hut
 * hours) are built again after `ttlMs` of store time as well.
 */

/**
 * Menus, content and huts: fresh for a minute, then served stale for up to 10 minutes while the
 * browser revalidates behind (a 304 in the normal case). A price change reaches a browsing phone
 * within a minute; a page that must have the new price now (after 'Prices have changed!') asks with
 * `cache: 'no-cache'`, which always revalidates, and the server repriced every order anyway.
 */
export const MENU_CACHE_CONTROL = 'public, max-age=60, stale-while-revalidate=600';

export interface CachedAnswerOptions {
  /** Everything the answer depends on besides the catalogue version: path, query, headers used. */
  key: string;
  /** Builds the answer (validating input, reading the database); a throw (400, 404) is never kept. */
  build: () => Promise<unknown>;
  cacheControl: string;
  /** Request headers the answer depends on, for the HTTP caches (Accept-Encoding is always added). */
  vary?: readonly string[];
  /** For answers that depend on the store clock: rebuilt after this long in store time. */
  ttlMs?: number;
}

interface Entry {
  version: string;
  builtAt: number;
  etag: string;
  body: Buffer;
  encoded: Partial<Record<BodyEncoding, Promise<Buffer>>>;
}

export interface AnswerCache {
  answer(c: Context, options: CachedAnswerOptions): Promise<Response>;
}

export interface AnswerCacheOptions {
  version: CatalogueVersion;
  /** Store time (epoch ms) for `ttlMs`: the app's clock, so a frozen clock never expires an entry. */
  now: () => number;
  /** Least recently used entries go first beyond this (a query string is part of the key). */
  maxEntries?: number;
}

/** A weak ETag: the compressed forms are the same JSON, so one validator covers every encoding. */
const etagOf = (body: Buffer) => `W/"${createHash('sha256').update(body).digest('base64url').slice(0, 32)}"`;

/** If-None-Match matches by weak comparison (RFC 9110 §13.1.2): `*` or any listed tag, W/ or not. */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  const wanted = opaque(etag);
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === wanted);
}


/** Path and query of the request: the key of an answer that depends on nothing else (not the Host). */
export function requestTarget(c: Context): string {
  const url = c.req.url;
  return url.slice(url.indexOf('/', url.indexOf('//') + 2));
}

export function createAnswerCache({ version, now, maxEntries = 2000 }: AnswerCacheOptions): AnswerCache {
  const entries = new Map<string, Promise<Entry>>();

  async function build(options: CachedAnswerOptions, currentVersion: string): Promise<Entry> {
    const builtAt = now();
    const body = Buffer.from(JSON.stringify(await options.build()));
    return { version: currentVersion, builtAt, etag: etagOf(body), body, encoded: {} };
  }

  async function entryFor(options: CachedAnswerOptions): Promise<Entry> {
    const currentVersion = await version.current();
    const pending = entries.get(options.key);
    if (pending) {
      const entry = await pending.catch(() => null);
      const fresh = entry && entry.version === currentVersion && (options.ttlMs === undefined || Math.abs(now() - entry.builtAt) < options.ttlMs);
      if (fresh) {
        // Most recently used last, so the first key is the one to drop.
        entries.delete(options.key);
        entries.set(options.key, pending);
        return entry;
      }
    }
    // Concurrent requests for the same key share one build; a failed build is not remembered.
    const building = build(options, currentVersion);
    entries.delete(options.key);
    entries.set(options.key, building);
    building.catch(() => {
      if (entries.get(options.key) === building) entries.delete(options.key);
    });
    while (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
    return building;
  }

  return {
    async answer(c, options) {
      const entry = await entryFor(options);
      const headers: Record<string, string> = {
        ETag: entry.etag,
        'Cache-Control': options.cacheControl,
        Vary: [...(options.vary ?? []), 'Accept-Encoding'].join(', '),
      };
      if (etagMatches(c.req.header('If-None-Match'), entry.etag)) return c.body(null, 304, headers);
      headers['Content-Type'] = 'application/json';
      const encoding = entry.body.byteLength >= COMPRESS_MIN_BYTES ? chooseEncoding(c.req.header('Accept-Encoding')) : null;
      if (!encoding) return c.body(view(entry.body), 200, headers);
      const encoded = (entry.encoded[encoding] ??= compressBody(entry.body, encoding, 'once'));
      encoded.catch(() => {
        if (entry.encoded[encoding] === encoded) delete entry.encoded[encoding];
      });
      headers['Content-Encoding'] = encoding;
      return c.body(view(await encoded), 200, headers);
    },
  };
}
