import { atom } from 'jotai';
import { DEFAULT_VISIT } from '../db/defaults';
import { WEBSITE_CHANNEL } from '../domain/markets/channel';
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
  return get(visitAtom).channel ?? WEBSITE_CHANNEL;
});

/** The `channel` entry query value that starts a take-away QR visit (pick, 10-G28); any other is ignored. */
export function channelFromSearch(search: string): VisitChannel | null {
  return new URLSearchParams(search).get('channel') === 'qr-takeaway' ? 'qr-takeaway' : null;
}

/** The header that carries the channel (10-G28): one name, one spelling, on discounts, vouchers and orders. */
export const CHANNEL_HEADER = 'x-channel';

/** The channel as a request header; the server decides the kiosk from the device credential, never from this. */
export const channelHeadersAtom = atom((get): Record<string, string> => ({ [CHANNEL_HEADER]: get(channelAtom) }));

/**
 * The entry sets the visit's channel (10-G28): a take-away QR code's address carries
 * `?channel=qr-takeaway` and the rest of the browser session keeps it (C34); an address without
 * it leaves the channel as it is.
 */
export const enterChannelAtom = atom(null, (get, set, search: string) => {
  const channel = channelFromSearch(search);
  if (channel && get(visitAtom).channel !== channel) set(visitAtom, (visit) => ({ ...visit, channel }));
});
