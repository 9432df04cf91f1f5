import { atom } from 'jotai';
import type { WebDisposition } from '../api/contract/common';
import type { Market } from '../domain/markets/ids';
import { sessionAtom } from './session';

/**
 * The light part of localisation state, read by the home page at first paint. The localisation
 * actions (src/atoms/localise.ts and its siblings, loaded through src/atoms/localisation.ts) bring the outcome rules and the API: they load on use.
 */

/** True while a localisation runs: the order area shows its loader (spec 1 §2). */
export const localisingAtom = atom(false);

/** The market the home page localises in until a hut is chosen; null follows the language. */
export const homeMarketAtom = atom<Market | null>(null);

export const LOCALISATION_TOPIC = 'localisation';

/** Choosing a tab sets the disposition type and resets the time to asap. */
export const chooseDispositionAtom = atom(null, (_get, set, disposition: WebDisposition) => {
  set(sessionAtom, (session) =>
    session.dispositionType === disposition && session.dispositionWhen === 'asap'
      ? session
      : { ...session, dispositionType: disposition, dispositionWhen: 'asap', dispositionTime: null },
  );
});
