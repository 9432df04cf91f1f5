import { createReadStream, type Stats } from 'node:fs';
import { stat } from 'node:fs/promises';
import { Readable } from 'node:stream';
import type { Context } from 'hono';
import { acceptedEncodings, ENCODINGS, type Encoding } from './accept-encoding';
import { cacheControlFor } from './cache-control';
import { contentTypeFor } from './content-type';
import { resolveInside } from './safe-path';

/**
 * Answers with one file of the static root, or returns null when there is no such file (the caller
 * decides between 404 and the app shell). Picks the precompressed sibling (.br, then .gz) the client
 * accepts, and answers 304 when the client's copy is current.
 */
export async function sendStaticFile(c: Context, root: string, relativePath: string): Promise<Response | null> {
  const filePath = resolveInside(root, relativePath);
  if (!filePath) return null;
  const original = await fileStats(filePath);
  if (!original) return null;

  const variants = await precompressedVariants(filePath);
  const accepted = acceptedEncodings(c.req.header('accept-encoding'));
  const chosen = accepted.map((encoding) => variants.find((v) => v.encoding === encoding)).find((v) => v);
  const body = chosen ?? { encoding: undefined, path: filePath, stats: original };

  const etag = `"${body.stats.size.toString(36)}-${Math.floor(body.stats.mtimeMs).toString(36)}${chosen ? `-${chosen.encoding.name}` : ''}"`;
  const headers = new Headers({
    'Cache-Control': cacheControlFor(relativePath),
    ETag: etag,
    'Last-Modified': original.mtime.toUTCString(),
  });
  // Any cache in between must key on Accept-Encoding once more than one representation exists.
  if (variants.length > 0) headers.set('Vary', 'Accept-Encoding');

  if (isNotModified(c, etag, original.mtime)) return new Response(null, { status: 304, headers });

  headers.set('Content-Type', contentTypeFor(filePath));
  headers.set('Content-Length', String(body.stats.size));
  if (chosen) headers.set('Content-Encoding', chosen.encoding.name);
  if (c.req.method === 'HEAD') return new Response(null, { status: 200, headers });
  const stream = Readable.toWeb(createReadStream(body.path)) as ReadableStream<Uint8Array>;
  return new Response(stream, { status: 200, headers });
}

interface Variant {
  encoding: Encoding;
  path: string;
  stats: Stats;
}

async function precompressedVariants(filePath: string): Promise<Variant[]> {
  const found = await Promise.all(
    ENCODINGS.map(async (encoding) => {
      const path = filePath + encoding.suffix;
      const stats = await fileStats(path);
      return stats ? { encoding, path, stats } : undefined;
    }),
  );
  return found.filter((variant): variant is Variant => variant !== undefined);
}

async function fileStats(filePath: string): Promise<Stats | undefined> {
  try {
    const stats = await stat(filePath);
    return stats.isFile() ? stats : undefined;
  } catch {
    return undefined;
  }
}

/** If-None-Match wins over If-Modified-Since (RFC 9110 §13.2.2); weak and strong tags compare alike. */
function isNotModified(c: Context, etag: string, modified: Date): boolean {
  const ifNoneMatch = c.req.header('if-none-match');
  if (ifNoneMatch) {
    return ifNoneMatch.split(',').some((tag) => {
      const trimmed = tag.trim();
      return trimmed === '*' || trimmed.replace(/^W\//, '') === etag;
    });
  }
  const ifModifiedSince = c.req.header('if-modified-since');
  if (!ifModifiedSince) return false;
  const since = Date.parse(ifModifiedSince);
  return Number.isFinite(since) && Math.floor(modified.getTime() / 1000) * 1000 <= since;
}
