import type { Logger } from 'pino';

/** What the middleware puts on every request's context for the handlers after it. */
export interface AppEnv {
  Variables: {
    /** From the x-trace-id header, or made up here when absent or malformed. */
    traceId: string;
    /** The server logger bound to this request's trace id. */
    logger: Logger;
  };
}
