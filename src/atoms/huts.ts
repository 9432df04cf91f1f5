import { atom } from 'jotai';
import { DEFAULT_HUTS } from '../db/defaults';
import { persistedAtom } from './persisted';

/** The localised hut (spec 1 §4), persisted so a returning customer's order area opens offline. */
export const hutsAtom = persistedAtom('huts', DEFAULT_HUTS);

export const currentHutAtom = atom((get) => get(hutsAtom).current);

export const isLocalisedAtom = atom((get) => {
  const { current, localised } = get(hutsAtom);
  return localised && current !== null;
});
