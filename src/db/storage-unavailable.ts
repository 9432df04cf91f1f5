// No imports on purpose: the atoms (first paint) check for this error without pulling Dexie in.

/** Why IndexedDB cannot be used in this browser session; the app then runs in memory only. */
export type StorageUnavailableReason = 'missing' | 'security' | 'blocked' | 'broken';

/**
 * IndexedDB is unavailable (private window, disabled storage, sandboxed frame, blocked upgrade,
 * broken backing store). Spec 1 §8 "Missing local storage is logged" (checklist 02-G7): the app logs
 * it once and keeps working in memory; nothing it does is persisted.
 */
export class StorageUnavailableError extends Error {
  override readonly name = 'StorageUnavailableError';
  readonly reason: StorageUnavailableReason;

  constructor(reason: StorageUnavailableReason, cause?: unknown) {
    super(`Missing local storage (${reason})`, { cause });
    this.reason = reason;
  }
}

export function isStorageUnavailable(err: unknown): err is StorageUnavailableError {
  return err instanceof StorageUnavailableError;
}
