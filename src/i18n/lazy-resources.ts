import type { ResourceLanguage } from 'i18next';

/**
 * The table of every resource file that is not in the main bundle (other languages, other screens'
 * sections, later parts): ~90 lazy imports, ~2 KB gzip of paths and loaders. A chunk of its own so the
 * English first paint never downloads it (home route budget, issue 18); src/i18n/index.ts loads it the
 * first time a file outside the English shell is wanted.
 */
export const lazyResources = import.meta.glob<{ default: ResourceLanguage }>([
  './locales/*.json',
  '!./locales/en.json',
  '!./locales/en.home.json',
  '!./locales/en.localisation.json',
  '!./locales/en.consent.json',
  '!./locales/en-GB.json',
]);
