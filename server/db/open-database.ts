import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { PGlite, types } from '@electric-sql/pglite';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { Logger } from 'pino';
import { PGliteDialect } from './pglite-dialect';
import type { Database } from './schema';

/**
 * Opens the store database: an embedded PGlite persisted under `${dataDir}/pglite` (or in memory for
 * tests), or a PostgreSQL server when a postgres:// URL is given. Both speak the same SQL, so the same
 * migrations and queries run on either.
 */

export type DatabaseKind = 'pglite' | 'postgres';

export interface DatabaseHandle {
  db: Kysely<Database>;
  kind: DatabaseKind;
  /** Closes every connection (PGlite: flushes and closes the embedded instance). */
  close(): Promise<void>;
  /** Where the data lives, for humans: the PGlite directory or the server with its password masked. */
  describe(): string;
}

export interface OpenDatabaseOptions {
  /** postgres:// or postgresql:// URL; when set, dataDir and inMemory are ignored. */
  url?: string;
  /** Directory holding `pglite/`; created when missing. */
  dataDir?: string;
  /** PGlite with no files at all (tests). */
  inMemory?: boolean;
  /** Receives errors from idle PostgreSQL connections, which would otherwise crash the process. */
  logger?: Logger;
}

export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  if (options.url) return openPostgres(options.url, options.logger);
  if (options.inMemory) return openPGlite(undefined);
  if (!options.dataDir) throw new Error('openDatabase needs a url, a dataDir or inMemory');
  const dir = path.resolve(options.dataDir, 'pglite');
  await mkdir(dir, { recursive: true });
  return openPGlite(dir);
}

async function openPGlite(dir: string | undefined): Promise<DatabaseHandle> {
  // int8 comes back as a string, as node-postgres does, so code written against one driver
  // behaves the same on the other (and a bigint never silently loses precision as a JS number).
  const pglite = await PGlite.create({ dataDir: dir, parsers: { [types.INT8]: (value: string) => value } });
  const db = new Kysely<Database>({ dialect: new PGliteDialect(pglite) });
  return {
    db,
    kind: 'pglite',
    // Kysely only tears down a driver it has used; close PGlite ourselves if no query ever ran.
    close: once(async () => {
      await db.destroy();
      if (!pglite.closed) await pglite.close();
    }),
    describe: () => (dir ? `PGlite (embedded PostgreSQL) in ${dir}` : 'PGlite (embedded PostgreSQL) in memory'),
  };
}

async function openPostgres(url: string, logger: Logger | undefined): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ connectionString: url });
  pool.on('error', (error) => logger?.error({ err: error }, 'idle PostgreSQL connection failed'));
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  return {
    db,
    kind: 'postgres',
    // Kysely only tears down a driver it has used; end the pool ourselves if no query ever ran.
    close: once(async () => {
      await db.destroy();
      if (!pool.ending && !pool.ended) await pool.end();
    }),
    describe: () => `PostgreSQL at ${maskPassword(url)}`,
  };
}

/** close() may be called from several places (a signal, a failed start-up, a test); it runs once. */
function once(close: () => Promise<void>): () => Promise<void> {
  let closing: Promise<void> | undefined;
  return () => (closing ??= close());
}

/** The URL with any password replaced by ***, safe to print and log. */
export function maskPassword(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return 'postgres://(unparseable URL)';
  }
}
