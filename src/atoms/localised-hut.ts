import { atom } from 'jotai';

/**
 * Seams of the localised hut for the slices that belong to it (spec 1 §3, §4): an epoch that
 * hut-bound slices reset on, and the dealbot's auto-enable decision. In memory only. The hut's
 * product content, ETA and the navigation a localisation asks for have their own files
 * (product-content.ts, eta.ts, navigation-request.ts).
 */

/**
 * Counts localisations that changed the hut or the disposition (and delocalisations). Slices that
 * belong to one hut and disposition — voucher, order summary, deal choices, skus — clear themselves
 * when it moves (C6: the voucher is cleared only then).
 */
export const localisationEpochAtom = atom(0);

/**
 * C2: whether the dealbot should switch itself on after this localisation (French hut unless the
 * page is web-only-20-off, the auto-enable feature, or uk-1 on the automatic path). The dealbot
 * slice (issue 5) reads it when it starts and switches on; localising elsewhere sets it false.
 */
export const dealbotAutoEnableAtom = atom(false);
