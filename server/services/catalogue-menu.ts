import type { Deal, Product, ProductListType } from '../../src/api/contract/catalogue';
import type { ProductType, WebDisposition } from '../../src/api/contract/common';
import type { MenuTab as MenuTabId } from '../../src/domain/markets/ids';

/**
 * Pure rules of what a menu list shows (spec 1 §5 "Products", "Deal rules"): which products a hut
 * can make for a disposition, which deals survive that, and the hidden / deal-only / filter rules of
 * GET /v2/products/{type}. The seed uses the same functions to cut a market menu down to a sector.
 */

/** Menu tabs a product is listed under (every tab but deals); wings, pastas, melts and others are sides (spec 1 §9). */
export type MenuTab = Exclude<MenuTabId, 'deals'>;

const SIDE_KIND_TABS: Readonly<Record<string, MenuTab>> = {
  side: 'sides',
  pasta: 'pastas',
  wings: 'wings',
  melts: 'melts',
  other: 'others',
};

export function menuTabOf(product: Product): MenuTab {
  switch (product.type) {
    case 'pizza':
      return 'pizzas';
    case 'side':
      return SIDE_KIND_TABS[product.kind] ?? 'sides';
    case 'dip':
      return 'dips';
    case 'dessert':
      return 'desserts';
    case 'drink':
      return 'drinks';
  }
}

/** The product type each list holds; deals and discounts are lists of their own. */
export const LIST_PRODUCT_TYPE: Readonly<Partial<Record<ProductListType, Exclude<ProductType, 'deal'>>>> = {
  pizzas: 'pizza',
  sides: 'side',
  drinks: 'drink',
  desserts: 'dessert',
  dips: 'dip',
};

/** Sold for the disposition: no disposition asked, or the item has no restriction, or it lists it. */
export function isSoldFor(item: { dispositions?: readonly WebDisposition[] }, disposition: WebDisposition | undefined): boolean {
  return !disposition || !item.dispositions || item.dispositions.includes(disposition);
}

export interface HutMenuContext {
  disposition?: WebDisposition;
  /** Menu tabs the hut does not offer (hut record `excludedTabs`, in-1 per spec 1 §2). */
  excludedTabs: readonly string[];
}

/** What the hut can make for the disposition: the sector's products minus excluded tabs and the other disposition's items. */
export function availableProducts(products: readonly Product[], context: HutMenuContext): Product[] {
  return products.filter(
    (product) => isSoldFor(product, context.disposition) && !context.excludedTabs.includes(menuTabOf(product)),
  );
}

/**
 * The deal (or discount) with its choices narrowed to products that are available; null when an
 * option is left with nothing to choose (the deal cannot be made).
 */
export function restrictDeal<D extends Pick<Deal, 'options'>>(deal: D, available: ReadonlySet<string>): D | null {
  const options = deal.options.map((option) => ({
    ...option,
    entities: option.entities.filter((id) => available.has(id)),
    defaults: option.defaults.filter((id) => available.has(id)),
  }));
  if (options.some((option) => option.entities.length === 0)) return null;
  return { ...deal, options };
}

/** A deal passes the vegetarian filter when every option offers at least one vegetarian product (spec 1 §4). */
export function isVegDeal(deal: Pick<Deal, 'options'>, vegetarian: ReadonlySet<string>): boolean {
  return deal.options.every((option) => option.entities.some((id) => vegetarian.has(id)));
}

export interface ListRules {
  showHidden: boolean;
  showDealOnly: boolean;
  /** Sides: a kind (side, pasta, wings, melts, other); deals: a kind; other lists: a subtype. */
  filter?: string;
}

/** Hidden products are filtered unless allowed; deal-only ones are left out of normal lists (spec 1 §5). */
export function listProducts(products: readonly Product[], rules: ListRules): Product[] {
  return products.filter(
    (product) =>
      (rules.showHidden || !product.hidden) &&
      (rules.showDealOnly || !product.dealOnly) &&
      (rules.filter === undefined || (product.type === 'side' ? product.kind : product.subtype) === rules.filter),
  );
}

/**
 * The deals a hut offers for a disposition: sold for it, not hidden unless allowed, of the filtered
 * kind, and still makeable from the available products.
 */
export function listDeals(
  deals: readonly Deal[],
  available: readonly Product[],
  context: HutMenuContext,
  rules: ListRules,
): Deal[] {
  if (context.excludedTabs.includes('deals')) return [];
  const availableIds = new Set(available.map((product) => product.id));
  return deals
    .filter((deal) => isSoldFor(deal, context.disposition))
    .filter((deal) => rules.showHidden || !deal.hidden)
    .filter((deal) => rules.filter === undefined || deal.kind === rules.filter)
    .map((deal) => restrictDeal(deal, availableIds))
    .filter((deal): deal is Deal => deal !== null);
}
