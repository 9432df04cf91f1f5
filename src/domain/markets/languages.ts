import { marketConfig } from './config';
import { MARKETS, type Market } from './ids';

/**
 * Which languages each market offers (spec 1 §1, 3 §9), read from the market configuration.
 * Kept as its own module because the shell imports these names from here.
 */
export { MARKETS, type Market };
export { marketOfSector } from './config';

/** The market a language belongs to when no hut is chosen yet: fr-CA → CA, fr → FR, en → UK. */
export function marketOfLanguage(language: string): Market {
  if (language.endsWith('-CA')) return 'CA';
  if (language.endsWith('-IN')) return 'IN';
  if (language.endsWith('-FR') || language === 'fr') return 'FR';
  return 'UK';
}

export interface LanguageOptions {
  /** The French market hides English unless its experiment is on (spec 3 §9; checklist 02-G1). */
  englishInFrance?: boolean;
}

/** The experiment that reveals English in France (spec 3 §9.1). */
const ENGLISH_IN_FRANCE = 'english-language-switch';

// One array per market and option, built once, so callers get a stable reference.
const offered = new Map<string, readonly string[]>();

export function languagesOfMarket(market: Market, options: LanguageOptions = {}): readonly string[] {
  const englishInFrance = options.englishInFrance === true;
  const key = `${market}|${englishInFrance}`;
  let languages = offered.get(key);
  if (!languages) {
    languages = marketConfig(market)
      .locales.filter(({ experiment }) => !experiment || (experiment === ENGLISH_IN_FRANCE && englishInFrance))
      .map(({ locale }) => locale);
    offered.set(key, languages);
  }
  return languages;
}
