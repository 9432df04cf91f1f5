// The client log (checklist 02-G8): every entry goes to the console; info and above are batched to
// the store API's POST /log (every 2 s, at 20 entries, by sendBeacon on pagehide). No zod here: first paint.
import type { ClientLogEntry, ClientLogLevel } from '../api/contract/log';
import {
  CLIENT_LOG_MAX_BATCH_CHARS,
  CLIENT_LOG_MAX_CONTEXT_CHARS,
  CLIENT_LOG_MAX_CONTEXT_KEYS,
  CLIENT_LOG_MAX_ENTRIES,
  CLIENT_LOG_MAX_MESSAGE,
} from '../api/contract/log-limits';
import { currentTraceId, getTraceId } from './trace-id';

export type LogLevel = ClientLogLevel;
/** `message` is normally a string; an Error, an ErrorEvent's parts or a rejection reason also work. */
type LogFn = (message: unknown, context?: unknown) => void;

export interface Logger {
  debug: LogFn;
  info: LogFn;
  warn: LogFn;
  error: LogFn;
  /** Sends what is queued now; resolves when sent or dropped, never rejects. */
  flush(): Promise<void>;
}

export interface LoggerOptions {
  endpoint?: string;
  fetch?: typeof fetch;
  sendBeacon?: (url: string, data: Blob) => boolean;
  getTraceId?: () => Promise<string>;
  console?: Pick<Console, LogLevel>;
  /** Whether entries leave the page; by default yes in a browser, never under vitest. */
  send?: boolean;
  flushIntervalMs?: number;
  batchSize?: number;
}

const LEVEL_RANK: Record<LogLevel, number> = { debug: 0, info: 1, warn: 2, error: 3 };
const MAX_BATCH = CLIENT_LOG_MAX_ENTRIES; // contract: at most 50 entries per POST /log
/**
 * A batch's UTF-8 bytes, kept under the contract's characters (a character is at least a byte) and the
 * route's 64 kB body limit (server/routes/log.ts), with room for the trace id added to each entry.
 */
const MAX_BATCH_BYTES = CLIENT_LOG_MAX_BATCH_CHARS - 8 * 1024;
const MAX_QUEUE = 200; // offline for long: keep the newest, never grow without bound
const PERMISSION_ERRORS = new Set(['NotAllowedError', 'SecurityError', 'PermissionDeniedError']);

/**
 * "Cross-origin or permission errors are not logged" (spec 1 §8): a cross-origin script reports only
 * 'Script error.', and a refused permission (geolocation, clipboard, storage) is the user's choice.
 */
export function shouldLogError(err: unknown, depth = 0): boolean {
  if (typeof err === 'string') return !isScriptError(err);
  if (typeof err !== 'object' || err === null || depth > 3) return true;
  const e = err as { name?: unknown; message?: unknown; code?: unknown; PERMISSION_DENIED?: unknown };
  if (typeof e.message === 'string' && isScriptError(e.message)) return false;
  if (typeof e.name === 'string' && PERMISSION_ERRORS.has(e.name)) return false;
  if (e.code === 1 && e.PERMISSION_DENIED === 1) return false; // GeolocationPositionError
  // ErrorEvent carries `error`, PromiseRejectionEvent `reason`: judge what they carry.
  const inner = (err as { error?: unknown; reason?: unknown }).error ?? (err as { reason?: unknown }).reason;
  return inner === undefined || inner === err || shouldLogError(inner, depth + 1);
}

function isScriptError(message: string): boolean {
  return /^script error\.?$/i.test(message.trim());
}

