import { z } from 'zod';

/**
 * POST /log — the client-side log sink (spec 3 §7.3 names "a client-side log service"; nothing
 * external can be reached, so the store API receives the page's warnings and errors itself).
 */
export const clientLogLevelSchema = z.enum(['debug', 'info', 'warn', 'error']);

export const clientLogEntrySchema = z.object({
  level: clientLogLevelSchema,
  message: z.string().min(1).max(2000),
  at: z.iso.datetime(),
  url: z.string().max(2000).optional(),
  release: z.string().max(100).optional(),
  traceId: z.string().max(100).optional(),
  context: z.record(z.string(), z.unknown()).optional(),
});

export const clientLogBatchSchema = z.object({
  entries: z.array(clientLogEntrySchema).min(1).max(50),
});

export type ClientLogLevel = z.infer<typeof clientLogLevelSchema>;
export type ClientLogEntry = z.infer<typeof clientLogEntrySchema>;
export type ClientLogBatch = z.infer<typeof clientLogBatchSchema>;
