import path from 'node:path';
import { z } from 'zod';
import { POSTGRES_TIMEOUT_DEFAULTS, type PostgresTimeouts } from './db/open-database';
import { HTTP_LIMIT_DEFAULTS, type HttpLimits } from './http/node-server';
import { OPTIMISER_DEFAULTS } from './services/optimiser-pool';

/**
 * Start-up settings from the environment, checked once: a typo in PORT or DATABASE_URL stops the
 * server with a clear message instead of half-starting. An empty variable counts as unset.
 */
const unsetIfEmpty = (value: unknown) => (value === '' ? undefined : value);
/** A whole number of milliseconds (or a count) with a default; 0 where a limit allows it means none. */
const count = (fallback: number, min = 0) =>
  z.preprocess(unsetIfEmpty, z.coerce.number().int().min(min).max(2_147_483_647).default(fallback));


const envSchema = z.object({
  PORT: z.preprocess(unsetIfEmpty, z.coerce.number().int().min(0).max(65_535).default(8080)),
  HOST: z.preprocess(unsetIfEmpty, z.string().default('0.0.0.0')),
  DATA_DIR: z.preprocess(unsetIfEmpty, z.string().default('./data')),
  DATABASE_URL: z.preprocess(
    unsetIfEmpty,
    z.string().regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL').optional(),
  ),
  STATIC_DIR: z.preprocess(unsetIfEmpty, z.string().default('dist')),
  LOG_LEVEL: z.preprocess(
    unsetIfEmpty,
    z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  ),
  // PostgreSQL pool (DATABASE_URL only): a frozen database fails a call instead of hanging it.
  DB_CONNECT_TIMEOUT_MS: count(POSTGRES_TIMEOUT_DEFAULTS.connectMs),
  DB_STATEMENT_TIMEOUT_MS: count(POSTGRES_TIMEOUT_DEFAULTS.statementMs),
  DB_QUERY_TIMEOUT_MS: count(POSTGRES_TIMEOUT_DEFAULTS.queryMs),
  DB_IDLE_IN_TRANSACTION_TIMEOUT_MS: count(POSTGRES_TIMEOUT_DEFAULTS.idleInTransactionMs),
  // The HTTP server: a slow client cannot hold a socket, nor one address hold them all.
  HTTP_REQUEST_TIMEOUT_MS: count(HTTP_LIMIT_DEFAULTS.requestTimeoutMs, 1),
  HTTP_HEADERS_TIMEOUT_MS: count(HTTP_LIMIT_DEFAULTS.headersTimeoutMs, 1),
  HTTP_KEEP_ALIVE_TIMEOUT_MS: count(HTTP_LIMIT_DEFAULTS.keepAliveTimeoutMs, 1),
  HTTP_MAX_HEADER_BYTES: count(HTTP_LIMIT_DEFAULTS.maxHeaderBytes, 1024),
  MAX_CONNECTIONS_PER_CLIENT: count(HTTP_LIMIT_DEFAULTS.maxConnectionsPerClient),
  // The deal optimiser's worker pool.
  OPTIMISER_THREADS: z.preprocess(unsetIfEmpty, z.coerce.number().int().min(1).max(64).optional()),
  OPTIMISER_DEADLINE_MS: count(OPTIMISER_DEFAULTS.deadlineMs, 100),
  // 1: behind our proxy, the client is the right-most X-Forwarded-For hop (server/http/rate-limit-client.ts
  // reads it); checked here only so that a typo stops the start.
  TRUST_PROXY: z.preprocess(unsetIfEmpty, z.enum(['0', '1']).optional()),
});

export interface ServerConfig {
  port: number;
  host: string;
  /** Absolute; PGlite keeps its files in `${dataDir}/pglite`. */
  dataDir: string;
  databaseUrl: string | undefined;
  /** Absolute path of the built app. */
  staticDir: string;
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  postgresTimeouts: PostgresTimeouts;
  http: HttpLimits;
  optimiser: { threads: number; deadlineMs: number };
}

export type ConfigResult = { ok: true; config: ServerConfig } | { ok: false; problems: string[] };

export function readConfig(env: NodeJS.ProcessEnv, cwd: string): ConfigResult {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    return { ok: false, problems: parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`) };
  }
  const { PORT, HOST, DATA_DIR, DATABASE_URL, STATIC_DIR, LOG_LEVEL } = parsed.data;
  const values = parsed.data;
  return {
    ok: true,
    config: {
      port: PORT,
      host: HOST,
      dataDir: path.resolve(cwd, DATA_DIR),
      databaseUrl: DATABASE_URL,
      staticDir: path.resolve(cwd, STATIC_DIR),
      logLevel: LOG_LEVEL,
      postgresTimeouts: {
        connectMs: values.DB_CONNECT_TIMEOUT_MS,
        statementMs: values.DB_STATEMENT_TIMEOUT_MS,
        queryMs: values.DB_QUERY_TIMEOUT_MS,
        idleInTransactionMs: values.DB_IDLE_IN_TRANSACTION_TIMEOUT_MS,
      },
      http: {
        requestTimeoutMs: values.HTTP_REQUEST_TIMEOUT_MS,
        headersTimeoutMs: values.HTTP_HEADERS_TIMEOUT_MS,
        keepAliveTimeoutMs: values.HTTP_KEEP_ALIVE_TIMEOUT_MS,
        maxHeaderBytes: values.HTTP_MAX_HEADER_BYTES,
        maxConnectionsPerClient: values.MAX_CONNECTIONS_PER_CLIENT,
      },
      optimiser: { threads: values.OPTIMISER_THREADS ?? OPTIMISER_DEFAULTS.threads, deadlineMs: values.OPTIMISER_DEADLINE_MS },
    },
  };
}
