import type { ColumnType } from 'kysely';
import type { Deal, Discount, LandingPage, Product, ProductContent, Upsell } from '../../src/api/contract/catalogue';
import type { MarketCode } from './schema-markets';

/**
 * Tables of the menu catalogue (migration 0003): products, deals, discounts, upsells, SKUs and
 * content, each stored as its zod-checked record (jsonb) with the columns queries filter on.
 * Menus are per sector (sectors of a market share one menu, with per-sector differences); content
 * and landing pages are per market and locale.
 */
type Json<T> = ColumnType<T, string, string>;

export interface ProductsTable {
  sector: string;
  id: string;
  /** Menu order within the sector, as seeded. */
  position: number;
  /** pizza, side, drink, dessert, dip. */
  type: string;
  /** For sides: side, pasta, wings, melts, other. */
  kind: string;
  subtype: string | null;
  hidden: boolean;
  deal_only: boolean;
  data: Json<Product>;
}

export interface DealsTable {
  sector: string;
  id: string;
  position: number;
  kind: string;
  /** deal or discount. */
  type: string;
  hidden: boolean;
  data: Json<Deal>;
}

export interface DiscountsTable {
  sector: string;
  id: string;
  position: number;
  data: Json<Discount>;
}

export interface UpsellsTable {
  sector: string;
  id: string;
  position: number;
  data: Json<Upsell>;
}

export interface SkusTable {
  sector: string;
  type: string;
  id: string;
}

export interface ProductContentTable {
  market: MarketCode;
  locale: string;
  type: string;
  id: string;
  data: Json<ProductContent>;
}

export interface LandingPagesTable {
  market: MarketCode;
  locale: string;
  id: string;
  data: Json<LandingPage>;
}

/** Migration 0027 (issue 18): one row, bumped by a trigger on every write to a catalogue or hut table. */
export interface CatalogueVersionTable {
  id: number;
  /** bigint: the driver gives a string or a number; compare it as text. */
  version: ColumnType<string | number | bigint, number, never>;
}

export interface CatalogueTables {
  catalogue_version: CatalogueVersionTable;
  products: ProductsTable;
  deals: DealsTable;
  discounts: DiscountsTable;
  upsells: UpsellsTable;
  skus: SkusTable;
  product_content: ProductContentTable;
  landing_pages: LandingPagesTable;
}
