import { LOCALES } from '../domain/markets/ids';

/**
 * The locales the product speaks (spec 1 §3): six market locales plus the generic `en` and `fr`
 * that every regional file falls back to (checklist 02-G2).
 */
export const SUPPORTED_LANGUAGES = LOCALES;
export type Language = (typeof SUPPORTED_LANGUAGES)[number];

export const DEFAULT_LANGUAGE: Language = 'en-GB';

/** The generic language a regional one falls back to: fr-CA → fr, en-IN → en. */
export function baseLanguage(language: Language): 'en' | 'fr' {
  return language.startsWith('fr') ? 'fr' : 'en';
}

/**
 * Reads a language tag from a URL parameter or the browser ('fr', 'FR-ca', 'fr_CA') as one of ours,
 * or null when we do not speak it. Case and separator are forgiven; unknown regions fall back to the
 * generic language ('fr-BE' → 'fr').
 */
export function resolveLanguage(tag: string | null | undefined): Language | null {
  if (!tag) return null;
  const [lang = '', region] = tag.trim().replace('_', '-').split('-');
  const wanted = region ? `${lang.toLowerCase()}-${region.toUpperCase()}` : lang.toLowerCase();
  const exact = SUPPORTED_LANGUAGES.find((supported) => supported === wanted);
  if (exact) return exact;
  const generic = lang.toLowerCase();
  return generic === 'en' || generic === 'fr' ? generic : null;
}

/** The first of the browser's preferred languages that we speak, else the default. */
export function detectLanguage(preferred: readonly string[]): Language {
  for (const tag of preferred) {
    const language = resolveLanguage(tag);
    if (language) return language === 'en' ? DEFAULT_LANGUAGE : language;
  }
  return DEFAULT_LANGUAGE;
}
