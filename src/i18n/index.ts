import i18next, { type Resource, type ResourceLanguage } from 'i18next';
import { initReactI18next } from 'react-i18next';
import en from './locales/en.json';
import { baseLanguage, DEFAULT_LANGUAGE, type Language } from './languages';

/**
 * i18next set-up. English ships in the main bundle so the first paint never waits; every other
 * resource file is a small lazy chunk loaded before the language switches (no flash of keys).
 */
const lazyResources = import.meta.glob<{ default: ResourceLanguage }>([
  './locales/*.json',
  '!./locales/en.json',
]);

export const i18n = i18next.createInstance();

export async function initI18n(language: Language = DEFAULT_LANGUAGE): Promise<void> {
  const resources: Resource = { en: { translation: en } };
  await i18n.use(initReactI18next).init({
    resources,
    lng: 'en',
    fallbackLng: (code: string) => (code.startsWith('fr') ? ['fr', 'en'] : ['en']),
    supportedLngs: false,
    interpolation: { escapeValue: false }, // React escapes; HTML strings go through DOMPurify.
    returnNull: false,
    showSupportNotice: false,
  });
  await changeLanguage(language);
}

async function ensureLoaded(language: string): Promise<void> {
  if (i18n.hasResourceBundle(language, 'translation')) return;
  const load = lazyResources[`./locales/${language}.json`];
  if (!load) return;
  const { default: bundle } = await load();
  i18n.addResourceBundle(language, 'translation', bundle, true, true);
}

/** Loads the language and its generic fallback, then switches and updates `<html lang>`. */
export async function changeLanguage(language: Language): Promise<void> {
  await Promise.all([ensureLoaded(baseLanguage(language)), ensureLoaded(language)]);
  await i18n.changeLanguage(language);
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}

export function currentLanguage(): Language {
  return (i18n.language ?? DEFAULT_LANGUAGE) as Language;
}
