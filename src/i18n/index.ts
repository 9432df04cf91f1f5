import i18next, { type ResourceLanguage } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { baseLanguage, DEFAULT_LANGUAGE, type Language } from './languages';

/**
 * i18next set-up. Resource files are `locales/<language>.json` (the shell) and
 * `locales/<language>.<section>.json` (one per screen family, merged under the key <section>).
 * The English shell and the home page's sections ship in the main bundle so the first paint never
 * waits; everything else is small lazy chunks: other languages load before the language switches,
 * and the other screens' sections load with the screen (`withScreenStrings`), so no key flashes.
 */
type Bundle = { default: ResourceLanguage };

// en-GB (the default language) is an empty shell: eager too, so a UK first paint loads no string file.
const english = import.meta.glob<Bundle>(
  ['./locales/en.json', './locales/en.home.json', './locales/en.localisation.json', './locales/en.consent.json', './locales/en-GB.json'],
  { eager: true },
);
/** Languages whose shell and first-paint sections are all in `english` above (en-GB has no section file). */
const EAGER_FIRST_PAINT = new Set(['en', 'en-GB']);
// Every other file: its table of loaders is a lazy chunk too (./lazy-resources), asked for only when a
// file outside the English shell is wanted (another language, or the screens' sections).
let lazyResources: Promise<Record<string, () => Promise<Bundle>>> | undefined;
function lazyResourceTable(): Promise<Record<string, () => Promise<Bundle>>> {
  lazyResources ??= import('./lazy-resources').then((module) => module.lazyResources);
  return lazyResources;
}

export const i18n = i18next.createInstance();

/**
 * `./locales/fr-CA.menu.json` → { language: 'fr-CA', section: 'menu' }. A section may be split into
 * parts that load at different times: `en.localisation~later.json` is more of section 'localisation'.
 */
function parsePath(path: string): { language: string; section: string | null; part: string | null } {
  const [language = '', file = null] = path.replace('./locales/', '').replace(/\.json$/, '').split('.');
  const [section = null, part = null] = file === null ? [] : file.split('~');
  return { language, section, part };
}

function add(path: string, bundle: ResourceLanguage): void {
  const { language, section } = parsePath(path);
  i18n.addResourceBundle(language, 'translation', section ? { [section]: bundle } : bundle, true, true);
}

/** The i18n event components re-render on (with languageChanged) once a batch of string files is in. */
const STRINGS_ADDED = 'stringsAdded';

export async function initI18n(language: Language = DEFAULT_LANGUAGE): Promise<void> {
  await i18n.use(initReactI18next).init({
    resources: {},
    lng: 'en',
    fallbackLng: (code: string) => (code.startsWith('fr') ? ['fr', 'en'] : ['en']),
    supportedLngs: false,
    interpolation: { escapeValue: false }, // React escapes; HTML strings go through DOMPurify.
    returnNull: false,
    showSupportNotice: false,
    // A screen can render before its language's section files arrive (a regional override, such as
    // India's 'takeaway' for collection, lands a moment after the screen's English): components
    // re-render when strings are added, not only when the language changes, so none keeps the
    // fallback's words. Once per batch of files (STRINGS_ADDED), not per file: react-i18next's
    // store binding re-rendered every translated component synchronously for each of a language's
    // ~40 section files (issue 18: the returning customer's basket page spent more in i18next and
    // those re-renders than in its own first render).
    react: { bindI18n: `languageChanged ${STRINGS_ADDED}` },
  });
  cacheLanguageHierarchy();
  for (const [path, { default: bundle }] of Object.entries(english)) add(path, bundle);
  await changeLanguage(language);
}

/**
 * i18next works out the language chain (en-IN → en-IN, en, then the fallbacks) for every `t()` call,
 * through `Intl.getCanonicalLocales` three times: a first render's few thousand calls spent more there
 * than in the lookups. The chain depends only on the code and the options set once at init, so it is
 * kept per code (a copy is handed out: i18next stores one as `i18n.languages`).
 */
function cacheLanguageHierarchy(): void {
  const utils = i18n.services.languageUtils as { toResolveHierarchy(code: string, fallbackCode?: unknown): string[] };
  const resolve = utils.toResolveHierarchy.bind(utils);
  const chains = new Map<string, string[]>();
  utils.toResolveHierarchy = (code, fallbackCode) => {
    if (fallbackCode !== undefined || typeof code !== 'string') return resolve(code, fallbackCode);
    let chain = chains.get(code);
    if (!chain) chains.set(code, (chain = resolve(code)));
    return [...chain];
  };
}

const loadedFiles = new Map<string, Promise<void>>();
/** Files added since components were last told (STRINGS_ADDED). */
let addedUntold = false;
/** Set once a screen asked for its strings: from then on every language loads its sections too. */
let screenStringsWanted = false;

function loadFile(path: string, load: () => Promise<Bundle>): Promise<void> {
  let loading = loadedFiles.get(path);
  if (!loading) {
    loading = load().then(({ default: bundle }) => {
      add(path, bundle);
      addedUntold = true;
    });
    loadedFiles.set(path, loading);
  }
  return loading;
}

/** Loads a language's shell file, and its section files once screens want them. */
async function ensureLoaded(language: string): Promise<void> {
  // English's shell and first-paint sections are in the main bundle: nothing to load until screens
  // want their strings (so the English first paint never fetches the table).
  if (EAGER_FIRST_PAINT.has(language) && !screenStringsWanted) return;
  const files = Object.entries(await lazyResourceTable()).filter(([path]) => {
    const parsed = parsePath(path);
    const firstPaint = parsed.part === null && (parsed.section === 'home' || parsed.section === 'localisation' || parsed.section === 'consent');
    return parsed.language === language && (parsed.section === null || screenStringsWanted || firstPaint);
  });
  await Promise.all(files.map(([path, load]) => loadFile(path, load)));
  if (addedUntold) {
    addedUntold = false;
    i18n.emit(STRINGS_ADDED);
  }
}

function languageChain(language: string): string[] {
  return [...new Set(['en', baseLanguage(language as Language), language])];
}

/** Loads the strings of every screen in the current language (a few KB); later languages follow. */
export async function loadScreenStrings(): Promise<void> {
  screenStringsWanted = true;
  await Promise.all(languageChain(currentLanguage()).map(ensureLoaded));
}

/** Wraps a lazy screen's import so it resolves only once the screens' strings are loaded too. */
export function withScreenStrings<T>(load: () => Promise<T>): () => Promise<T> {
  return async () => (await Promise.all([load(), loadScreenStrings()]))[0];
}

/** Loads the language and its generic fallback, then switches and updates `<html lang>`. */
export async function changeLanguage(language: Language): Promise<void> {
  await Promise.all(languageChain(language).map(ensureLoaded));
  await i18n.changeLanguage(language);
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}

export function currentLanguage(): Language {
  return (i18n.language ?? DEFAULT_LANGUAGE) as Language;
}
