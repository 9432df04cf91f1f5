// Kiosk mode (issue 07): the kiosk setting lives in the persisted settings slice; this module holds
// the actions around it — start an order at the kiosk hut, and wipe one customer before the next.
import { atom } from 'jotai';
import type { Hut } from '../api/contract/hut';
import { log } from '../log/logger';
import { DEFAULT_CHECKOUT_FORM, DEFAULT_DEALBOT, DEFAULT_IDENTITY, DEFAULT_LAST_ORDER, DEFAULT_ORDER, DEFAULT_SESSION, DEFAULT_UTM } from '../db/defaults';
import { KIOSK_DEFAULT_IDLE_SECONDS, type KioskSetting } from '../domain/kiosk/setting';
import { initialRouteOf, marketOfSectorId, sectorFacts } from '../domain/markets/facts';
import { clearBasketAtom } from './basket-actions';
import { checkoutFormAtom, checkoutPasswordAtom, orderAtom, utmAtom } from './checkout';
import { clearDealChoicesAtom } from './deal-choices';
import { dealbotAtom } from './dealbot';
import { lastOrderAtom } from './last-order';
import { delocaliseAtom } from './delocalise';
import { localiseAtom, type LocaliseResult } from './localise';
import { notifyHut } from './localisation-notices';
import { notificationsAtom } from './notifications';
import { ORDER_TRACKING_IDLE, orderTrackingAtom } from './order-tracking';
import { sessionAtom } from './session';
import { settingsAtom } from './settings';
import { clearAllCreditsAtom } from './credit-effects';
import { identityAtom } from './identity';

/** The kiosk this device is, or null on a customer's own device. */
export const kioskSettingAtom = atom(
  (get): KioskSetting | null => get(settingsAtom).kiosk,
  (_get, set, kiosk: KioskSetting | null) => set(settingsAtom, (settings) => ({ ...settings, kiosk })),
);

/** The kiosk hut as last fetched, for the attract screen's name and the next localisation. */
export const kioskHutAtom = atom<Hut | null>(null);

/** Fetches the kiosk hut (GET /v1/hut); null when the sector is unknown or there is no such hut. */
export async function fetchKioskHut(setting: Pick<KioskSetting, 'sector' | 'hutId'>): Promise<Hut | null> {
  const sector = sectorFacts(setting.sector)?.sector;
  if (!sector) return null;
  const { fetchHut } = await import('../api/stores');
  return fetchHut({ hutId: setting.hutId, sector });
}

export type KioskStartResult = LocaliseResult | 'no-kiosk' | 'unavailable';

/**
 * 'Touch to order': localises the kiosk hut for collection — the only disposition a kiosk orders
 * (dine-in is no web disposition here, C4/C5: the page calls it 'eat in or take away') — and goes
 * to the market's first menu page. A closed hut gives the usual closed notice and stays put.
 */
export const startKioskOrderAtom = atom(null, async (get, set): Promise<KioskStartResult> => {
  const setting = get(kioskSettingAtom);
  if (!setting) return 'no-kiosk';
  try {
    const hut = get(kioskHutAtom) ?? (await fetchKioskHut(setting));
    if (!hut) {
      notifyHut('unavailable', null);
      return 'unavailable';
    }
    set(kioskHutAtom, hut);
    const target = initialRouteOf(marketOfSectorId(hut.sector) ?? 'UK');
    return await set(localiseAtom, { hut, disposition: 'collection', when: 'asap', time: null, target });
  } catch (error) {
    log.error('Kiosk start failed', error);
    notifyHut('unavailable', null);
    return 'unavailable';
  }
});

/**
 * Between two customers everything of the first goes (C23: "Kiosk mode wipes everything"): the
 * basket, deal choices and the dealbot, the checkout form, password, credits and the order in
 * flight, the last order (the next customer must not see it), the utm values, the session's
 * address, contact and language, notices and localisation. The kiosk setting stays; the next
 * 'Touch to order' localises the kiosk hut afresh.
 */
export const wipeKioskCustomerAtom = atom(null, (get, set) => {
  const setting = get(kioskSettingAtom);
  set(clearBasketAtom);
  set(clearDealChoicesAtom);
  set(clearAllCreditsAtom);
  set(dealbotAtom, DEFAULT_DEALBOT);
  set(checkoutFormAtom, DEFAULT_CHECKOUT_FORM);
  set(checkoutPasswordAtom, '');
  set(orderAtom, DEFAULT_ORDER);
  set(utmAtom, DEFAULT_UTM);
  set(lastOrderAtom, DEFAULT_LAST_ORDER);
  set(orderTrackingAtom, ORDER_TRACKING_IDLE);
  set(delocaliseAtom, { navigate: false });
  set(sessionAtom, {
    ...DEFAULT_SESSION,
    dispositionType: 'collection',
    collectionHut: setting ? { hutId: setting.hutId, sector: setting.sector } : null,
  });
  set(notificationsAtom, []);
  // A kiosk never keeps a signed-in customer (11-G43, C35): the wipe signs out, revoking the session.
  const signedIn = get(identityAtom).tokens;
  set(identityAtom, DEFAULT_IDENTITY);
  if (signedIn) void import('./account-session').then((session) => session.revokeRefreshToken(signedIn.refreshToken));
});

/**
 * Stores the kiosk setting, keeping the idle time within what the settings slice accepts. A setting
 * for the same hut without an enrolment (a `?kiosk=` link again) keeps the device's credential: the
 * enrolment belongs to the tablet at that hut (issue 12), and only another hut or leaving drops it.
 */
export const setKioskAtom = atom(null, (get, set, kiosk: KioskSetting | null) => {
  const previous = get(kioskSettingAtom);
  const sameHut = kiosk !== null && previous !== null && previous.sector === kiosk.sector && previous.hutId === kiosk.hutId;
  const enrolment =
    kiosk && !kiosk.credential && sameHut && previous.credential ? { deviceId: previous.deviceId, credential: previous.credential } : {};
  set(kioskHutAtom, null);
  set(kioskSettingAtom, kiosk ? { ...kiosk, ...enrolment, idleSeconds: kiosk.idleSeconds || KIOSK_DEFAULT_IDLE_SECONDS } : null);
});
