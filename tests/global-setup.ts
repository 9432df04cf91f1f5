import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A dump of a blank PGlite cluster (tests/server/test-db.ts), or '' on PostgreSQL runs. */
    pgliteTemplate: string;
  }
}

/**
 * Once per run, before any test file: a blank PGlite cluster, dumped to a file. Each test database
 * loads it (about 1 s) instead of running initdb again (4–6 s on CI's 2 cores), and then migrates and
 * seeds exactly as before. Runs against PostgreSQL (DATABASE_URL) create real databases and skip this.
 */
export default async function setup(project: TestProject): Promise<() => void> {
  if (process.env.DATABASE_URL) {
    project.provide('pgliteTemplate', '');
    return () => undefined;
  }
  const dir = mkdtempSync(path.join(tmpdir(), 'pglite-template-'));
  const file = path.join(dir, 'blank.tar');
  const blank = await PGlite.create();
  const dump = await blank.dumpDataDir('none');
  await blank.close();
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplate', file);
  return () => rmSync(dir, { recursive: true, force: true });
}
