import { closeSync, linkSync, openSync, readFileSync, renameSync, unlinkSync, writeSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * One writer per embedded data folder (issue 12 item 6). PGlite is PostgreSQL compiled to run inside
 * one process: two processes opening the same folder each keep their own buffers and write over each
 * other (of 200 accepted orders 56 were lost, and an index was corrupted). So the process that opens
 * the folder first creates `pglite.lock` beside `pglite/` atomically (open with 'wx': exactly one
 * creator wins), holding its pid, host and start time; every later opener — another process, or a
 * second openDatabase in this very process — is refused with a message saying what to do. The lock
 * goes on a clean close. A lock left by a process that died (kill -9, a crash) names a pid that no
 * longer runs on this host: it is taken over, with a log line. Many processes share a database
 * through a PostgreSQL server (DATABASE_URL), never through PGlite.
 */

export const LOCK_FILE_NAME = 'pglite.lock';

export interface LockHolder {
  pid: number;
  host: string;
  startedAt: string;
}

export interface DataFolderLock {
  file: string;
  /** The holder a stale lock named, when this lock took it over (for the log line). */
  tookOverFrom: LockHolder | null;
  /** Removes the lock if it is still ours; idempotent. */
  release(): void;
}

export class DataFolderLockedError extends Error {
  constructor(
    readonly file: string,
    readonly holder: LockHolder | null,
  ) {
    const who = holder
      ? `process ${holder.pid} on ${holder.host} (started ${holder.startedAt})`
      : 'another process (its lock file cannot be read)';
    super(
      `The data folder ${path.dirname(file)} is in use by ${who}. PGlite, the embedded database, ` +
        'serves one process only: stop the other server first, or give this one its own DATA_DIR. ' +
        'To run several server processes on one database, point them all at a PostgreSQL server with ' +
        `DATABASE_URL. If no such process is running, delete ${file} and start again.`,
    );
    this.name = 'DataFolderLockedError';
  }
}

/** Takes the lock on `dataDir` (which must exist), or throws DataFolderLockedError. */
export function lockDataFolder(dataDir: string): DataFolderLock {
  const file = path.join(dataDir, LOCK_FILE_NAME);
  const me: LockHolder = { pid: process.pid, host: os.hostname(), startedAt: new Date().toISOString() };
  const content = `${JSON.stringify(me)}\n`;
  let tookOverFrom: LockHolder | null = null;

  // Two rounds at most: create; or find a stale lock, move it aside, create again.
  for (let round = 0; round < 2; round += 1) {
    if (tryCreate(file, content)) return heldLock(file, content, tookOverFrom);
    const existing = readLock(file);
    if (existing === undefined) continue; // removed between our create and read: try again
    if (existing.holder === null || !isStale(existing.holder)) throw new DataFolderLockedError(file, existing.holder);
    if (!moveStaleAside(file, existing.raw)) throw new DataFolderLockedError(file, readLock(file)?.holder ?? null);
    tookOverFrom = existing.holder;
  }
  throw new DataFolderLockedError(file, readLock(file)?.holder ?? null);
}

function heldLock(file: string, content: string, tookOverFrom: LockHolder | null): DataFolderLock {
  let held = true;
  return {
    file,
    tookOverFrom,
    release() {
      if (!held) return;
      held = false;
      // Only our own lock: never remove one another process took over after a (wrongly) judged stale one.
      if (readLock(file)?.raw === content) unlinkQuietly(file);
    },
  };
}

function tryCreate(file: string, content: string): boolean {
  let fd: number;
  try {
    fd = openSync(file, 'wx', 0o644);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
  try {
    writeSync(fd, content);
  } finally {
    closeSync(fd);
  }
  return true;
}

function readLock(file: string): { raw: string; holder: LockHolder | null } | undefined {
  let raw: string;
  try {
    raw = readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  try {
    const parsed = JSON.parse(raw) as Partial<LockHolder>;
    if (typeof parsed.pid === 'number' && typeof parsed.host === 'string' && typeof parsed.startedAt === 'string') {
      return { raw, holder: { pid: parsed.pid, host: parsed.host, startedAt: parsed.startedAt } };
    }
  } catch {
    // A half-written lock (the holder died between open and write) names nobody: not provably stale.
  }
  return { raw, holder: null };
}

/**
 * Stale: the holder ran on this host and its pid is gone. A lock from another host (a shared network
 * folder) cannot be checked from here and is never taken over.
 */
function isStale(holder: LockHolder): boolean {
  if (holder.host !== os.hostname()) return false;
  try {
    process.kill(holder.pid, 0);
    return false;
  } catch (error) {
    // EPERM: the pid runs under another user, so it is alive.
    return (error as NodeJS.ErrnoException).code === 'ESRCH';
  }
}

/**
 * Renames the stale lock aside (atomic: of two processes taking over at once, one rename finds the
 * file gone). If what was moved is not the stale lock we judged (another process took it over
 * between our read and our rename), it is put back (link fails rather than overwrite) and we refuse.
 */
function moveStaleAside(file: string, staleRaw: string): boolean {
  const aside = `${file}.stale-${process.pid}-${Date.now()}`;
  try {
    renameSync(file, aside);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return true; // someone removed it: create again
    throw error;
  }
  let movedRaw: string | undefined;
  try {
    movedRaw = readFileSync(aside, 'utf8');
  } catch {
    movedRaw = undefined;
  }
  if (movedRaw === staleRaw) {
    unlinkQuietly(aside);
    return true;
  }
  try {
    linkSync(aside, file);
  } catch {
    // A third process created a lock meanwhile: it holds the folder now.
  }
  unlinkQuietly(aside);
  return false;
}

function unlinkQuietly(file: string): void {
  try {
    unlinkSync(file);
  } catch {
    // Already gone.
  }
}
