import { z } from 'zod';
import {
  CLIENT_LOG_MAX_BATCH_CHARS,
  CLIENT_LOG_MAX_CONTEXT_CHARS,
  CLIENT_LOG_MAX_CONTEXT_KEYS,
  CLIENT_LOG_MAX_ENTRIES,
  CLIENT_LOG_MAX_MESSAGE,
} from './log-limits';
import { jsonLength, safeText } from './text';

/**
 * POST /log — the client-side log sink (spec 3 §7.3 names "a client-side log service"; nothing
 * external can be reached, so the store API receives the page's warnings and errors itself).
 *
 * Bounded (issue 12): an anonymous caller must not write megabytes of server log per request. A
 * batch holds at most 50 entries and 48 k characters of JSON (the route refuses a bigger body before
 * reading it); an entry's context at most 50 keys and 8 k characters (log-limits.ts). The page's
 * logger (src/log/client-log.ts) keeps to the same limits.
 */
export * from './log-limits';

export const clientLogLevelSchema = z.enum(['debug', 'info', 'warn', 'error']);

export const clientLogEntrySchema = z.object({
  level: clientLogLevelSchema,
  message: safeText(CLIENT_LOG_MAX_MESSAGE).min(1),
  at: z.iso.datetime(),
  url: safeText(2000).optional(),
  release: safeText(100).optional(),
  traceId: safeText(100).optional(),
  context: z
    .record(safeText(100), z.unknown())
    .refine((context) => Object.keys(context).length <= CLIENT_LOG_MAX_CONTEXT_KEYS, `at most ${CLIENT_LOG_MAX_CONTEXT_KEYS} keys`)
    .refine((context) => jsonLength(context) <= CLIENT_LOG_MAX_CONTEXT_CHARS, `at most ${CLIENT_LOG_MAX_CONTEXT_CHARS} characters as JSON`)
    .optional(),
});

export const clientLogBatchSchema = z
  .object({
    entries: z.array(clientLogEntrySchema).min(1).max(CLIENT_LOG_MAX_ENTRIES),
  })
  .refine((batch) => jsonLength(batch) <= CLIENT_LOG_MAX_BATCH_CHARS, {
    path: ['entries'],
    message: `A log batch is at most ${CLIENT_LOG_MAX_BATCH_CHARS} characters as JSON`,
  });

export type ClientLogLevel = z.infer<typeof clientLogLevelSchema>;
export type ClientLogEntry = z.infer<typeof clientLogEntrySchema>;
export type ClientLogBatch = z.infer<typeof clientLogBatchSchema>;
