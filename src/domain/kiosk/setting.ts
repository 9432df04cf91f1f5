/**
 * Kiosk mode's setting (issue 07): a store tablet locked to one hut, named by the kiosk link's
 * parameters (`?kiosk=SECTOR:HUTID&idle=SECONDS`) or the hidden settings screen. The cycle between
 * customers is in idle-cycle.ts.
 */
import { parseStoreId, type HutRefLike } from '../localisation/order-area-params';

/** Idle seconds before 'Still there?' when the kiosk link or settings name none (issue 07). */
export const KIOSK_DEFAULT_IDLE_SECONDS = 90;
/** The settings slice accepts 15 s to an hour (src/db/records.ts settingsSchema). */
export const KIOSK_MIN_IDLE_SECONDS = 15;
export const KIOSK_MAX_IDLE_SECONDS = 3600;

export interface KioskSetting {
  sector: string;
  hutId: string;
  idleSeconds: number;
  /** The store's enrolment of this tablet (issue 12): its device id and the credential shown once. */
  deviceId?: string;
  credential?: string;
}

/** The header the store reads the kiosk channel from (src/api/contract/kiosk-devices.ts). */
export const KIOSK_DEVICE_HEADER = 'x-kiosk-device';

/**
 * A kiosk the store enrolled (issue 12: "a kiosk is a device, not a claim"): only such a tablet
 * takes name-only orders. A kiosk set by link alone is locked to its hut but orders as the web does
 * (phone and e-mail asked), so the page never sends an order the server would refuse.
 */
export function isEnrolledKiosk(setting: KioskSetting | null | undefined): setting is KioskSetting & { credential: string } {
  return typeof setting?.credential === 'string' && setting.credential.length > 0;
}

/** The credential header for the validator, preauthorise and place; {} on a customer's device. */
export function kioskDeviceHeaders(setting: KioskSetting | null | undefined): Record<string, string> {
  return isEnrolledKiosk(setting) ? { [KIOSK_DEVICE_HEADER]: setting.credential } : {};
}

/** Idle seconds from text ('90'); out of range or not a whole number is null. */
export function parseIdleSeconds(value: string | null | undefined): number | null {
  const text = value?.trim();
  if (!text || !/^\d{1,5}$/.test(text)) return null;
  const seconds = Number(text);
  return seconds >= KIOSK_MIN_IDLE_SECONDS && seconds <= KIOSK_MAX_IDLE_SECONDS ? seconds : null;
}

/**
 * The kiosk setting from `?kiosk=SECTOR:HUTID` (and `&idle=SECONDS`). The hut reference goes
 * through the one storeId parser (checklist §4, 07: "Keep one parser"); an idle time that is
 * missing or out of range falls back to the default rather than rejecting the link.
 */
export function parseKioskParams(search: string): KioskSetting | null {
  const params = new URLSearchParams(search);
  const ref: HutRefLike | null = parseStoreId(params.get('kiosk'));
  if (!ref) return null;
  return { sector: ref.sector, hutId: ref.id, idleSeconds: parseIdleSeconds(params.get('idle')) ?? KIOSK_DEFAULT_IDLE_SECONDS };
}

/** The query without the kiosk parameters, as it stays in the address once they are read. */
export function withoutKioskParams(search: string): string {
  const params = new URLSearchParams(search);
  params.delete('kiosk');
  params.delete('idle');
  const rest = params.toString();
  return rest ? `?${rest}` : '';
}

/** 'uk-1:1101': how the settings screen shows a stored setting (the storeId form). */
export function kioskStoreId(setting: Pick<KioskSetting, 'sector' | 'hutId'>): string {
  return `${setting.sector}:${setting.hutId}`;
}
