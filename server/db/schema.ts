import type { Generated } from 'kysely';
import type { CatalogueTables } from './schema-catalogue';
import type { CreditTables } from './schema-credits';
import type { HutTables } from './schema-huts';
import type { OrderTables } from './schema-orders';

/**
 * Row types of the store database, one interface per table, as Kysely sees them. Migrations own the
 * real schema (server/db/migrations/); these types follow them and must change in the same commit.
 */

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

/** Every table; each area declares its own in schema-<area>.ts beside its migration. */
export interface Database extends FoundationTables, HutTables, CatalogueTables, CreditTables, OrderTables {}
