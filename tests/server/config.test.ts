import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readConfig } from '../../server/config';
import { maskPassword, POSTGRES_TIMEOUT_DEFAULTS } from '../../server/db';
import { HTTP_LIMIT_DEFAULTS } from '../../server/http/node-server';
import { OPTIMISER_DEFAULTS } from '../../server/services/optimiser-pool';

describe('readConfig', () => {
  it('uses the documented defaults', () => {
    const result = readConfig({}, '/srv/store');
    expect(result).toEqual({
      ok: true,
      config: {
        port: 8080,
        host: '0.0.0.0',
        dataDir: path.resolve('/srv/store/data'),
        databaseUrl: undefined,
        staticDir: path.resolve('/srv/store/dist'),
        logLevel: 'info',
        postgresTimeouts: POSTGRES_TIMEOUT_DEFAULTS,
        http: HTTP_LIMIT_DEFAULTS,
        optimiser: OPTIMISER_DEFAULTS,
      },
    });
  });

  it('treats empty variables as unset', () => {
    const result = readConfig({ PORT: '', DATABASE_URL: '' }, '/srv');
    expect(result.ok && result.config.port).toBe(8080);
    expect(result.ok && result.config.databaseUrl).toBeUndefined();
  });

  it('reports every bad variable by name', () => {
    const result = readConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', LOG_LEVEL: 'loud' }, '/srv');
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.problems.map((p) => p.split(':')[0]).sort()).toEqual(['DATABASE_URL', 'LOG_LEVEL', 'PORT']);
  });
});

describe('maskPassword', () => {
  it('hides the password and keeps the rest', () => {
    expect(maskPassword('postgres://shop:s3cret@db.internal:5432/store')).toBe('postgres://shop:***@db.internal:5432/store');
    expect(maskPassword('postgres://postgres@127.0.0.1:54329/postgres')).toBe('postgres://postgres@127.0.0.1:54329/postgres');
  });
});
