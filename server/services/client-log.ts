import type { Logger } from 'pino';
import type { ClientLogBatch } from '../../src/api/contract/log';

/**
 * Writes the page's log entries into the server's structured log, marked source 'client' so a log
 * pipeline can tell them apart. The entry's own fields sit under named keys (context stays nested)
 * so a client can never overwrite the server's fields such as level, time or service.
 * `requestLogger` is the request's logger, already bound to its x-trace-id.
 */
export function writeClientLogs(requestLogger: Logger, batch: ClientLogBatch): void {
  for (const entry of batch.entries) {
    const fields = {
      source: 'client',
      clientTraceId: entry.traceId,
      clientAt: entry.at,
      url: entry.url,
      release: entry.release,
      context: entry.context,
    };
    requestLogger[entry.level](fields, entry.message);
  }
}
