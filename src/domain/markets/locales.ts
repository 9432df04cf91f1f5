// The locales the app speaks (spec 1 §1, §9), kept apart from the zod schemas in ids.ts so that
// first-paint code (the atoms, i18n) can read the list without loading zod.

/** Every locale: the market locales (language-COUNTRY) and the generic en and fr. */
export const LOCALES = ['en-GB', 'en-IN', 'en-CA', 'fr-CA', 'fr-FR', 'en-FR', 'en', 'fr'] as const;
export type LocaleId = (typeof LOCALES)[number];

/**
 * The market locales: what a hut's defaultLanguage may switch the page to and what the product
 * content API speaks. The generic en and fr are no market's locale.
 */
export const MARKET_LOCALES: readonly LocaleId[] = LOCALES.filter((locale) => locale.includes('-'));
