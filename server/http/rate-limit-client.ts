import { createHash } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { Context } from 'hono';

/**
 * Who is calling, for the rate limits: the socket's remote address, or — with TRUST_PROXY=1, when our
 * own proxy stands in front — the right-most X-Forwarded-For hop, the one that proxy appended (hops
 * further left are whatever the client wrote). Never a body field.
 */

/** TRUST_PROXY=1: the server runs behind our proxy (read per request, so tests can turn it on). */
export const trustsProxy = (env: NodeJS.ProcessEnv = process.env): boolean => env.TRUST_PROXY === '1';

/** The right-most hop of X-Forwarded-For (several headers are joined with commas); undefined when empty. */
export function lastForwardedHop(header: string | undefined): string | undefined {
  const hops = (header ?? '').split(',').map((hop) => hop.trim());
  const last = hops[hops.length - 1];
  return last ? last : undefined;
}

/**
 * The caller's address, or undefined for a request with no socket: an in-process call (app.request()
 * in tests), which has no client to limit. Behind @hono/node-server every request has a socket.
 */
export function clientAddress(c: Context): string | undefined {
  if (trustsProxy()) {
    const hop = lastForwardedHop(c.req.header('x-forwarded-for'));
    if (hop) return hop;
  }
  const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
  return incoming?.socket?.remoteAddress ?? undefined;
}

/**
 * A counter key part for any text (an address, a voucher code, a card number): a hash, so raw input
 * (NUL bytes, lone surrogates, 10 kB strings) never reaches the database and card numbers are not
 * stored in the clear beside their failed PINs.
 */
export function keyPart(...parts: string[]): string {
  return createHash('sha256').update(JSON.stringify(parts)).digest('base64url').slice(0, 32);
}

/** The client's hashed key, or undefined without a client (see clientAddress). */
export function clientKey(c: Context): string | undefined {
  const address = clientAddress(c);
  return address === undefined ? undefined : keyPart('client', address);
}
