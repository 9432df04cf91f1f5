import { existsSync } from 'node:fs';
import type { Server } from 'node:http';
import path from 'node:path';
import { serve } from '@hono/node-server';
import { createApp } from './app';
import { readConfig } from './config';
import { migrateToLatest, openDatabase, seedDatabase } from './db';
import { createLogger } from './logger';
import { loadOrderSettings } from './services/orders/settings';
import { readReleaseHash } from './services/release';
import { installGracefulShutdown } from './shutdown';

/**
 * `npm start`: open (or create) the database, bring it to the latest schema, seed the reference data,
 * then serve the app and the API on one port. Structured logs go to stdout; a few plain lines tell a
 * person where to point the browser and where the data lives.
 */

const configResult = readConfig(process.env, process.cwd());
if (!configResult.ok) {
  console.error(`Invalid environment:\n  ${configResult.problems.join('\n  ')}`);
  process.exit(1);
}
const config = configResult.config;
const logger = createLogger({ level: config.logLevel });

process.on('unhandledRejection', (reason) => {
  logger.fatal({ err: reason }, 'unhandled promise rejection');
  process.exit(1);
});

async function start(): Promise<void> {
  const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir, logger });
  const migrations = await migrateToLatest(database.db);
  const seeded = await seedDatabase(database.db);
  logger.info(
    { database: database.describe(), migrationsApplied: migrations.map((m) => m.migrationName), seeded },
    'database ready',
  );

  const releaseHash = readReleaseHash(config.staticDir);
  if (!existsSync(path.join(config.staticDir, 'index.html'))) {
    logger.warn({ staticDir: config.staticDir }, 'no built app found: pages answer 503 until `npm run build`');
  }

  // The payment sandbox's key (issue 12): configured, or the one kept in the database; production rules refuse start-up.
  const orderSettings = await loadOrderSettings(database.db);
  const app = createApp({ db: database, staticDir: config.staticDir, releaseHash, logger, orderSettings });
  const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) => {
    logger.info({ port: info.port, host: config.host, release: releaseHash }, 'listening');
    console.log(`Store running at http://localhost:${info.port}/`);
    console.log(`Data: ${database.describe()}`);
  }) as Server;

  server.on('error', (error) => {
    logger.fatal({ err: error, port: config.port }, 'cannot listen');
    void database.close().finally(() => process.exit(1));
  });

  installGracefulShutdown({ server, logger, closeResources: () => database.close() });
}

start().catch((error: unknown) => {
  logger.fatal({ err: error }, 'start-up failed');
  process.exit(1);
});
