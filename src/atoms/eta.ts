import { atom } from 'jotai';
import type { Eta } from '../api/contract/hut';
import { etaShown } from '../domain/experiments/gates';
import { isFeatureOn } from '../domain/flags/flags';
import { log } from '../log/logger';
import { experimentValueAtom } from './experiment-definitions';
import { currentHutAtom } from './huts';
import { sessionAtom } from './session';
import { settingsAtom } from './settings';

/**
 * The localised hut's ETA (spec 1 §3, §7: "reads exact; failure only logged as a warning"), for the
 * disposition chosen. In memory only: it is fetched again for the hut after a reload.
 */

export const etaAtom = atom<Eta['eta'] | null>(null);

const showEtaVariantAtom = experimentValueAtom('show-eta');

/**
 * Whether the estimated minutes are shown (basket switch, header's localisation bar): CA's 'show-eta'
 * treatment shows them; otherwise the flags hasEta and hideEta decide (14-G17, /debug overrides included).
 */
export const etaShownAtom = atom((get) => {
  const { flagLevel, flagOverrides } = get(settingsAtom);
  return etaShown(get(showEtaVariantAtom), isFeatureOn('hasEta', flagLevel, flagOverrides), isFeatureOn('hideEta', flagLevel, flagOverrides));
});

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
