import path from 'node:path';
import { z } from 'zod';

/**
 * Start-up settings from the environment, checked once: a typo in PORT or DATABASE_URL stops the
 * server with a clear message instead of half-starting. An empty variable counts as unset.
 */
const unsetIfEmpty = (value: unknown) => (value === '' ? undefined : value);

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
}

export type ConfigResult = { ok: true; config: ServerConfig } | { ok: false; problems: string[] };

export function readConfig(env: NodeJS.ProcessEnv, cwd: string): ConfigResult {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    return { ok: false, problems: parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`) };
  }
  const { PORT, HOST, DATA_DIR, DATABASE_URL, STATIC_DIR, LOG_LEVEL } = parsed.data;
  return {
    ok: true,
    config: {
      port: PORT,
      host: HOST,
      dataDir: path.resolve(cwd, DATA_DIR),
      databaseUrl: DATABASE_URL,
      staticDir: path.resolve(cwd, STATIC_DIR),
      logLevel: LOG_LEVEL,
    },
  };
}
