import en from '../../../src/i18n/locales/en.wallets.json';
import fr from '../../../src/i18n/locales/fr.wallets.json';
import { APPLE_PAY_MESSAGES, type GooglePayShippingError } from '../../../src/domain/checkout';

/**
 * The wallet sheet's words (13-G19): from the page's translation files (section 'wallets'), so a
 * French hut's sheet says 'Le code postal n'est pas valide' rather than 'Postcode is invalid'. The
 * domain rules keep the spec's English messages as their ids; this maps them to the sheet's language.
 */

export type SheetLanguage = 'en' | 'fr';
export type WalletTexts = typeof en;

const TEXTS: Record<SheetLanguage, WalletTexts> = { en, fr };

/**
 * The sheet's language (a pick): the order's hut's default language — a fr-CA or fr-FR hut's sheet
 * is French, as the page itself switches to the hut's language — else English.
 */
export function sheetLanguage(hutDefaultLanguage: string | null | undefined): SheetLanguage {
  return hutDefaultLanguage?.toLowerCase().startsWith('fr') ? 'fr' : 'en';
}

export function walletTexts(language: SheetLanguage): WalletTexts {
  return TEXTS[language];
}

/** '{{name}}' placeholders filled, as i18next does for the page. */
export function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => values[name] ?? whole);
}

const GOOGLE_KEYS: Record<GooglePayShippingError, keyof WalletTexts['googlePay']> = {
  'No shipping postcode provided': 'noShippingPostcode',
  'Customer provided invalid shipping postcode': 'invalidShippingPostcode',
};

export function googlePayErrorText(texts: WalletTexts, error: GooglePayShippingError): string {
  return texts.googlePay[GOOGLE_KEYS[error]];
}

/** An Apple Pay check's message (APPLE_PAY_MESSAGES) in the sheet's language; an unknown one as it is. */
export function applePayErrorText(texts: WalletTexts, message: string): string {
  const key = (Object.keys(APPLE_PAY_MESSAGES) as (keyof typeof APPLE_PAY_MESSAGES)[]).find((name) => APPLE_PAY_MESSAGES[name] === message);
  return key ? texts.applePay[key] : message;
}
