// Stores the customer's state in IndexedDB database 'pizza-ordering': one table per slice (basket,
// session, lastOrder, settings, experiments, huts, dealChoices, dealbot), and checkout, order, credits, utm,
// visit; each row {key, value, updatedAt}; `meta` holds single values.
import Dexie, { type Table } from 'dexie';
import { StorageUnavailableError } from './storage-unavailable';

export { StorageUnavailableError, isStorageUnavailable } from './storage-unavailable';

export const DATABASE_NAME = 'pizza-ordering';

/** One analytics event waiting for the collector's acknowledgement (version 10). */
export interface QueuedAnalyticsEvent {
  id: string;
  name: string;
  at: string;
  dimensions: Record<string, string>;
  payload: Record<string, unknown>;
  /** Epoch ms it was queued: batches go oldest first. */
  queuedAt: number;
}

/** One persisted value; slices live under SLICE_RECORD_KEY, meta values under their own key. */
export interface StoredRecord {
  key: string;
  value: unknown;
  updatedAt: number;
}

export const SLICE_TABLES = [
  'basket',
  'session',
  'lastOrder',
  'settings',
  'experiments',
  'huts',
  'dealChoices',
  'dealbot',
  'checkout',
  'order',
  'credits',
  'utm',
  'visit',
  'identity',
] as const;
export type SliceTable = (typeof SLICE_TABLES)[number];

const STORES_V1 = {
  basket: 'key',
  session: 'key',
  lastOrder: 'key',
  settings: 'key',
  experiments: 'key',
  meta: 'key',
};

/** Version 3 adds `huts`: the localised hut, kept so a returning customer's menu opens offline. */
const STORES_V3 = { ...STORES_V1, huts: 'key' };

/** Version 4 adds `dealChoices`: a deal half filled in survives a closed tab until the basket expires (C22). */
const STORES_V4 = { ...STORES_V3, dealChoices: 'key' };

/** Version 5 adds `dealbot`: the dealbot's switch and last saving come back with the basket (C22). */
const STORES_V5 = { ...STORES_V4, dealbot: 'key' };

/**
 * Version 6 adds checkout: the form as typed (never the password), the order in flight (so a reload
 * or a provider's redirect finds it, and a retried preauthorise reuses its id), the voucher and gift
 * card applied, and the utm values captured on entry (06-G13).
 */
const STORES_V6 = { ...STORES_V5, checkout: 'key', order: 'key', credits: 'key', utm: 'key' };

/**
 * Version 7 adds `visit`: what lasts one browser session and no longer (C34): the channel the visit
 * came by (10-G28) and the automatic-localisation mark (10-G10).
 */
const STORES_V7 = { ...STORES_V6, visit: 'key' };

/**
 * Version 8 adds `identity` (issue 14): the signed-in customer's tokens, last auth method, identity
 * attributes and account record (src/db/session.ts; 11-G26..29, C34). Not `session`: that name is the
 * ordering session's since version 1.
 */
const STORES = { ...STORES_V7, identity: 'key' };

/**
 * Version 8 adds `legacyAccount`: the legacy India account-info record (11-G17: verifiedToken, phone,
 * loginToken, accountInfo), kept until log out (C34).
 */
const STORES_V8_LEGACY = { legacyAccount: 'key' };

/**
 * Version 9 adds `loyalty` (issue 15, S3 §3): the Hut Rewards record (src/db/loyalty.ts): the member's
 * account record, the offline codes last fetched (shown again on a weak signal, 12-G7) and the
 * customer's previous actions (12-G8, 12-G9). Cleared at log out (12-G15).
 */
const STORES_V9_LOYALTY = { loyalty: 'key' };

/**
 * Version 10 adds `analyticsQueue` (issue 17, 14-G1, 14-G30): analytics events granted by consent and
 * not yet acknowledged by the collector, keyed by the event's uuid (src/analytics/queue.ts). Events
 * survive offline and a closed tab; a row is deleted only once POST /v1/events has acknowledged it.
 */
const STORES_V10_ANALYTICS = { analyticsQueue: 'id, queuedAt' };

/** An upgrade blocked by another tab that never lets go is treated as missing storage after this. */
const BLOCKED_GRACE_MS = 3000;

export class OrderingDatabase extends Dexie {
  declare readonly basket: Table<StoredRecord, string>;
  declare readonly session: Table<StoredRecord, string>;
  declare readonly lastOrder: Table<StoredRecord, string>;
  declare readonly settings: Table<StoredRecord, string>;
  declare readonly experiments: Table<StoredRecord, string>;
  declare readonly meta: Table<StoredRecord, string>;
  declare readonly huts: Table<StoredRecord, string>;
  declare readonly dealChoices: Table<StoredRecord, string>;
  declare readonly dealbot: Table<StoredRecord, string>;
  declare readonly checkout: Table<StoredRecord, string>;
  declare readonly order: Table<StoredRecord, string>;
  declare readonly credits: Table<StoredRecord, string>;
  declare readonly utm: Table<StoredRecord, string>;
  declare readonly visit: Table<StoredRecord, string>;
  declare readonly identity: Table<StoredRecord, string>;
  declare readonly legacyAccount: Table<StoredRecord, string>;
  declare readonly loyalty: Table<StoredRecord, string>;
  declare readonly analyticsQueue: Table<QueuedAnalyticsEvent, string>;

