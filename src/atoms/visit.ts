import { atom } from 'jotai';
import { DEFAULT_VISIT } from '../db/defaults';
import type { VisitChannel } from '../db/records';
import { persistedAtom } from './persisted';
import { settingsAtom } from './settings';

/** What lasts one browser session (C34): the entry channel and the automatic-localisation mark. */
export const visitAtom = persistedAtom('visit', DEFAULT_VISIT);

/**
 * The one channel value of this visit (10-G28), sent as x-channel with discounts, vouchers and
 * orders: a store's kiosk is 'kiosk' whatever the entry said; otherwise the entry's, the web's by default.
 */
export const channelAtom = atom((get): VisitChannel => {
  if (get(settingsAtom).kiosk) return 'kiosk';
  return get(visitAtom).channel ?? 'ph-website';
});

/** The `channel` entry query value that starts a take-away QR visit (pick, 10-G28); any other is ignored. */
export function channelFromSearch(search: string): VisitChannel | null {
  return new URLSearchParams(search).get('channel') === 'qr-takeaway' ? 'qr-takeaway' : null;
}
