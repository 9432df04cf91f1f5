// Test helper: closes the app's Dexie connection and gives the next test an empty IndexedDB.
import { IDBFactory } from 'fake-indexeddb';
import { closeDatabase } from '../../src/db/database';

export async function freshIndexedDB(): Promise<void> {
  await closeDatabase();
  globalThis.indexedDB = new IDBFactory();
}

/** Makes IndexedDB unavailable, as in a private window or with storage disabled. */
export async function removeIndexedDB(): Promise<void> {
  await closeDatabase();
  (globalThis as { indexedDB?: IDBFactory }).indexedDB = undefined;
}
