import { once } from 'node:events';
import type { AddressInfo, Server as NetServer, Socket } from 'node:net';
import net from 'node:net';
import type { Server } from 'node:http';
import { Hono } from 'hono';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/db';
import { createNodeServer, HTTP_LIMIT_DEFAULTS } from '../../server/http/node-server';
import { readConfig } from '../../server/config';

// Issue 12 item 9: a slow body held a socket for 5 minutes, one client could open any number of
// connections, and the PostgreSQL pool had no time-out at all (a frozen database hung every call).
// These run a real HTTP server on an ephemeral port, and a fake PostgreSQL that never answers.

const servers: (Server | NetServer)[] = [];
afterEach(async () => {
  for (const server of servers.splice(0)) {
    if ('closeAllConnections' in server) server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
});

function echoApp() {
  return new Hono().post('/echo', async (c) => c.json({ length: (await c.req.text()).length })).get('/ping', (c) => c.text('pong'));
}

async function listen(server: Server | NetServer): Promise<number> {
  servers.push(server);
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return (server.address() as AddressInfo).port;
}

/** Opens a raw TCP connection; resolves with everything the server sent once it closes the socket. */
function rawClient(port: number) {
  const socket = net.connect(port, '127.0.0.1');
  let received = '';
  socket.on('data', (chunk: Buffer) => (received += chunk.toString()));
  socket.on('error', () => {});
  const closed = new Promise<string>((resolve) => socket.on('close', () => resolve(received)));
  return { socket, closed, connected: once(socket, 'connect') };
}

describe('HTTP server limits', () => {
  it('cuts off a client that sends its headers and then trickles the body', async () => {
    const limits = { ...HTTP_LIMIT_DEFAULTS, requestTimeoutMs: 1_000, headersTimeoutMs: 500 };
    const port = await listen(createNodeServer(echoApp().fetch, limits));
    const { socket, closed, connected } = rawClient(port);
    await connected;
    socket.write('POST /echo HTTP/1.1\r\nHost: x\r\nContent-Type: text/plain\r\nContent-Length: 1000\r\n\r\n');
    const started = Date.now();
    // One byte every 100 ms: this body would take 100 s to arrive.
    const trickle = setInterval(() => socket.writable && socket.write('a'), 100);
    const received = await closed;
    clearInterval(trickle);
    const elapsed = Date.now() - started;
    expect(elapsed).toBeLessThan(8_000);
    expect(received).not.toContain('"length"');
    // Node answers 408 when it can; either way the socket is gone long before the body could finish.
    if (received) expect(received).toMatch(/^HTTP\/1\.1 408/);
  });

  it('cuts off a client that never finishes its headers', async () => {
    const limits = { ...HTTP_LIMIT_DEFAULTS, requestTimeoutMs: 2_000, headersTimeoutMs: 500 };
    const port = await listen(createNodeServer(echoApp().fetch, limits));
    const { socket, closed, connected } = rawClient(port);
    await connected;
    socket.write('GET /ping HTTP/1.1\r\nHost: x\r\n');
    const started = Date.now();
    const trickle = setInterval(() => socket.writable && socket.write('X-Slow: y\r\n'), 100);
    await closed;
    clearInterval(trickle);
    expect(Date.now() - started).toBeLessThan(6_000);
  });

  it('answers a normal request with a body as before', async () => {
    const port = await listen(createNodeServer(echoApp().fetch, { ...HTTP_LIMIT_DEFAULTS, requestTimeoutMs: 1_000, headersTimeoutMs: 500 }));
    const res = await fetch(`http://127.0.0.1:${port}/echo`, { method: 'POST', body: 'x'.repeat(5000) });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ length: 5000 });
  });

  it('refuses connections from one address past its cap with a 429, and serves it again once they close', async () => {
    const port = await listen(createNodeServer(echoApp().fetch, { ...HTTP_LIMIT_DEFAULTS, maxConnectionsPerClient: 3 }));
    const held: Socket[] = [];
    for (let i = 0; i < 3; i += 1) {
      const { socket, connected } = rawClient(port);
      await connected;
      held.push(socket);
    }
    const extra = rawClient(port);
    await extra.connected;
    extra.socket.write('GET /ping HTTP/1.1\r\nHost: x\r\n\r\n');
    const refused = await extra.closed;
    expect(refused).toMatch(/^HTTP\/1\.1 429/);
    expect(refused.toLowerCase()).toContain('retry-after: 1');
    expect(refused).toContain('Too many open connections');

    for (const socket of held) socket.destroy();
    await new Promise((resolve) => setTimeout(resolve, 100));
    const res = await fetch(`http://127.0.0.1:${port}/ping`);
    expect(await res.text()).toBe('pong');
  });

  it('reads the limits from the environment, with sane defaults', () => {
    const defaults = readConfig({}, '/srv');
    const set = readConfig({ HTTP_REQUEST_TIMEOUT_MS: '1500', MAX_CONNECTIONS_PER_CLIENT: '0', DB_STATEMENT_TIMEOUT_MS: '250', OPTIMISER_THREADS: '3' }, '/srv');
    expect(defaults.ok && defaults.config.http).toEqual(HTTP_LIMIT_DEFAULTS);
    expect(defaults.ok && defaults.config.postgresTimeouts).toEqual({ connectMs: 5_000, statementMs: 10_000, queryMs: 15_000, idleInTransactionMs: 30_000 });
    expect(defaults.ok && defaults.config.optimiser.threads).toBeGreaterThanOrEqual(1);
    expect(set.ok && set.config.http.requestTimeoutMs).toBe(1500);
    expect(set.ok && set.config.http.maxConnectionsPerClient).toBe(0);
    expect(set.ok && set.config.postgresTimeouts.statementMs).toBe(250);
    expect(set.ok && set.config.optimiser.threads).toBe(3);
    expect(readConfig({ HTTP_REQUEST_TIMEOUT_MS: '0' }, '/srv').ok).toBe(false);
  });
});

