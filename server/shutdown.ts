import type { Server } from 'node:http';
import type { Logger } from 'pino';

/**
 * Graceful stop on SIGTERM/SIGINT (a deploy or Ctrl-C): stop accepting connections, let in-flight
 * requests finish for at most SHUTDOWN_GRACE_MS, close the database, exit 0. Idle keep-alive
 * connections are closed at once so they do not hold the process open. A second signal means the
 * operator will not wait: exit immediately with status 1.
 */
export const SHUTDOWN_GRACE_MS = 10_000;

export interface ShutdownOptions {
  server: Server;
  logger: Logger;
  /** Releases everything else (the database), after the last request has been answered. */
  closeResources: () => Promise<void>;
  graceMs?: number;
}

export function installGracefulShutdown({ server, logger, closeResources, graceMs = SHUTDOWN_GRACE_MS }: ShutdownOptions) {
  let stopping = false;

  const stop = async (signal: NodeJS.Signals) => {
    if (stopping) {
      logger.warn({ signal }, 'second signal: exiting without waiting');
      process.exit(1);
    }
    stopping = true;
    logger.info({ signal, graceMs }, 'shutting down: no new connections, finishing in-flight requests');

    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    server.closeIdleConnections();
    const deadline = setTimeout(() => {
      logger.warn({ graceMs }, 'grace period over: closing the remaining connections');
      server.closeAllConnections();
    }, graceMs);
    deadline.unref();

    await closed;
    clearTimeout(deadline);
    try {
      await closeResources();
    } catch (error) {
      logger.error({ err: error }, 'closing the database failed');
      process.exit(1);
    }
    logger.info('stopped');
    process.exit(0);
  };

  process.on('SIGTERM', (signal) => void stop(signal));
  process.on('SIGINT', (signal) => void stop(signal));
}
