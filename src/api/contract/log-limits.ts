/**
 * The bounds of POST /log (issue 12), without zod so the page's logger (src/log/client-log.ts, loaded
 * before first paint) keeps to them too: the contract (log.ts) refuses a batch over them.
 */
export const CLIENT_LOG_MAX_ENTRIES = 50;
/** A batch as JSON, in characters. */
export const CLIENT_LOG_MAX_BATCH_CHARS = 48 * 1024;
/** One entry's context as JSON, in characters, and its keys. */
export const CLIENT_LOG_MAX_CONTEXT_CHARS = 8 * 1024;
export const CLIENT_LOG_MAX_CONTEXT_KEYS = 50;
export const CLIENT_LOG_MAX_MESSAGE = 2000;