describe('PostgreSQL pool time-outs', () => {
  /** A TCP server that reads what the client sends and never answers: a frozen database. */
  async function frozenPostgres() {
    const startups: Buffer[] = [];
    const server = net.createServer((socket) => {
      socket.on('data', (chunk: Buffer) => startups.push(chunk));
      socket.on('error', () => {});
    });
    const port = await listen(server);
    return { port, startups };
  }

  it('a frozen server fails the call within the connection time-out instead of hanging it', async () => {
    const { port, startups } = await frozenPostgres();
    const handle = await openDatabase({ url: `postgres://shop@127.0.0.1:${port}/store`, timeouts: { connectMs: 300 } });
    try {
      const started = Date.now();
      await expect(sql`select 1`.execute(handle.db)).rejects.toThrow(/timeout/i);
      expect(Date.now() - started).toBeLessThan(5_000);
      // The session's limits travel in the start-up message, so the server enforces them too.
      const startup = Buffer.concat(startups).toString('latin1');
      expect(startup).toContain('statement_timeout\u000010000');
      expect(startup).toContain('idle_in_transaction_session_timeout\u000030000');
    } finally {
      await handle.close();
    }
  });

  it.runIf(Boolean(process.env.DATABASE_URL))('a statement longer than statement_timeout is cancelled by PostgreSQL', async () => {
    const handle = await openDatabase({ url: process.env.DATABASE_URL, timeouts: { statementMs: 200 } });
    try {
      await expect(sql`select pg_sleep(3)`.execute(handle.db)).rejects.toThrow(/statement timeout/i);
      // The pool is still usable afterwards.
      const { rows } = await sql<{ one: number }>`select 1 as one`.execute(handle.db);
      expect(rows[0]?.one).toBe(1);
    } finally {
      await handle.close();
    }
  });
});
