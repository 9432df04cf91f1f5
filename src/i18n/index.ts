import i18next, { type ResourceLanguage } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { baseLanguage, DEFAULT_LANGUAGE, type Language } from './languages';

/**
 * i18next set-up. Resource files are `locales/<language>.json` (the shell) and
 * `locales/<language>.<section>.json` (one per screen family, merged under the key <section>).
 * English ships in the main bundle so the first paint never waits; every other language is a set
 * of small lazy chunks loaded before the language switches (no flash of keys).
 */
type Bundle = { default: ResourceLanguage };

const english = import.meta.glob<Bundle>('./locales/en{,.*}.json', { eager: true });
const lazyResources = import.meta.glob<Bundle>(['./locales/*.json', '!./locales/en.json', '!./locales/en.*.json']);

export const i18n = i18next.createInstance();

/** `./locales/fr-CA.menu.json` → { language: 'fr-CA', section: 'menu' }. */
function parsePath(path: string): { language: string; section: string | null } {
  const [language = '', section = null] = path.replace('./locales/', '').replace(/\.json$/, '').split('.');
  return { language, section };
}

function add(path: string, bundle: ResourceLanguage): void {
  const { language, section } = parsePath(path);
  i18n.addResourceBundle(language, 'translation', section ? { [section]: bundle } : bundle, true, true);
}

export async function initI18n(language: Language = DEFAULT_LANGUAGE): Promise<void> {
  await i18n.use(initReactI18next).init({
    resources: {},
    lng: 'en',
    fallbackLng: (code: string) => (code.startsWith('fr') ? ['fr', 'en'] : ['en']),
    supportedLngs: false,
    interpolation: { escapeValue: false }, // React escapes; HTML strings go through DOMPurify.
    returnNull: false,
    showSupportNotice: false,
  });
  for (const [path, { default: bundle }] of Object.entries(english)) add(path, bundle);
  await changeLanguage(language);
}

const loaded = new Set<string>(['en']);

async function ensureLoaded(language: string): Promise<void> {
  if (loaded.has(language)) return;
  const files = Object.entries(lazyResources).filter(([path]) => parsePath(path).language === language);
  const bundles = await Promise.all(files.map(async ([path, load]) => [path, (await load()).default] as const));
  for (const [path, bundle] of bundles) add(path, bundle);
  loaded.add(language);
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
