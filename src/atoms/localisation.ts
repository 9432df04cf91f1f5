/**
 * The localisation actions as one lazy chunk (spec 1 §4): the home page loads this module on first
 * use (src/screens/home/use-localisation-actions.ts), so the outcome rules and the store API stay
 * out of first paint. Each flow has its own file; import from those anywhere else.
 */
export { autoLocaliseAtom } from './auto-localise';
export { offerCollectionNearbyAtom, type DeadZoneInput } from './dead-zone';
export { delocaliseAtom } from './delocalise';
export { localiseAtom, type LocaliseInput, type LocaliseResult } from './localise';
export { CLOSED_NOTICE_TIMEOUT_MS, notifyHut, notifyLocalisationError, type HutNotice } from './localisation-notices';
