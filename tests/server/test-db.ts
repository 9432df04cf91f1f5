import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { KyselyConfig } from 'kysely';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../server/db';

/**
 * A fresh, empty database for one test, on whichever backend the environment gives: in-memory PGlite
 * by default (loaded from the run's blank cluster), or — when DATABASE_URL is set (scripts/test-postgres.sh) — a new database created on
 * that PostgreSQL server and dropped again by `cleanup`. Same tests, both drivers.
 */
export interface TestDatabase {
  handle: DatabaseHandle;
  cleanup(): Promise<void>;
}

export async function createTestDatabase({ log }: { log?: KyselyConfig['log'] } = {}): Promise<TestDatabase> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    // The blank cluster tests/global-setup.ts made once for the run: no initdb per database.
    const template = inject('pgliteTemplate');
    const loadDataDir = template ? new Blob([readFileSync(template)]) : undefined;
    const handle = await openDatabase({ inMemory: true, loadDataDir, log });
    return { handle, cleanup: () => handle.close() };
  }

  // Only [a-z0-9_] in the name, so it is safe to put in CREATE/DROP DATABASE unquoted.
  const name = `t_${randomBytes(6).toString('hex')}`;
  await withAdminClient(serverUrl, (client) => client.query(`create database ${name}`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ url: url.toString(), log });
  return {
    handle,
    cleanup: async () => {
      await handle.close();
      await withAdminClient(serverUrl, (client) => client.query(`drop database if exists ${name} with (force)`));
    },
  };
}

async function withAdminClient<T>(url: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}
