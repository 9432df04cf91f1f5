import { setFlagLevelSource } from '../api/flag-level';
import { DEFAULT_SETTINGS } from '../db/defaults';
import { persistedAtom } from './persisted';
import { appStore } from './store';

/** Settings (spec 1 §3): flag level (production by default), hidden-flag, vegetarian and covid-notice toggles. */
export const settingsAtom = persistedAtom('settings', DEFAULT_SETTINGS);

// The API client sits below the atoms: it is handed the flag level here, once, when settings load.
setFlagLevelSource(() => appStore.get(settingsAtom).flagLevel);
