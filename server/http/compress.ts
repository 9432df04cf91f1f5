import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { MiddlewareHandler } from 'hono';
import { acceptedEncodings } from '../static/accept-encoding';

/**
 * Issue 18: JSON answers above COMPRESS_MIN_BYTES go out brotli-compressed when the request accepts
 * `br`, else gzip, with `Vary: Accept-Encoding`. Node's zlib, on its thread pool (async), so a large
 * answer never blocks the event loop. Static files are not touched (they are precompressed at build
 * time and carry their own Content-Encoding), nor 204/304 answers, nor anything already encoded.
 */

/** Below this a compressed body saves less than the headers and the CPU cost. */
export const COMPRESS_MIN_BYTES = 1024;

export type BodyEncoding = 'br' | 'gzip';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * `effort` 'once' for answers compressed once and kept (the answer cache: brotli 9, gzip 9);
 * 'each' for answers compressed per request (brotli 4, gzip 6: close in size, many times faster).
 */
export function compressBody(body: Uint8Array, encoding: BodyEncoding, effort: 'once' | 'each'): Promise<Buffer> {
  if (encoding === 'br') {
    return brotli(body, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: effort === 'once' ? 9 : 4,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength,
      },
    });
  }
  return gzip(body, { level: effort === 'once' ? 9 : 6 });
}

/** The encoding to answer with: brotli if accepted, else gzip if accepted, else none. */
export function chooseEncoding(acceptEncoding: string | undefined): BodyEncoding | null {
  return acceptedEncodings(acceptEncoding)[0]?.name ?? null;
}

/** Adds `Accept-Encoding` to a Vary header without repeating it. */
export function varyOnAcceptEncoding(headers: Headers): void {
  const vary = headers.get('Vary');
  if (!vary) headers.set('Vary', 'Accept-Encoding');
  else if (!/(^|,)\s*accept-encoding\s*(,|$)/i.test(vary)) headers.set('Vary', `${vary}, Accept-Encoding`);
}

/** The bytes of a Buffer as a plain Uint8Array (what a Response takes), without copying them. */
export const view = (buffer: Buffer) => new Uint8Array(buffer.buffer as ArrayBuffer, buffer.byteOffset, buffer.byteLength);

const isJson = (contentType: string | null) => contentType !== null && /^application\/([\w.+-]+\+)?json\b/i.test(contentType);

export const compressJson: MiddlewareHandler = async (c, next) => {
  await next();
  const res = c.res;
  if (c.req.method === 'HEAD' || res.status === 204 || res.status === 304 || !res.body) return;
  if (!isJson(res.headers.get('Content-Type')) || res.headers.has('Content-Encoding')) return;
  if (/\bno-transform\b/i.test(res.headers.get('Cache-Control') ?? '')) return;
  const headers = new Headers(res.headers);
  varyOnAcceptEncoding(headers);
  const encoding = chooseEncoding(c.req.header('Accept-Encoding'));
  const body = new Uint8Array(await res.arrayBuffer());
  let answer = body;
  if (encoding && body.byteLength >= COMPRESS_MIN_BYTES) {
    answer = view(await compressBody(body, encoding, 'each'));
    headers.set('Content-Encoding', encoding);
  }
  headers.delete('Content-Length');
  // Cleared first: assigning over an answer would merge the old headers (and a stale length) back in.
  c.res = undefined;
  c.res = new Response(answer, { status: res.status, statusText: res.statusText, headers });
};
