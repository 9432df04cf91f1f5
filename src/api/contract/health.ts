import { z } from 'zod';

/** GET /health — liveness and database reachability, used by the e2e harness and load balancers. */
export const healthSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.enum(['ok', 'unreachable']),
  databaseKind: z.enum(['pglite', 'postgres']),
  release: z.string(),
  uptimeSeconds: z.number().nonnegative(),
});

export type Health = z.infer<typeof healthSchema>;
