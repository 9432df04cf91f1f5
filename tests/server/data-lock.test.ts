import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DataFolderLockedError, LOCK_FILE_NAME, openDatabase } from '../../server/db';

// Issue 12 item 6: two server processes on one PGlite data folder both started and lost each other's
// writes. The folder now has one writer: the second opener is refused, whoever it is.
describe('one writer per PGlite data folder', () => {
  let dataDir: string;

  beforeEach(() => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'data-lock-'));
  });

  afterEach(() => {
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('refuses a second openDatabase on the same folder, even in the same process, and frees it on close', async () => {
    const first = await openDatabase({ dataDir });
    const lockFile = path.join(dataDir, LOCK_FILE_NAME);
    try {
      const holder = JSON.parse(readFileSync(lockFile, 'utf8')) as { pid: number; host: string; startedAt: string };
      expect(holder.pid).toBe(process.pid);
      expect(holder.host).toBe(os.hostname());
      expect(Number.isNaN(Date.parse(holder.startedAt))).toBe(false);

      const second = openDatabase({ dataDir });
      await expect(second).rejects.toBeInstanceOf(DataFolderLockedError);
      await expect(second).rejects.toThrow(/DATABASE_URL/);
      await expect(second).rejects.toThrow(new RegExp(`process ${process.pid}`));
      // The refused opener did not disturb the holder: its lock and its database still work.
      expect(JSON.parse(readFileSync(lockFile, 'utf8'))).toEqual(holder);
      await sql`select 1`.execute(first.db);
    } finally {
      await first.close();
    }
    expect(existsSync(lockFile)).toBe(false);

    // Closed cleanly: the folder opens again.
    const again = await openDatabase({ dataDir });
    await again.close();
  }, 60_000);

  it('takes over a stale lock whose process is gone, and logs it', async () => {
    // A pid that certainly ran and is certainly gone: a child that has exited.
    const dead = spawnSync(process.execPath, ['-e', '0']);
    expect(dead.status).toBe(0);
    const stale = { pid: dead.pid, host: os.hostname(), startedAt: '2025-06-18T18:00:00.000Z' };
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(path.join(dataDir, LOCK_FILE_NAME), JSON.stringify(stale));

    const warnings: unknown[] = [];
    const logger = { warn: (...args: unknown[]) => warnings.push(args), error: () => {} } as never;
    const handle = await openDatabase({ dataDir, logger });
    try {
      expect(JSON.parse(readFileSync(path.join(dataDir, LOCK_FILE_NAME), 'utf8')).pid).toBe(process.pid);
      expect(JSON.stringify(warnings)).toContain('stale');
      expect(JSON.stringify(warnings)).toContain(String(stale.pid));
    } finally {
      await handle.close();
    }
  }, 60_000);

  it('never takes over a lock held by a live process or another host', async () => {
    mkdirSync(dataDir, { recursive: true });
    const lockFile = path.join(dataDir, LOCK_FILE_NAME);
    // The parent process (vitest's runner) is alive.
    writeFileSync(lockFile, JSON.stringify({ pid: process.ppid, host: os.hostname(), startedAt: 'x' }));
    await expect(openDatabase({ dataDir })).rejects.toBeInstanceOf(DataFolderLockedError);
    // Another host's pid cannot be checked from here.
    writeFileSync(lockFile, JSON.stringify({ pid: 999_999_999, host: `${os.hostname()}-elsewhere`, startedAt: 'x' }));
    await expect(openDatabase({ dataDir })).rejects.toBeInstanceOf(DataFolderLockedError);
    // An unreadable lock names nobody: refused, not guessed stale.
    writeFileSync(lockFile, '{"pid": 12');
    await expect(openDatabase({ dataDir })).rejects.toBeInstanceOf(DataFolderLockedError);
  });

  it('a second real process on the folder refuses to start with a clear message', async () => {
    const first = await openDatabase({ dataDir });
    try {
      // The second process opens the folder the way server/main.ts does (through tsx, from source).
      const script = `
        import { openDatabase } from './server/db/index.ts';
        try { await openDatabase({ dataDir: ${JSON.stringify(dataDir)} }); console.log('OPENED'); process.exit(0); }
        catch (error) { console.error(error.message); process.exit(3); }
      `;
      const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
        cwd: path.resolve(__dirname, '../..'),
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let output = '';
      child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
      child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
      const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
      expect(output).not.toContain('OPENED');
      expect(code).toBe(3);
      expect(output).toContain(`in use by process ${process.pid}`);
      expect(output).toContain('DATABASE_URL');
    } finally {
      await first.close();
    }
  }, 60_000);
});
