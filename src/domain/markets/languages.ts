/**
 * Which languages each market offers (spec 1 §1, 3 §9). Pure data shared by page and server;
 * the full market configuration (currency, formats, tabs) grows beside it.
 */
export const MARKETS = ['UK', 'FR', 'IN', 'CA'] as const;
export type Market = (typeof MARKETS)[number];

const MARKET_LANGUAGES: Record<Market, readonly string[]> = {
  UK: ['en-GB'],
  FR: ['fr-FR', 'en-FR'],
  IN: ['en-IN'],
  CA: ['en-CA', 'fr-CA'],
};

const SECTOR_MARKET: Record<string, Market> = {
  'uk-1': 'UK',
  'uk-2': 'UK',
  'fr-1': 'FR',
  FR_1: 'FR', // the spec's one-off spelling of fr-1 (checklist C3)
  'in-1': 'IN',
  'in-2': 'IN',
  'ca-1': 'CA',
  'ca-2': 'CA',
};

export function marketOfSector(sector: string): Market | null {
  return SECTOR_MARKET[sector] ?? null;
}

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

export function languagesOfMarket(market: Market, options: LanguageOptions = {}): readonly string[] {
  const languages = MARKET_LANGUAGES[market];
  if (market === 'FR' && !options.englishInFrance) return languages.filter((language) => language !== 'en-FR');
  return languages;
}
