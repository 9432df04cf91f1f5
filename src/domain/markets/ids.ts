/**
 * The closed vocabularies the market configuration is written in (spec 1 §1, §2, §9; 2 §3; 3 §3).
 * This is their one home: the API contract (src/api/contract), i18n and the atoms import them. Plain
 * lists, no zod, so i18n and the home page read them without loading it; the market records'
 * schemas (schema.ts) make zod enums of them.
 */

export const MARKETS = ['UK', 'FR', 'IN', 'CA'] as const;
export type Market = (typeof MARKETS)[number];

/** Sector ids as the API writes them. 'FR_1' is the spec's one-off spelling of fr-1 (C3). */
export const SECTOR_IDS = ['uk-1', 'uk-2', 'fr-1', 'in-1', 'in-2', 'ca-1', 'ca-2'] as const;
export type SectorId = (typeof SECTOR_IDS)[number];

export const LOCALES = ['en-GB', 'en-IN', 'en-CA', 'fr-CA', 'fr-FR', 'en-FR', 'en', 'fr'] as const;
export type Locale = (typeof LOCALES)[number];

/**
 * The market locales: what a hut's defaultLanguage may switch the page to and what the product
 * content API speaks. The generic en and fr are no market's locale.
 */
export const MARKET_LOCALES: readonly Locale[] = LOCALES.filter((locale) => locale.includes('-'));

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
export type MenuTab = (typeof MENU_TABS)[number];

/**
 * Payment types as the API writes them, in the spec's own spellings and order (spec 2 §3; 13-G4):
 * `payment.type` and a hut's `supportedPayment[].type`. A gift card is a credit (`payment.credits`,
 * `supportsGiftCard`), never a type. The contract's `paymentTypeSchema` is made of this list.
 */
export const PAYMENT_TYPES = [
  'applePay',
  'razorpay',
  'phone-pe',
  'microform',
  'worldpay',
  'visaCheckout',
  'hipay',
  'cash/ticket',
  'ticket',
  'paytm',
  'card',
  'paylater_debit',
  'paylater_credit',
  'vtexCard',
  'cash',
  'paypal',
  'googlePay',
  'eigen',
  'googlePay3DS',
  'netbanking',
  'wallet',
  'upi',
] as const;
export type PaymentType = (typeof PAYMENT_TYPES)[number];

/** The spellings used before 13-G4, for records written by earlier releases (migration 0023). */
export const LEGACY_PAYMENT_TYPES: Readonly<Record<string, PaymentType>> = {
  googlepay: 'googlePay',
  applepay: 'applePay',
  phonepe: 'phone-pe',
  paylater: 'paylater_credit',
};

const SECTOR_ALIASES: Readonly<Record<string, SectorId>> = { FR_1: 'fr-1' };

/** A sector id from outside (URL, storage, API), with the FR_1 alias read as fr-1; null if unknown. */
export function parseSector(value: string): SectorId | null {
  if (Object.hasOwn(SECTOR_ALIASES, value)) return SECTOR_ALIASES[value] ?? null;
  return (SECTOR_IDS as readonly string[]).includes(value) ? (value as SectorId) : null;
}
