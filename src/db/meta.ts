// Single values in the Dexie `meta` table (the trace id), created once and shared by every tab. Kept
// apart from persist.ts so that the trace id can reach storage without the log that persist.ts uses
// (the log sends the trace id: one file per idea, no import cycle).
import { openDatabase } from './database';

/**
 * The meta value under `key`, created once by `create` when missing or not `isValid`. Read and
 * write share one transaction, so two tabs opening at the same moment still agree on one value.
 */
export async function getOrCreateMeta<T>(
  key: string,
  create: () => T,
  isValid: (value: unknown) => value is T,
): Promise<T> {
  const db = await openDatabase();
  return db.transaction('rw', db.meta, async () => {
    const current = (await db.meta.get(key))?.value;
    if (isValid(current)) return current;
    const value = create();
    await db.meta.put({ key, value, updatedAt: Date.now() });
    return value;
  });
}
