import { atom, type Atom } from 'jotai';

export type SignInVariant = 'passwordless' | 'password' | null;

/**
 * The 'passwordless-login' variant the header's Sign in target takes (C49, 14-G14; see signInVariant).
 * The experiments machinery is not first paint (home route budget, issue 18): until ExperimentsKeeper
 * (after first paint) installs the real reader (./sign-in-experiment.ts) this reads null, the
 * non-experiment default, which is also what the reader gives before the datafile loads.
 */
export const signInVariantSourceAtom = atom<Atom<SignInVariant> | null>(null);

export const signInVariantAtom = atom<SignInVariant>((get) => {
  const source = get(signInVariantSourceAtom);
  return source ? get(source) : null;
});