  constructor(idb: IDBFactory, keyRange: typeof IDBKeyRange | undefined, name = DATABASE_NAME) {
    // The factory is read now, not when Dexie was first imported, so a reset store (tests) is used.
    super(name, { indexedDB: idb, IDBKeyRange: keyRange });
    this.version(1).stores(STORES_V1);
    // Version 2: legacy disposition values 'now'/'later' become asap/scheduled (spec 1 §3).
    this.version(2)
      .stores(STORES_V1)
      .upgrade((tx) =>
        tx
          .table<StoredRecord, string>('session')
          .toCollection()
          .modify((record) => {
            record.value = upgradeLegacyDisposition(record.value);
          }),
      );
    this.version(3).stores(STORES_V3);
    this.version(4).stores(STORES_V4);
    this.version(5).stores(STORES_V5);
    this.version(6).stores(STORES_V6);
    this.version(7).stores(STORES_V7);
    this.version(8).stores({ ...STORES, ...STORES_V8_LEGACY });
    this.version(9).stores({ ...STORES, ...STORES_V8_LEGACY, ...STORES_V9_LOYALTY });
    this.version(10).stores({ ...STORES, ...STORES_V8_LEGACY, ...STORES_V9_LOYALTY, ...STORES_V10_ANALYTICS });
  }
}

const LEGACY_WHEN: Record<string, string> = { now: 'asap', later: 'scheduled' };

/**
 * Rewrites a stored session's disposition: 'now' → 'asap', 'later' → 'scheduled', and the time is
 * cleared for asap (spec 1 §3). Handles the flat fields and a nested `disposition` object alike.
 */
export function upgradeLegacyDisposition(value: unknown): unknown {
  if (!isPlainObject(value)) return value;
  const next: Record<string, unknown> = { ...value };
  if ('dispositionWhen' in next) {
    const when = LEGACY_WHEN[String(next.dispositionWhen)] ?? next.dispositionWhen;
    next.dispositionWhen = when;
    if (when === 'asap') next.dispositionTime = null;
  }
  if (isPlainObject(next.disposition)) {
    const disposition: Record<string, unknown> = { ...next.disposition };
    const when = LEGACY_WHEN[String(disposition.when)] ?? disposition.when;
    disposition.when = when;
    if (when === 'asap') disposition.time = null;
    next.disposition = disposition;
  }
  return next;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

// Names of failures that mean "this browser gives us no IndexedDB", as opposed to a bug of ours.
const UNAVAILABLE_NAMES: Record<string, StorageUnavailableError['reason']> = {
  MissingAPIError: 'missing',
  SecurityError: 'security',
  NotAllowedError: 'security',
  InvalidStateError: 'broken', // Firefox private windows
  UnknownError: 'broken', // Chrome: backing store cannot be opened
  QuotaExceededError: 'broken', // old Safari private windows
};

/** Follows Dexie's `inner` and the standard `cause` to classify the underlying failure. */
export function toStorageUnavailable(err: unknown): StorageUnavailableError | undefined {
  let current: unknown = err;
  for (let depth = 0; depth < 5 && current; depth++) {
    if (current instanceof StorageUnavailableError) return current;
    const name = (current as { name?: unknown }).name;
    const reason = typeof name === 'string' ? UNAVAILABLE_NAMES[name] : undefined;
    if (reason) return new StorageUnavailableError(reason, err);
    const next = current as { inner?: unknown; cause?: unknown };
    current = next.inner ?? next.cause;
  }
  return undefined;
}

function readIndexedDB(): IDBFactory {
  try {
    // Reading the property itself throws SecurityError in some sandboxed frames.
    const idb = globalThis.indexedDB as IDBFactory | undefined | null;
    if (idb) return idb;
  } catch (err) {
    throw new StorageUnavailableError('security', err);
  }
  throw new StorageUnavailableError('missing');
}

let opening: Promise<OrderingDatabase> | undefined;

/**
 * The open database, shared by every caller. Rejects with StorageUnavailableError when IndexedDB
 * cannot be used (remembered for the session: it does not come back); other failures are passed on
 * as they are and the next call tries again.
 */
export function openDatabase(): Promise<OrderingDatabase> {
  if (!opening) {
    const attempt = open().catch((err: unknown) => {
      const unavailable = toStorageUnavailable(err);
      if (!unavailable && opening === attempt) opening = undefined;
      throw unavailable ?? err;
    });
    attempt.catch(() => {}); // callers handle it; the shared promise must not count as unhandled
    opening = attempt;
  }
  return opening;
}

async function open(): Promise<OrderingDatabase> {
  const db = new OrderingDatabase(readIndexedDB(), globalThis.IDBKeyRange);
  let timer: ReturnType<typeof setTimeout> | undefined;
  const blocked = new Promise<never>((_, reject) => {
    db.on('blocked', () => {
      timer ??= setTimeout(() => {
        db.close();
        reject(new StorageUnavailableError('blocked'));
      }, BLOCKED_GRACE_MS);
    });
  });
  const opened = db.open();
  opened.catch(() => {}); // the loser of the race below must not surface as unhandled
  try {
    await Promise.race([opened, blocked]);
    return db;
  } finally {
    clearTimeout(timer);
  }
}

/** Closes the shared connection (tests, and before deleting the database). */
export async function closeDatabase(): Promise<void> {
  const current = opening;
  opening = undefined;
  if (!current) return;
  try {
    (await current).close();
  } catch {
    // never opened: nothing to close
  }
}
