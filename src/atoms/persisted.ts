// Bridges jotai atoms and the Dexie slices: a write is saved to its slice table at once (the writes
// of one action share a save), and hydratePersistedAtoms loads every slice into its atom at start-up.
// Dexie and zod are reached only through `import('../db/persist')`: they are not part of first paint.
import { atom, type PrimitiveAtom, type SetStateAction, type WritableAtom } from 'jotai';
import { log } from '../log/logger';
import type { SliceName, SliceValue } from '../db/slices';
import { isStorageUnavailable } from '../db/storage-unavailable';
import { appStore, type AppStore } from './store';

export type HydrationStatus = 'pending' | 'ready' | 'memory-only' | 'failed';

export interface HydrationResult {
  status: Exclude<HydrationStatus, 'pending'>;
  /** Slices whose stored record no longer parsed and were replaced by their default. */
  dropped: SliceName[];
  error?: unknown;
}

/**
 * 'memory-only': IndexedDB unavailable, logged as 'Missing local storage'; the app works, nothing
 * is kept. 'failed': "Rehydration failure is logged and the app does not render" (spec 1 §8).
 */
export const hydrationStatusAtom = atom<HydrationStatus>('pending');

export type PersistedAtom<T> = WritableAtom<T, [SetStateAction<T>], void>;

interface Slice {
  name: SliceName;
  value: PrimitiveAtom<unknown>;
  /** Writes made in a store; hydration only fills a slice nobody has written yet. */
  writes: PrimitiveAtom<number>;
}

const slices = new Map<SliceName, Slice>();
const hydrations = new WeakMap<AppStore, Promise<HydrationResult>>();
/** Stores hydration finished for, with every slice as it was read (by name, registered or not). */
const hydratedStores = new Map<AppStore, ReadonlyMap<SliceName, LoadedValue>>();
const pendingSaves = new Map<SliceName, unknown>();
let saveQueued = false;
let saving: Promise<void> = Promise.resolve();

/** A writable atom (value or updater) whose value is kept in the Dexie slice `name`. */
export function persistedAtom<N extends SliceName>(name: N, initialValue: SliceValue<N>): PersistedAtom<SliceValue<N>> {
  type T = SliceValue<N>;
  const value = atom<T>(initialValue);
  const writes = atom(0);
  const slice: Slice = { name, value: value as PrimitiveAtom<unknown>, writes };
  slices.set(name, slice);
  // An atom module loaded after start-up (a lazy route) is filled in at once, from what hydration
  // read: synchronously, so no component ever sees its default in place of the saved value.
  for (const [store, loaded] of hydratedStores) applyLoaded(store, slice, loaded.get(name));

  const persisted = atom(
    (get) => get(value),
    (get, set, update: SetStateAction<T>) => {
      const next = typeof update === 'function' ? (update as (prev: T) => T)(get(value)) : update;
      set(value, next);
      set(writes, (n) => n + 1);
      scheduleSave(name, next);
    },
  );
  persisted.debugLabel = `persisted:${name}`;
  return persisted;
}

/** Loads every registered slice into its atom in `store`; once per store, never rejects. */
export function hydratePersistedAtoms(store: AppStore = appStore): Promise<HydrationResult> {
  let hydration = hydrations.get(store);
  if (!hydration) {
    hydration = hydrate(store);
    hydrations.set(store, hydration);
  }
  return hydration;
}

async function hydrate(store: AppStore): Promise<HydrationResult> {
  store.set(hydrationStatusAtom, 'pending');
  try {
    const persist = await import('../db/persist');
    await persist.openDatabase();
    // C34: a new browser session starts without the checkout form, the order in flight and the visit.
    if (persist.startsBrowserSession()) await persist.purgeBrowserSession();
    // Every slice is read by name, not only the ones registered now: a slice whose module loads
    // while this runs, or later (a lazy route), takes its saved value from here.
    const loaded = new Map(await Promise.all(persist.SLICE_NAMES.map(async (name) => [name, await persist.loadSlice(name)] as const)));
    for (const slice of slices.values()) applyLoaded(store, slice, loaded.get(slice.name));
    hydratedStores.set(store, loaded);
    store.set(hydrationStatusAtom, 'ready');
    return { status: 'ready', dropped: [...loaded].filter(([, slice]) => slice.dropped).map(([name]) => name) };
  } catch (error) {
    if (isStorageUnavailable(error)) {
      // Spec 1 §8 "Missing local storage is logged"; the customer can still order (checklist 02-G7).
      log.warn('Missing local storage', { reason: error.reason });
      store.set(hydrationStatusAtom, 'memory-only');
      return { status: 'memory-only', dropped: [], error };
    }
    log.error('Rehydration failed', error);
    store.set(hydrationStatusAtom, 'failed');
    return { status: 'failed', dropped: [], error };
  }
}

interface LoadedValue {
  value: unknown;
  stored: boolean;
  dropped: boolean;
}

/** Fills one slice from what was read. A write made before that is the customer's newer action: it wins. */
function applyLoaded(store: AppStore, slice: Slice, loaded: LoadedValue | undefined): void {
  if (loaded?.stored && store.get(slice.writes) === 0) store.set(slice.value, loaded.value);
}

/**
 * Every slice is saved without waiting: a reload right after localising or adding a deal must find
 * it (a customer refreshing, a kiosk restarting, a tab killed in the background). The microtask lets
 * the rest of the same action join the batch.
 */
function scheduleSave(name: SliceName, value: unknown): void {
  pendingSaves.set(name, value);
  if (saveQueued) return;
  saveQueued = true;
  queueMicrotask(() => void flushPersistedWrites());
}

/** Saves pending writes now; resolves when they are stored (or their failure logged). */
export function flushPersistedWrites(): Promise<void> {
  saveQueued = false;
  const batch = [...pendingSaves];
  pendingSaves.clear();
  // One save at a time, in order, so an older value never lands after a newer one.
  saving = saving.then(() => save(batch));
  return saving;
}

async function save(batch: [SliceName, unknown][]): Promise<void> {
  if (batch.length === 0) return;
  try {
    const { saveSlice } = await import('../db/persist');
    await Promise.all(batch.map(([name, value]) => saveSlice(name, value as never).catch((err: unknown) => reportSaveFailure(name, err))));
  } catch (err) {
    reportSaveFailure(batch.map(([name]) => name).join(', '), err);
  }
}

// Never thrown into React: the value stays in memory and the customer carries on.
function reportSaveFailure(name: string, err: unknown): void {
  if (isStorageUnavailable(err)) return; // memory-only: logged once at start-up
  log.error(`Saving ${name} failed`, err);
}
