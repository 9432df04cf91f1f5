// The app's log as the rest of the code sees it. Calls made before the client log (client-log.ts:
// console, batching to POST /log, trace id) has loaded are queued and replayed in order; it loads
// on the first call, so nothing of it weighs on the first paint (home route budget).
import type { Logger } from './client-log';

type Level = 'debug' | 'info' | 'warn' | 'error';

let real: Logger | null = null;
let loading: Promise<Logger> | null = null;
const queue: [Level, unknown, unknown][] = [];

/** The console alone, if the client log's chunk cannot be fetched (offline on an old release). */
const consoleOnly: Logger = {
  debug: (message, context) => console.debug(message, context),
  info: (message, context) => console.info(message, context),
  warn: (message, context) => console.warn(message, context),
  error: (message, context) => console.error(message, context),
  flush: async () => {},
};

/** Never rejects: logging must not become an unhandled rejection of its own. */
function load(): Promise<Logger> {
  loading ??= import('./client-log')
    .then(({ log: loaded }) => loaded)
    .catch(() => consoleOnly)
    .then((loaded) => {
      real = loaded;
      for (const [level, message, context] of queue.splice(0)) loaded[level](message, context);
      return loaded;
    });
  return loading;
}

const forward =
  (level: Level) =>
  (message: unknown, context?: unknown): void => {
    if (real) return real[level](message, context);
    queue.push([level, message, context]);
    void load();
  };

/** The app's one client log. */
export const log: Logger = {
  debug: forward('debug'),
  info: forward('info'),
  warn: forward('warn'),
  error: forward('error'),
  flush: async () => (await load()).flush(),
};

/** "A crash in background workflows is logged and swallowed" (spec 1 §8): never rethrows. */
export function logSwallowed(err: unknown, where: string): void {
  try {
    log.error(`Background workflow failed: ${where}`, err);
  } catch {
    // the log itself must not break the workflow that called it
  }
}
