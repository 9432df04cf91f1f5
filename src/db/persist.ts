// Loads and saves slices (one record per Dexie table) and single values in `meta`. Reads are
// validated by the slice's zod schema; a record that fails is dropped, logged, and the default used.
import type { z } from 'zod';
import { log } from '../log/logger';
import { openDatabase, type StoredRecord } from './database';
import { SLICE_FALLBACKS, SLICE_RECORD_KEY } from './slice-fallbacks';
import type { SliceName, SliceValue } from './slices';

export { closeDatabase, openDatabase, StorageUnavailableError } from './database';
export { SLICE_NAMES } from './slice-fallbacks';
export type { SliceName, SliceValue } from './slices';
export { purgeBrowserSession, startsBrowserSession } from './browser-session';

export interface LoadedSlice<T> {
  /** The stored value when valid, else the slice default. */
  value: T;
  /** A valid record was found. */
  stored: boolean;
  /** A record was found but no longer parsed: it was deleted and the default returned. */
  dropped: boolean;
}

/** A slice's schema: the schemas (and zod) load with the first stored record to check (issue 18). */
async function sliceSchema<N extends SliceName>(name: N): Promise<z.ZodType<SliceValue<N>>> {
  const { SLICES } = await import('./slices');
  return SLICES[name].schema as unknown as z.ZodType<SliceValue<N>>;
}

export async function loadSlice<N extends SliceName>(name: N): Promise<LoadedSlice<SliceValue<N>>> {
  const table = (await openDatabase()).table<StoredRecord, string>(name);
  const fallback = SLICE_FALLBACKS[name] as SliceValue<N>;
  const record = await table.get(SLICE_RECORD_KEY);
  if (!record) return { value: fallback, stored: false, dropped: false };

  const parsed = (await sliceSchema(name)).safeParse(record.value);
  if (parsed.success) return { value: parsed.data, stored: true, dropped: false };

  // STYLE rule 5: never crash on old or damaged data; the customer starts from the default.
  log.warn(`Stored ${name} no longer matches its schema: dropped, default used`, {
    slice: name,
    issues: parsed.error.issues
      .slice(0, 5)
      .map((issue) => ({ path: issue.path.map(String).join('.'), message: issue.message })),
  });
  await table.delete(SLICE_RECORD_KEY).catch(() => undefined);
  return { value: fallback, stored: false, dropped: true };
}

export async function saveSlice<N extends SliceName>(name: N, value: SliceValue<N>): Promise<void> {
  const table = (await openDatabase()).table<StoredRecord, string>(name);
  await table.put({ key: SLICE_RECORD_KEY, value, updatedAt: Date.now() });
}

export async function readMeta(key: string): Promise<unknown> {
  return (await (await openDatabase()).meta.get(key))?.value;
}

export async function writeMeta(key: string, value: unknown): Promise<void> {
  await (await openDatabase()).meta.put({ key, value, updatedAt: Date.now() });
}
