import { atom } from 'jotai';
import { decideAutoLocalise, redirectAfterLocalise, safeRedirectPath } from '../domain/localisation/localise-rules';
import { initialRouteOf, marketOfSectorId, sectorFacts } from '../domain/markets/facts';
import { delocaliseAtom } from './delocalise';
import { experimentValueAtom } from './experiment-definitions';
import { hutsAtom } from './huts';
import { dealbotAutoEnableAtom } from './localised-hut';
import { navigationRequestAtom, redirectedAtom } from './navigation-request';
import { sessionAtom } from './session';
import { featureOnAtom } from './features';

// Automatic localisation (spec 1 §4, 3 §4.6): a returning customer's hut sends them to the order page.

/**
 * 14-G13 (IN 'auto-localise-redirect'): the treatment ('on') turns automatic localisation on for an
 * Indian hut; the `autoLocalise` flag still turns it on in every market.
 */
export const AUTO_LOCALISE_EXPERIMENT = 'auto-localise-redirect';
const autoLocaliseExperimentAtom = experimentValueAtom(AUTO_LOCALISE_EXPERIMENT);

/**
 * A returning customer whose hut is still chosen goes to the order page once per page session,
 * unless the address has #skipredirect. If the hut the session selected is not the stored one,
 * localisation is reset instead. Returns whether it redirected.
 */
export const autoLocaliseAtom = atom(null, (get, set, { hash, target }: { hash: string; target?: string | null }) => {
  const { current, localised } = get(hutsAtom);
  const session = get(sessionAtom);
  const selected = session.dispositionType === 'collection' ? session.collectionHut : session.deliveryHut;
  const decision = decideAutoLocalise({
    current,
    localised,
    selected,
    hash,
    alreadyRedirected: get(redirectedAtom),
    autoLocaliseFeature:
      // The flag as /debug sets it too (14-G18: a flag switched by hand), or India's treatment.
      get(featureOnAtom('autoLocalise')) ||
      (current !== null && marketOfSectorId(current.sector) === 'IN' && get(autoLocaliseExperimentAtom) === 'on'),
  });
  if (decision === 'reset') {
    set(delocaliseAtom, { navigate: false });
    return false;
  }
  if (decision !== 'redirect' || !current) return false;
  set(redirectedAtom, true);
  const market = marketOfSectorId(current.sector) ?? 'UK';
  const sector = sectorFacts(current.sector);
  // C2: on this path the dealbot also switches on for uk-1.
  if (sector?.dealbotOnAutoLocalise) set(dealbotAutoEnableAtom, true);
  const path = safeRedirectPath(target) ?? initialRouteOf(market);
  set(navigationRequestAtom, { to: redirectAfterLocalise(path, current), replace: true });
  return true;
});
