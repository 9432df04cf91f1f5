import { request as httpRequest, type IncomingMessage, type ServerResponse } from 'node:http';
import type { Context } from 'hono';

/**
 * Where a request came from and how the server reaches itself, for the social sign-in's default
 * set-up: the stand-in providers' issuer is `${origin}/sandbox/oidc/{provider}` at the origin the
 * browser used (so tests on any port and a deployment behind its proxy work without configuration),
 * and the store API, as relying party, reaches those providers over the connection the request
 * arrived on (its local address and port), never at the Host header's address: a forged Host can
 * name the issuer but cannot make the server fetch from another machine.
 */

export interface NodeBindings {
  incoming: IncomingMessage;
  outgoing: ServerResponse;
}

/** The raw node request and response under @hono/node-server; undefined for an in-process app.request(). */
export function nodeBindings(c: Context): NodeBindings | undefined {
  const env = c.env as Partial<NodeBindings> | undefined;
  return env?.incoming && env.outgoing ? { incoming: env.incoming, outgoing: env.outgoing } : undefined;
}

const HOST = /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/;

const firstValue = (header: string | undefined) => header?.split(',')[0]?.trim().toLowerCase() || undefined;

/** The browser's origin ('http://localhost:8080'), or null when the Host header is missing or malformed. */
export function requestOrigin(c: Context, trustProxy: boolean): string | null {
  const url = new URL(c.req.url);
  const forwardedProto = trustProxy ? firstValue(c.req.header('x-forwarded-proto')) : undefined;
  const protocol = forwardedProto === 'https' || forwardedProto === 'http' ? forwardedProto : url.protocol.replace(':', '');
  const host = (trustProxy ? firstValue(c.req.header('x-forwarded-host')) : undefined) ?? c.req.header('host')?.trim().toLowerCase();
  if (!host || !HOST.test(host)) return null;
  return `${protocol}://${host}`;
}

/** The address and port this request's connection reached: the server itself. */
export interface Loopback {
  host: string;
  port: number;
}

export function loopbackOf(c: Context): Loopback | undefined {
  const socket = nodeBindings(c)?.incoming.socket;
  if (!socket?.localPort || !socket.localAddress) return undefined;
  const address = socket.localAddress.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/, '');
  return { host: address, port: socket.localPort };
}

/** The request body openid-client sends (form parameters, a string, bytes) as bytes. */
function bodyBytes(body: unknown): Buffer | undefined {
  if (body === undefined || body === null) return undefined;
  if (body instanceof URLSearchParams) return Buffer.from(body.toString());
  if (body instanceof Uint8Array) return Buffer.from(body);
  if (typeof body === 'string') return Buffer.from(body);
  throw new Error('unsupported request body for the local provider');
}

const NULL_BODY_STATUSES = new Set([101, 204, 205, 304]);

/**
 * A fetch for openid-client that sends every request for `origin` to the server itself over plain
 * HTTP, with the public Host (and, for an https origin, X-Forwarded-Proto) the providers build their
 * links from. Node's fetch does not let a caller set Host, hence node:http.
 */
export function loopbackFetch(origin: string, loopback: Loopback) {
  const publicOrigin = new URL(origin);
  return async (url: string, init: { method: string; headers: Record<string, string>; body?: unknown }): Promise<Response> => {
    const target = new URL(url);
    if (target.origin !== publicOrigin.origin) throw new Error(`refused: the local provider linked to another origin (${target.origin})`);
    const headers: Record<string, string> = { ...init.headers, host: publicOrigin.host };
    if (publicOrigin.protocol === 'https:') headers['x-forwarded-proto'] = 'https';
    const body = bodyBytes(init.body);
    if (body) headers['content-length'] = String(body.length);
    return new Promise<Response>((resolve, reject) => {
      const req = httpRequest(
        { host: loopback.host, port: loopback.port, method: init.method, path: `${target.pathname}${target.search}`, headers, timeout: 10_000 },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => {
            const answerHeaders = new Headers();
            for (const [name, value] of Object.entries(res.headers)) {
              if (value === undefined) continue;
              for (const one of Array.isArray(value) ? value : [value]) answerHeaders.append(name, one);
            }
            const status = res.statusCode ?? 502;
            resolve(new Response(NULL_BODY_STATUSES.has(status) ? null : Buffer.concat(chunks), { status, headers: answerHeaders }));
          });
          res.on('error', reject);
        },
      );
      req.on('timeout', () => req.destroy(new Error('the local provider did not answer in time')));
      req.on('error', reject);
      req.end(body);
    });
  };
}
