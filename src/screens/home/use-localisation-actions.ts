import { useStore } from 'jotai';
import { useMemo } from 'react';
import type { DeadZoneInput, LocaliseInput, LocaliseResult } from '../../atoms/localisation';
import { loadScreenStrings } from '../../i18n';

type Localisation = typeof import('../../atoms/localisation');

/**
 * The localisation actions for the home page, loaded on first use: the outcome rules, the store
 * API client and zod are not needed to paint the page or type a postcode (home route budget).
 */
export function useLocalisationActions() {
  const store = useStore();
  return useMemo(() => {
    // The actions' notices (closed hut, dead zone, …) are screen strings: they load together.
    const actions = async (): Promise<Localisation> =>
      (await Promise.all([import('../../atoms/localisation'), loadScreenStrings()]))[0];
    return {
      localise: async (input: LocaliseInput): Promise<LocaliseResult> => store.set((await actions()).localiseAtom, input),
      offerCollection: async (input: DeadZoneInput) => store.set((await actions()).offerCollectionNearbyAtom, input),
      autoLocalise: async (input: { hash: string; target?: string | null }) => store.set((await actions()).autoLocaliseAtom, input),
      notifyLocalisationError: async () => (await actions()).notifyLocalisationError(),
    };
  }, [store]);
}
