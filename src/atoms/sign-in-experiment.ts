import { atom } from 'jotai';
import { signInVariant } from '../domain/experiments/gates';
import { experimentDatafileAtom, experimentValueAtom } from './experiment-definitions';
import { signInVariantSourceAtom, type SignInVariant } from './sign-in-variant';
import type { AppStore } from './store';

const passwordlessAtom = experimentValueAtom('passwordless-login');

/** 14-G14 'passwordless-login': live while the market's datafile carries it (or /debug forces a value). */
const signInExperimentAtom = atom<SignInVariant>((get) => {
  const passwordless = get(passwordlessAtom);
  const datafile = get(experimentDatafileAtom);
  const live = passwordless !== 'control' || (datafile?.experiments.some(({ name }) => name === 'passwordless-login') ?? false);
  return signInVariant(passwordless, live);
});

/** Makes the header's Sign in target follow the experiment (ExperimentsKeeper, after first paint). */
export function installSignInExperiment(store: AppStore): void {
  store.set(signInVariantSourceAtom, signInExperimentAtom);
}
