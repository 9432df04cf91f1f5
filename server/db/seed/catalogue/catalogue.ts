import {
  dealSchema,
  discountSchema,
  pizzaProductSchema,
  simpleProductSchema,
  skuSchema,
  upsellSchema,
  type Deal,
  type Discount,
  type LandingPage,
  type Product,
  type ProductContent,
  type Sku,
  type Upsell,
} from '../../../../src/api/contract/catalogue';
import type { Sector } from '../../../../src/api/contract/common';
import { isVegDeal, restrictDeal } from '../../../services/catalogue-menu';
import type { MarketCode } from '../../schema';
import { landingPages, productContent } from './build/content';
import type { MarketMenu, SectorRule } from './build/types';
import { caMenu } from './markets/ca';
import { frMenu } from './markets/fr';
import { inMenu } from './markets/in';
import { ukMenu } from './markets/uk';

/**
 * The whole catalogue as rows-to-be: each market menu cut down to each of its sectors (products,
 * deals, discounts, upsells, SKUs) and its content per locale. Every record is parsed with its zod
 * contract here, so a seed that does not match the API never reaches the database.
 */

export const MARKET_MENUS: readonly MarketMenu[] = [ukMenu, frMenu, inMenu, caMenu];

export interface SectorCatalogue {
  sector: Sector;
  market: MarketCode;
  products: Product[];
  deals: Deal[];
  discounts: Discount[];
  upsells: Upsell[];
  skus: Sku[];
}

export interface MarketContent {
  market: MarketCode;
  content: ProductContent[];
  landingPages: LandingPage[];
}

export interface Catalogue {
  sectors: SectorCatalogue[];
  markets: MarketContent[];
}

const parseProduct = (product: Product): Product =>
  product.type === 'pizza' ? pizzaProductSchema.parse(product) : simpleProductSchema.parse(product);

function sectorCatalogue(menu: MarketMenu, sector: Sector, rule: SectorRule): SectorCatalogue {
  const products = menu.products
    .map((entry) => entry.record)
    .filter((product) => !rule.omitProduct?.(product))
    .map(parseProduct);
  const productIds = new Set(products.map((product) => product.id));
  const vegetarian = new Set(products.filter((product) => product.veg).map((product) => product.id));

  const drafts = menu.deals
    .filter((draft) => !rule.omitDeal?.(draft))
    .map((draft) => restrictDeal(draft, productIds))
    .filter((draft) => draft !== null);
  const dealIds = new Set(drafts.map((draft) => draft.id));
  const deals = drafts.map((draft) =>
    dealSchema.parse({
      ...draft,
      conflicts: draft.conflicts.filter((id) => dealIds.has(id)),
      veg: isVegDeal(draft, vegetarian),
    }),
  );

  const discounts = menu.discounts
    .map((candidate) => restrictDeal(candidate, productIds))
    .filter((candidate) => candidate !== null)
    .map((candidate) => discountSchema.parse(candidate));

  const sells = (item: Upsell['types'][number]['item']) => (item.type === 'deal' ? dealIds : productIds).has(item.id);
  const upsells = menu.upsells
    .map((upsell) => ({ ...upsell, sector, types: upsell.types.filter((type) => sells(type.item)) }))
    .filter((upsell) => upsell.types.length > 0)
    .map((upsell) => upsellSchema.parse(upsell));

  const skus = [
    ...products.map((product) => ({ id: product.id, type: product.type })),
    ...deals.map((deal) => ({ id: deal.id, type: 'deal' as const })),
  ].map((sku) => skuSchema.parse(sku));

  return { sector, market: menu.market, products, deals, discounts, upsells, skus };
}

function checkUniqueIds(menu: MarketMenu): void {
  const seen = new Set<string>();
  for (const id of [...menu.products.map((entry) => entry.record.id), ...menu.deals.map((draft) => draft.id)]) {
    if (seen.has(id)) throw new Error(`${menu.market}: id ${id} is used twice`);
    seen.add(id);
  }
}

function buildCatalogue(): Catalogue {
  for (const menu of MARKET_MENUS) checkUniqueIds(menu);
  return {
    sectors: MARKET_MENUS.flatMap((menu) =>
      Object.entries(menu.sectors).map(([sector, rule]) => sectorCatalogue(menu, sector as Sector, rule)),
    ),
    markets: MARKET_MENUS.map((menu) => ({ market: menu.market, content: productContent(menu), landingPages: landingPages(menu) })),
  };
}

let built: Catalogue | undefined;

/** Built once, on first use (the seed and the tests share it). */
export function catalogue(): Catalogue {
  return (built ??= buildCatalogue());
}
