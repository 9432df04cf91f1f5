import { marketFacts, marketOfLanguageTag, marketOfSectorId } from '../markets/facts';
import type { Market, SectorId } from '../markets/ids';

/**
 * Where a landing page is asked for (checklist 10-G1): GET /v1/content/{locale}/{sector}/products.
 * "locale: customer language or market default" (spec 1 §7); the sector is the localised hut's.
 * A visitor who is not localised asks the default sector of the market whose language is selected
 * (the checklist's suggestion, our pick: en-GB → uk-1, fr-FR → fr-1, en-IN → in-1, fr-CA → ca-1).
 * Read from the localisation facts, not the zod-checked records: no zod on this path.
 */
export interface LandingTarget {
  market: Market;
  locale: string;
  sector: SectorId;
}

export function landingTarget(language: string, hut: { sector: string; defaultLanguage?: string } | null): LandingTarget {
  const hutMarket = hut ? marketOfSectorId(hut.sector) : null;
  const market = hutMarket ?? marketOfLanguageTag(language);
  const facts = marketFacts(market);
  const sector = hutMarket && hut ? (hut.sector === 'FR_1' ? 'fr-1' : (hut.sector as SectorId)) : facts.defaultSector;
  // A regional language is the customer's own; the generic en/fr take the hut's or the market's locale.
  const regional = language.includes('-');
  const locale = regional ? language : (hut?.defaultLanguage ?? facts.defaultLocale);
  return { market, locale, sector };
}
