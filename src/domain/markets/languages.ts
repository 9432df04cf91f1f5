import { MARKET_IDS, marketFacts, marketLocales, marketOfLanguageTag, marketOfSectorId } from './facts';
import type { Market } from './ids';

/**
 * Which languages each market offers (spec 1 §1, 3 §9). Read from the market records without their
 * zod schema: the header's language switcher is first paint, where zod must not load.
 */
export { MARKET_IDS as MARKETS, type Market };
export { marketOfSectorId as marketOfSector, marketOfLanguageTag as marketOfLanguage };

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
    languages = marketLocales(market)
      .filter(({ experiment }) => !experiment || (experiment === ENGLISH_IN_FRANCE && englishInFrance))
      .map(({ locale }) => locale);
    offered.set(key, languages);
  }
  return languages;
}

/**
 * The language the page takes when the customer picks a market on the home page ("Languages are
 * per-market locales, defaulting to the market's default", spec 3 §9; 10-G30). A language the market
 * offers stays. A language the customer chose by hand keeps its language where the market has it
 * (en-GB → en-CA), and is otherwise kept as chosen, as the hut's language never overrides a manual
 * choice either (spec 1 §4). Anything else becomes the market's default locale.
 */
export function languageForMarket(market: Market, current: { language: string; manual: boolean }, options: LanguageOptions = {}): string {
  const offered = languagesOfMarket(market, options);
  if (offered.includes(current.language)) return current.language;
  if (current.manual) {
    const base = current.language.split('-')[0];
    return offered.find((locale) => locale.split('-')[0] === base) ?? current.language;
  }
  return marketFacts(market).defaultLocale;
}
