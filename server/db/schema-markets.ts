// Row types of the foundation tables, markets and sectors, and the market code every area's tables
// use. Apart from schema.ts (which gathers every area) so that an area's schema file can use the
// market code without importing the file that imports it.
import type { Generated } from 'kysely';

/** The four markets the chain trades in (spec 1 §1). */
export type MarketCode = 'UK' | 'FR' | 'IN' | 'CA';

export interface MarketsTable {
  code: MarketCode;
  name: string;
  /** ISO 4217 code, e.g. GBP. */
  currency: string;
  /** BCP 47 tag used when the customer has not chosen a language, e.g. en-GB. */
  default_locale: string;
}

export interface SectorsTable {
  /** Lower-case sector code as the API uses it, e.g. 'uk-1'. */
  id: string;
  market_code: MarketCode;
  label: string;
  /** Whether huts in this sector may offer dine-in (spec 1 §6: dine-in only UK and France). */
  dine_in: Generated<boolean>;
}

export interface FoundationTables {
  markets: MarketsTable;
  sectors: SectorsTable;
}
