import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { PGlite, types } from '@electric-sql/pglite';
import { Kysely, PostgresDialect, type KyselyConfig } from 'kysely';
import pg from 'pg';
import type { Logger } from 'pino';
import { lockDataFolder, type DataFolderLock } from './data-lock';
import { PGliteDialect } from './pglite-dialect';
import type { Database } from './schema';

/**
 * Opens the store database: an embedded PGlite persisted under `${dataDir}/pglite` (or in memory for
 * tests), or a PostgreSQL server when a postgres:// URL is given. Both speak the same SQL, so the same
 * migrations and queries run on either.
 *
 * PGlite serves one process: a data folder is locked by the process that opens it (data-lock.ts), and a
 * second opener is refused. Many processes share a PostgreSQL server, whose pool has time-outs so a
 * frozen or overloaded database fails a call instead of hanging it (issue 12 item 9).
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
  /**
   * In memory only: start from this dump of a data directory (`PGlite.dumpDataDir`) instead of a new
   * cluster. Tests load a blank cluster made once per run, skipping initdb's seconds for each database.
   */
  loadDataDir?: Blob;
  /** Receives errors from idle PostgreSQL connections, which would otherwise crash the process. */
  logger?: Logger;
  /** PostgreSQL only; each defaults to POSTGRES_TIMEOUT_DEFAULTS. */
  timeouts?: Partial<PostgresTimeouts>;
  /** Kysely's query log (every statement, BEGIN and COMMIT included): the statement-count test uses it. */
  log?: KyselyConfig['log'];
}

/** How long a PostgreSQL call may take before it fails (milliseconds; 0 = no limit). */
export interface PostgresTimeouts {
  /** Waiting for a connection: a new one to be made, or a busy pool's one to come free. */
  connectMs: number;
  /** The server cancels a statement running longer (`statement_timeout`). */
  statementMs: number;
  /** The client gives up on a query not answered by then (a frozen server never cancels anything). */
  queryMs: number;
  /** The server ends a session left idle inside an open transaction (`idle_in_transaction_session_timeout`). */
  idleInTransactionMs: number;
}

export const POSTGRES_TIMEOUT_DEFAULTS: PostgresTimeouts = {
  connectMs: 5_000,
  statementMs: 10_000,
  queryMs: 15_000,
  idleInTransactionMs: 30_000,
};

export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  if (options.url) return openPostgres(options.url, options.logger, { ...POSTGRES_TIMEOUT_DEFAULTS, ...options.timeouts }, options.log);
  // In memory (tests): no folder, nothing to share, no lock.
  if (options.inMemory) return openPGlite(undefined, null, options.loadDataDir, options.log);
  if (!options.dataDir) throw new Error('openDatabase needs a url, a dataDir or inMemory');
  const dataDir = path.resolve(options.dataDir);
  const dir = path.join(dataDir, 'pglite');
  await mkdir(dir, { recursive: true });
  // Before PGlite touches a file: a second process must not even open the folder.
  const lock = lockDataFolder(dataDir);
  if (lock.tookOverFrom) {
    options.logger?.warn({ lock: lock.file, staleHolder: lock.tookOverFrom }, 'took over a stale data-folder lock: its process is gone');
  }
  try {
    return await openPGlite(dir, lock, undefined, options.log);
  } catch (error) {
    lock.release();
    throw error;
  }
}

async function openPGlite(dir: string | undefined, lock: DataFolderLock | null, loadDataDir?: Blob, log?: KyselyConfig['log']): Promise<DatabaseHandle> {
  // int8 comes back as a string, as node-postgres does, so code written against one driver
  // behaves the same on the other (and a bigint never silently loses precision as a JS number).
  const pglite = await PGlite.create({ dataDir: dir, loadDataDir, parsers: { [types.INT8]: (value: string) => value } });
  const db = new Kysely<Database>({ dialect: new PGliteDialect(pglite), ...(log && { log }) });
  // process.exit() (a fatal start-up error) skips close(): the lock still goes, so the next start
  // does not even need the stale-lock take-over. A kill -9 leaves it, and the take-over handles that.
  const releaseOnExit = () => lock?.release();
  if (lock) process.once('exit', releaseOnExit);
  return {
    db,
    kind: 'pglite',
    // Kysely only tears down a driver it has used; close PGlite ourselves if no query ever ran.
    close: once(async () => {
      try {
        await db.destroy();
        if (!pglite.closed) await pglite.close();
      } finally {
        lock?.release();
        if (lock) process.off('exit', releaseOnExit);
      }
    }),
    describe: () => (dir ? `PGlite (embedded PostgreSQL) in ${dir}` : 'PGlite (embedded PostgreSQL) in memory'),
  };
}

async function openPostgres(url: string, logger: Logger | undefined, timeouts: PostgresTimeouts, log?: KyselyConfig['log']): Promise<DatabaseHandle> {
  // 0 means no limit for each of these in node-postgres, as in PostgreSQL.
  const pool = new pg.Pool({
    connectionString: url,
    connectionTimeoutMillis: timeouts.connectMs,
    statement_timeout: timeouts.statementMs,
    query_timeout: timeouts.queryMs,
    idle_in_transaction_session_timeout: timeouts.idleInTransactionMs,
  });
  pool.on('error', (error) => logger?.error({ err: error }, 'idle PostgreSQL connection failed'));
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }), ...(log && { log }) });
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
