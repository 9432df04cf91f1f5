import { z } from 'zod';
import { LOCALES } from './locales';

/**
 * The closed vocabularies the market configuration is written in (spec 1 §1, §2, §9; 2 §3; 3 §3).
 * They mirror the API contract's enums (src/api/contract); a test pins them equal, because
 * src/domain may not import the contract.
 */

export const MARKETS = ['UK', 'FR', 'IN', 'CA'] as const;
export const marketSchema = z.enum(MARKETS);
export type Market = z.infer<typeof marketSchema>;

/** Sector ids as the API writes them. 'FR_1' is the spec's one-off spelling of fr-1 (C3). */
export const SECTOR_IDS = ['uk-1', 'uk-2', 'fr-1', 'in-1', 'in-2', 'ca-1', 'ca-2'] as const;
export const sectorIdSchema = z.enum(SECTOR_IDS);
export type SectorId = z.infer<typeof sectorIdSchema>;

/** The list itself is in locales.ts, which first-paint code reads without loading zod. */
export { LOCALES };
export const localeSchema = z.enum(LOCALES);
export type Locale = z.infer<typeof localeSchema>;

/** Menu tabs: the route segments of the menu category pages, /order/{tab}/ (spec 1 §2). */
export const MENU_TABS = [
  'deals',
  'pizzas',
  'sides',
  'dips',
  'desserts',
  'drinks',
  'pastas',
  'wings',
  'others',
  'melts',
] as const;
export const menuTabSchema = z.enum(MENU_TABS);
export type MenuTab = z.infer<typeof menuTabSchema>;

/** Payment types in the contract's spelling (src/api/contract/hut.ts `paymentTypeSchema`). */
export const PAYMENT_TYPES = [
  'card',
  'cash',
  'ticket',
  'giftcard',
  'googlepay',
  'applepay',
  'paypal',
  'razorpay',
  'paytm',
  'phonepe',
  'paylater',
] as const;
export const paymentTypeSchema = z.enum(PAYMENT_TYPES);
export type PaymentType = z.infer<typeof paymentTypeSchema>;

const SECTOR_ALIASES: Readonly<Record<string, SectorId>> = { FR_1: 'fr-1' };

/** A sector id from outside (URL, storage, API), with the FR_1 alias read as fr-1; null if unknown. */
export function parseSector(value: string): SectorId | null {
  if (Object.hasOwn(SECTOR_ALIASES, value)) return SECTOR_ALIASES[value] ?? null;
  const parsed = sectorIdSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}
