import { z } from 'zod';

/**
 * The closed vocabularies the market configuration is written in (spec 1 §1, §2, §9; 2 §3; 3 §3).
 * This is their one home: the API contract (src/api/contract), i18n and the atoms import them.
 */

export const MARKETS = ['UK', 'FR', 'IN', 'CA'] as const;
export const marketSchema = z.enum(MARKETS);
export type Market = z.infer<typeof marketSchema>;

/** Sector ids as the API writes them. 'FR_1' is the spec's one-off spelling of fr-1 (C3). */
export const SECTOR_IDS = ['uk-1', 'uk-2', 'fr-1', 'in-1', 'in-2', 'ca-1', 'ca-2'] as const;
export const sectorIdSchema = z.enum(SECTOR_IDS);
export type SectorId = z.infer<typeof sectorIdSchema>;

export const LOCALES = ['en-GB', 'en-IN', 'en-CA', 'fr-CA', 'fr-FR', 'en-FR', 'en', 'fr'] as const;
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

/** Payment types as the API writes them (the contract's `paymentTypeSchema` is this one). */
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
