import { atom, type Atom } from 'jotai';
import { isFeatureOn, type Feature } from '../domain/flags/flags';
import { settingsAtom } from './settings';

const featureAtoms = new Map<Feature, Atom<boolean>>();

/**
 * Whether a feature is on for this visitor (14-G16…14-G18): the flag level AND the flags set by hand on
 * /debug (`settings.flagOverrides`), both from the saved settings. The one read for atoms
 * (`get(featureOnAtom('x'))`), stores and components (`useAtomValue(featureOnAtom('x'))`); a call that
 * reads the level alone would ignore what /debug set. One atom per feature, kept, so a component gets the
 * same atom on every render.
 */
export function featureOnAtom(feature: Feature): Atom<boolean> {
  let featureAtom = featureAtoms.get(feature);
  if (!featureAtom) {
    featureAtom = atom((get) => {
      const { flagLevel, flagOverrides } = get(settingsAtom);
      return isFeatureOn(feature, flagLevel, flagOverrides);
    });
    featureAtom.debugLabel = `feature:${feature}`;
    featureAtoms.set(feature, featureAtom);
  }
  return featureAtom;
}
