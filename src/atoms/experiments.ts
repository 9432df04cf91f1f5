import { atom } from 'jotai';
import { DEFAULT_EXPERIMENTS } from '../db/defaults';
import { persistedAtom } from './persisted';

/** Variant per experiment key: "picked at random once and kept locally" (spec 1 §9). */
export const experimentsAtom = persistedAtom('experiments', DEFAULT_EXPERIMENTS);

export interface VariantRequest {
  key: string;
  variants: readonly string[];
  /** Injectable for tests; Math.random by default. */
  random?: () => number;
}

/**
 * The variant for `key`: the kept one while it is still offered, else one picked at random now and
 * kept. `store.set(pickVariantAtom, { key, variants })` returns it.
 */
export const pickVariantAtom = atom(null, (get, set, { key, variants, random = Math.random }: VariantRequest) => {
  const kept = Object.hasOwn(get(experimentsAtom), key) ? get(experimentsAtom)[key] : undefined;
  if (kept !== undefined && variants.includes(kept)) return kept;
  const picked = variants[Math.floor(random() * variants.length)];
  if (picked === undefined) return undefined;
  set(experimentsAtom, (all) => ({ ...all, [key]: picked }));
  return picked;
});
