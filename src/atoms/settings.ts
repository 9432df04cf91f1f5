import { DEFAULT_SETTINGS } from '../db/defaults';
import { persistedAtom } from './persisted';

/** Settings (spec 1 §3): flag level (production by default), hidden-flag, vegetarian and covid-notice toggles. */
export const settingsAtom = persistedAtom('settings', DEFAULT_SETTINGS);
