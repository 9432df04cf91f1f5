import type { Context } from 'hono';
import type { Kysely } from 'kysely';
import { KIOSK_DEVICE_HEADER } from '../../src/api/contract/kiosk-devices';
import { WEBSITE_CHANNEL } from '../../src/domain/markets/channel';
import type { Database } from '../db/schema';
import { deviceOfCredential } from '../services/kiosk-devices';

/**
 * The page's one channel header (10-G28): `x-channel` with the visit's channel, spelt as the spec
 * spells it — `ph-website` on the web (spec 2 §7), `qr-takeaway` for a take-away QR visit, `kiosk` in
 * a store's kiosk. The server reads it as the channel a discount or voucher is for: both web
 * spellings are the web; the kiosk only with the credential of a device enrolled in the sector
 * (issue 12), never on a bare claim; `web` and `app` stay accepted as the catalogue's own names
 * (the app channel is issue 17's: until its wrapper proves itself, the order refuses app-only
 * entitlements whatever this said, server/services/orders/entitlements.ts).
 */
export type RequestChannel = 'web' | 'app' | 'kiosk';

export const WEB_CHANNEL_SPELLINGS: readonly string[] = [WEBSITE_CHANNEL, 'qr-takeaway', 'web'];

/** The channel a request may have; `undefined` when the header names none; `null` for an unknown name. */
export async function requestChannel(db: Kysely<Database>, c: Context, sector: string | undefined): Promise<RequestChannel | undefined | null> {
  const header = c.req.header('x-channel') ?? c.req.header('channel');
  if (header === undefined) return undefined;
  if (WEB_CHANNEL_SPELLINGS.includes(header)) return 'web';
  if (header === 'kiosk') {
    const device = await deviceOfCredential(db, c.req.header(KIOSK_DEVICE_HEADER));
    return device !== null && device.sector === sector ? 'kiosk' : 'web';
  }
  if (header === 'app' || header === 'ph-app') return 'app';
  return null;
}
