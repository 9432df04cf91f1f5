// Waiting for the basket's worker-priced atoms in tests.
import type { createStore } from 'jotai';
import { vi } from 'vitest';
import { basketPriceAtom, type BasketPriceState } from '../../src/atoms/pricing';
import { SETTLE } from '../settle';

type Store = ReturnType<typeof createStore>;

/** The basket price once repricing settles (the atom is mounted meanwhile, as a screen would). */
export async function settledPrice(store: Store): Promise<BasketPriceState> {
  const stop = store.sub(basketPriceAtom, () => {});
  try {
    await vi.waitFor(() => {
      const state = store.get(basketPriceAtom);
      if (state.pending) throw new Error('still pricing');
    }, SETTLE);
    return store.get(basketPriceAtom);
  } finally {
    stop();
  }
}
