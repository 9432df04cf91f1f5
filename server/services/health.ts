import { sql } from 'kysely';
import type { Health } from '../../src/api/contract/health';
import type { DatabaseHandle } from '../db';

/**
 * Liveness plus database reachability. The probe is bounded: a load balancer must get an answer
 * even when the database hangs (or, with PGlite, while a long transaction holds the one connection).
 */
const DATABASE_PROBE_TIMEOUT_MS = 2_000;

export async function checkHealth(database: DatabaseHandle, release: string, startedAt: number): Promise<Health> {
  const reachable = await probeDatabase(database);
  return {
    status: reachable ? 'ok' : 'degraded',
    database: reachable ? 'ok' : 'unreachable',
    databaseKind: database.kind,
    release,
    uptimeSeconds: Math.max(0, Math.round((Date.now() - startedAt) / 1000)),
  };
}

async function probeDatabase(database: DatabaseHandle): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), DATABASE_PROBE_TIMEOUT_MS);
  });
  const probe = sql`select 1`.execute(database.db).then(
    () => true,
    () => false,
  );
  try {
    return await Promise.race([probe, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
