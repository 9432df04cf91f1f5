import { existsSync } from 'node:fs';
import path from 'node:path';
import { createApp } from './app';
import { readConfig } from './config';
import { DataFolderLockedError, migrateToLatest, openDatabase, seedDatabase, type DatabaseHandle } from './db';
import { createNodeServer } from './http/node-server';
import { createLogger } from './logger';
import { createOptimiserPool, optimiserWorkerFile } from './services/optimiser-pool';
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
  // The optimiser's worker must be there before anything is opened (a bundle built without it).
  optimiserWorkerFile();
  const database = await openDatabaseOrExit();
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

  const optimiser = createOptimiserPool(config.optimiser);
  // The payment sandbox's key (issue 12): configured, or the one kept in the database; production rules refuse start-up.
  const orderSettings = await loadOrderSettings(database.db);
  const app = createApp({ db: database, staticDir: config.staticDir, releaseHash, logger, optimiser, orderSettings });
  // Request, header and keep-alive time-outs and a per-address connection cap (issue 12 item 9).
  const server = createNodeServer(app.fetch, config.http);
  server.listen(config.port, config.host, () => {
    const address = server.address();
    const port = typeof address === 'object' && address ? address.port : config.port;
    logger.info({ port, host: config.host, release: releaseHash, http: config.http, optimiser: config.optimiser }, 'listening');
    console.log(`Store running at http://localhost:${port}/`);
    console.log(`Data: ${database.describe()}`);
  });
  optimiser.warm().then(
    () => logger.info({ threads: config.optimiser.threads }, 'deal optimiser workers ready'),
    (error: unknown) => logger.error({ err: error }, 'deal optimiser workers failed to start'),
  );

  server.on('error', (error) => {
    logger.fatal({ err: error, port: config.port }, 'cannot listen');
    void database.close().finally(() => process.exit(1));
  });

  installGracefulShutdown({
    server,
    logger,
    closeResources: async () => {
      await optimiser.close();
      await database.close();
    },
  });
}

/** The database, or exit 1 with a plain message when another process holds the PGlite folder (issue 12 item 6). */
async function openDatabaseOrExit(): Promise<DatabaseHandle> {
  try {
    return await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir, logger, timeouts: config.postgresTimeouts });
  } catch (error) {
    if (!(error instanceof DataFolderLockedError)) throw error;
    logger.fatal({ lock: error.file, holder: error.holder }, 'data folder in use by another process');
    console.error(error.message);
    process.exit(1);
  }
}

start().catch((error: unknown) => {
  logger.fatal({ err: error }, 'start-up failed');
  process.exit(1);
});