export function createLogger(options: LoggerOptions = {}): Logger {
  const endpoint = options.endpoint ?? '/log';
  const out = options.console ?? console;
  const batchSize = options.batchSize ?? 20;
  const interval = options.flushIntervalMs ?? 2000;
  const traceIdOf = options.getTraceId ?? getTraceId;
  const send = options.send ?? (typeof window !== 'undefined' && import.meta.env.MODE !== 'test');
  const queue: ClientLogEntry[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;
  let listening = false;

  function write(level: LogLevel, message: unknown, context?: unknown): void {
    if (!shouldLogError(message) || !shouldLogError(context)) return;
    const text = message instanceof Error ? message.message || message.name : messageText(message);
    const details =
      message instanceof Error ? { error: describeError(message), ...toContext(context) } : toContext(context);
    out[level](message, ...(context === undefined ? [] : [context]));
    if (!send || LEVEL_RANK[level] < LEVEL_RANK.info) return;
    queue.push({
      level,
      message: storable(text || '(no message)').slice(0, CLIENT_LOG_MAX_MESSAGE),
      at: new Date().toISOString(),
      url: typeof location === 'undefined' ? undefined : storable(location.href).slice(0, 2000),
      release: typeof __RELEASE_HASH__ === 'string' ? __RELEASE_HASH__ : undefined,
      context: details,
    });
    if (queue.length > MAX_QUEUE) queue.splice(0, queue.length - MAX_QUEUE);
    listen();
    if (queue.length >= batchSize) void flush();
    else timer ??= setTimeout(() => void flush(), interval);
  }

  async function flush(): Promise<void> {
    clearTimeout(timer);
    timer = undefined;
    const batch = takeBatch(queue);
    if (batch.length === 0) return;
    try {
      const traceId = await traceIdOf();
      await (options.fetch ?? fetch)(endpoint, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-trace-id': traceId },
        body: JSON.stringify({ entries: batch.map((entry) => ({ traceId, ...entry })) }),
        keepalive: true,
      });
    } catch {
      // Dropped on purpose: reporting a failed log send would log again, and loop.
    }
    if (queue.length > 0) timer ??= setTimeout(() => void flush(), interval);
  }

  // The page may be gone before the next timer: hand what is queued to the browser to deliver.
  function beacon(): void {
    const batch = takeBatch(queue);
    if (batch.length === 0) return;
    const traceId = currentTraceId();
    const body = JSON.stringify({ entries: batch.map((entry) => ({ traceId, ...entry })) });
    try {
      const sendBeacon = options.sendBeacon ?? navigator.sendBeacon.bind(navigator);
      sendBeacon(endpoint, new Blob([body], { type: 'application/json' }));
    } catch {
      // dropped silently, as above
    }
  }

  function listen(): void {
    if (listening || typeof addEventListener !== 'function') return;
    listening = true;
    addEventListener('pagehide', beacon);
  }

  return {
    debug: (message, context) => write('debug', message, context),
    info: (message, context) => write('info', message, context),
    warn: (message, context) => write('warn', message, context),
    error: (message, context) => write('error', message, context),
    flush,
  };
}

function messageText(message: unknown): string {
  if (typeof message === 'string') return message;
  const inner = (message as { message?: unknown } | null)?.message;
  return typeof inner === 'string' ? inner : String(message);
}

/** Text the store API accepts (contract/text.ts): a NUL or an unpaired surrogate becomes U+FFFD. */
function storable(text: string): string {
  return text.split('\u0000').join('\uFFFD').replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD');
}

const utf8 = new TextEncoder();

/** The oldest entries that fit one POST /log (at most 50, at most MAX_BATCH_BYTES as JSON); always at least one. */
function takeBatch(queue: ClientLogEntry[]): ClientLogEntry[] {
  let bytes = 0;
  let count = 0;
  for (const entry of queue.slice(0, MAX_BATCH)) {
    bytes += utf8.encode(JSON.stringify(entry)).length + 64;
    if (count > 0 && bytes > MAX_BATCH_BYTES) break;
    count += 1;
  }
  return queue.splice(0, count);
}

function describeError(err: Error): Record<string, unknown> {
  return { name: err.name, message: err.message, stack: err.stack?.slice(0, 4000) };
}

/**
 * A JSON-safe context: Errors described, cycles and other unserialisable values replaced, text made
 * storable; one over the contract's size or keys (contract/log-limits.ts) is sent cut, as text.
 */
function toContext(context: unknown): Record<string, unknown> | undefined {
  if (context === undefined) return undefined;
  if (context instanceof Error) return { error: describeError(context) };
  try {
    const json = JSON.stringify(context, (_key, value: unknown) =>
      value instanceof Error ? describeError(value) : typeof value === 'string' ? storable(value) : value,
    );
    const safe: unknown = json === undefined ? undefined : JSON.parse(json);
    const record = typeof safe === 'object' && safe !== null && !Array.isArray(safe) ? (safe as Record<string, unknown>) : { value: safe };
    const fits = Object.keys(record).length <= CLIENT_LOG_MAX_CONTEXT_KEYS && Object.keys(record).every((key) => key.length <= 100 && storable(key) === key);
    if (fits && JSON.stringify(record).length <= CLIENT_LOG_MAX_CONTEXT_CHARS) return record;
    return { truncated: true, value: storable((json ?? '').slice(0, CLIENT_LOG_MAX_CONTEXT_CHARS / 2)) };
  } catch {
    return { value: '[unserialisable]' };
  }
}

/** The client log behind src/log/logger.ts (which queues calls until this module has loaded). */
export const log: Logger = createLogger();
