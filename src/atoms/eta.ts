import { atom } from 'jotai';
import type { Eta } from '../api/contract/hut';
import { log } from '../log/logger';
import { currentHutAtom } from './huts';
import { sessionAtom } from './session';

/**
 * The localised hut's ETA (spec 1 §3, §7: "reads exact; failure only logged as a warning"), for the
 * disposition chosen. In memory only: it is fetched again for the hut after a reload.
 */

export const etaAtom = atom<Eta['eta'] | null>(null);

export const fetchEtaAtom = atom(null, async (get, set) => {
  const hut = get(currentHutAtom);
  if (!hut) return;
  const disposition = get(sessionAtom).dispositionType === 'collection' ? 'collection' : 'delivery';
  try {
    const { fetchEta } = await import('../api/stores');
    const { eta } = await fetchEta({ disposition, id: hut.id, sector: hut.sector });
    const now = get(currentHutAtom);
    if (now?.id === hut.id && now.sector === hut.sector) set(etaAtom, eta);
  } catch (error) {
    log.warn('ETA fetch failed', error);
  }
});
