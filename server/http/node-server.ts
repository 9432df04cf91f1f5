import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { getRequestListener } from '@hono/node-server';
import type { ApiErrorBody } from '../../src/api/contract/error';

/**
 * The node HTTP server in front of the Hono app, with the limits a public server needs (issue 12
 * item 9: a slow body held a socket for 5 minutes). main.ts serves through it; the tests start it on
 * an ephemeral port. The request listener is @hono/node-server's own, so the app sees the same
 * bindings (`c.env.incoming`, `c.env.outgoing`) as under its `serve`.
 */
export interface HttpLimits {
  /** The whole request, headers and body, must arrive within this (node answers 408 and closes). */
  requestTimeoutMs: number;
  /** The headers must arrive within this; below requestTimeoutMs. */
  headersTimeoutMs: number;
  /** An idle keep-alive connection is closed after this. */
  keepAliveTimeoutMs: number;
  /** Total size of a request's headers. */
  maxHeaderBytes: number;
  /** Open connections one client address may hold at once; 0 = no cap. */
  maxConnectionsPerClient: number;
}

export const HTTP_LIMIT_DEFAULTS: HttpLimits = {
  requestTimeoutMs: 30_000,
  headersTimeoutMs: 10_000,
  keepAliveTimeoutMs: 5_000,
  maxHeaderBytes: 16 * 1024,
  maxConnectionsPerClient: 50,
};

type Fetch = Parameters<typeof getRequestListener>[0];

/** The answer to a connection over its client's cap: its requests are refused, and it is closed. */
const TOO_MANY_CONNECTIONS = JSON.stringify({
  error: 'internal',
  message: 'Too many open connections from this address: close some and retry.',
  issues: [],
} satisfies ApiErrorBody);

export function createNodeServer(fetch: Fetch, limits: HttpLimits = HTTP_LIMIT_DEFAULTS): Server {
  const listener = getRequestListener(fetch);
  /** Connections open per client address: counted as they open, released as they close. */
  const open = new Map<string, number>();
  const overCap = new WeakSet<Socket>();

  const server = createServer(
    {
      requestTimeout: limits.requestTimeoutMs,
      headersTimeout: Math.min(limits.headersTimeoutMs, limits.requestTimeoutMs || limits.headersTimeoutMs),
      keepAliveTimeout: limits.keepAliveTimeoutMs,
      maxHeaderSize: limits.maxHeaderBytes,
      // Node checks the two time-outs above every connectionsCheckingInterval (30 s by default, which
      // would let a short time-out run up to 30 s late).
      connectionsCheckingInterval: Math.max(100, Math.min(30_000, Math.floor(Math.min(limits.requestTimeoutMs || 30_000, limits.headersTimeoutMs || 30_000) / 4))),
    },
    (req: IncomingMessage, res: ServerResponse) => {
      if (overCap.has(req.socket)) {
        // A 429 the client can read (not a bare reset), then the connection goes.
        res.writeHead(429, { 'content-type': 'application/json', 'retry-after': '1', connection: 'close' });
        res.end(TOO_MANY_CONNECTIONS);
        return;
      }
      void listener(req, res);
    },
  );

  if (limits.maxConnectionsPerClient > 0) {
    server.on('connection', (socket: Socket) => {
      const address = socket.remoteAddress ?? 'unknown';
      const count = (open.get(address) ?? 0) + 1;
      open.set(address, count);
      if (count > limits.maxConnectionsPerClient) overCap.add(socket);
      socket.once('close', () => {
        const left = (open.get(address) ?? 1) - 1;
        if (left <= 0) open.delete(address);
        else open.set(address, left);
      });
    });
  }
  return server;
}
