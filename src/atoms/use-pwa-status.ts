import { useSyncExternalStore } from 'react';
import { getPwaStatus, subscribePwaStatus, type PwaStatus } from './pwa-status';

/** The PWA status for React (a separate file keeps React out of the worker glue's chunk). */
export function usePwaStatus(): PwaStatus {
  return useSyncExternalStore(subscribePwaStatus, getPwaStatus, getPwaStatus);
}
