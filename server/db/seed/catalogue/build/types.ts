import type { Deal, Discount, LandingPage, Product, Upsell } from '../../../../../src/api/contract/catalogue';
import type { Locale, Sector } from '../../../../../src/api/contract/common';
import type { MarketCode } from '../../../schema';
import type { Allergen } from './allergens';

/** Shapes the market data modules fill in; catalogue.ts turns them into per-sector rows. */

export interface Text {
  title: string;
  desc: string;
}

/** A product with what its content needs beside the record (allergens are content, not menu). */
export interface MenuEntry {
  record: Product;
  allergens: readonly Allergen[];
}

/** A deal before its `veg` flag is worked out from the products of each sector. */
export type DealDraft = Omit<Deal, 'veg'>;

/** What one sector of a market does not sell (spec 1 §2: melts in uk-2 and in-1, loyalty not in uk-2…). */
export interface SectorRule {
  omitProduct?: (product: Product) => boolean;
  omitDeal?: (deal: DealDraft) => boolean;
}

export interface MarketMenu {
  market: MarketCode;
  /** Content locales; the first is the market default (markets.default_locale). */
  locales: readonly [Locale, ...Locale[]];
  products: MenuEntry[];
  deals: DealDraft[];
  discounts: Discount[];
  /** Upsells without their sector; each sector gets a copy with the items it sells. */
  upsells: Omit<Upsell, 'sector'>[];
  landingPages: LandingPage[];
  /** Title and description per product or deal id for each locale after the first. */
  translations: Partial<Record<Locale, Record<string, Text>>>;
  /**
   * The names of sizes, crusts, sauces, cheeses, toppings and options (`size:small`, `crust:pan`,
   * `option:wings-10`…) for each locale after the first; a one-portion option is named by the title.
   */
  optionNames?: Partial<Record<Locale, Record<string, string>>>;
  /** Every sector of the market, with its differences ({} = the market menu as it is). */
  sectors: Partial<Record<Sector, SectorRule>>;
}
