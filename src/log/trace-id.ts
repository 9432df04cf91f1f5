// The trace id sent with every call: one UUID per browser, kept in the Dexie `meta` table so it
// persists across visits (spec 1 §9 "traceId"); an in-memory id when storage is unavailable.

const TRACE_ID_KEY = 'traceId';
const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;

let traceId: Promise<string> | undefined;
let known: string | undefined;

/** The trace id, read or created once and then memoised; never rejects. */
export function getTraceId(): Promise<string> {
  traceId ??= loadTraceId().then((id) => (known = id));
  return traceId;
}

/** The trace id if already known, for synchronous callers (the log beacon on pagehide). */
export function currentTraceId(): string | undefined {
  return known;
}

async function loadTraceId(): Promise<string> {
  try {
    // Dexie is loaded lazily: it is not part of the first paint (bundle budget).
    const { getOrCreateMeta } = await import('../db/meta');
    return await getOrCreateMeta(TRACE_ID_KEY, createUuid, isUuid);
  } catch {
    // No storage (private window, blocked) or a broken store: an id for this visit only. The
    // hydration step already logs the missing storage; logging here would duplicate it.
    return createUuid();
  }
}

export function isUuid(value: unknown): value is string {
  return typeof value === 'string' && UUID_PATTERN.test(value);
}

/**
 * A version-4 UUID. crypto.randomUUID exists only in secure contexts, so a kiosk tablet served
 * over plain http on the shop's network builds one from getRandomValues instead.
 */
export function createUuid(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
