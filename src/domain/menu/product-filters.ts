/**
 * Which menu entries a list shows (spec 1 §4 "Settings and flags", §5 "Products", "Deal popularity
 * flag"). Pure: the entries and the customer's settings come in as arguments.
 */

/**
 * The subtype of what is sold but not eaten (bags, cutlery): neither vegetarian nor vegan, so no diet
 * badge (walkthrough: the Paper Bag was badged VEGAN; 10-G18), yet never hidden by the vegetarian
 * filter, which is about food. Our reading; the spec is silent.
 */
export const NON_FOOD_SUBTYPE = 'non-food';

/** The product fields the filters read (spec 1 §3 Product). */
export interface FilterableProduct {
  id: string;
  hidden: boolean;
  dealOnly: boolean;
  veg: boolean;
  subtype?: string | undefined;
}

/** The deal fields the filters read (spec 1 §3 Deal). */
export interface FilterableDeal {
  id: string;
  hidden: boolean;
  veg: boolean;
  options: readonly { type: string; count: number }[];
}

export interface ListFilter {
  /** The vegetarian filter of the settings (`settings.vegetarianOnly`). */
  vegetarianOnly: boolean;
  /** "hidden ones filtered unless allowed" (spec 1 §5): e.g. the internal show-hidden setting. */
  allowHidden?: boolean;
}

/**
 * Deals the spec names as hidden under the vegetarian filter (spec 1 §4: UK 'kfc-bundle', France
 * 'multi-mix'). Their records say veg: false; naming them here keeps them hidden even if a record
 * is mistyped.
 */
export const NON_VEGETARIAN_DEAL_IDS: readonly string[] = ['kfc-bundle', 'multi-mix'];

/** A product belongs in a normal menu list: not hidden (unless allowed), not deal-only, veg when filtered. */
export function isListedProduct(product: FilterableProduct, filter: ListFilter): boolean {
  if (product.hidden && !filter.allowHidden) return false;
  if (product.dealOnly) return false;
  return passesVegetarianFilter(product, filter);
}

/**
 * The vegetarian filter alone: it also applies inside deal choices, where deal-only products are
 * offered (spec 1 §4 "Settings and flags"). Non-vegetarian entities are hidden there.
 */
export function passesVegetarianFilter(product: Pick<FilterableProduct, 'veg' | 'subtype'>, filter: Pick<ListFilter, 'vegetarianOnly'>): boolean {
  return !filter.vegetarianOnly || product.veg === true || product.subtype === NON_FOOD_SUBTYPE;
}

/** A deal belongs on the deals list: not hidden (unless allowed), and vegetarian when the filter is on. */
export function isListedDeal(deal: FilterableDeal, filter: ListFilter): boolean {
  if (deal.hidden && !filter.allowHidden) return false;
  if (filter.vegetarianOnly && (deal.veg !== true || NON_VEGETARIAN_DEAL_IDS.includes(deal.id))) return false;
  return true;
}

export function listedProducts<T extends FilterableProduct>(products: readonly T[], filter: ListFilter): T[] {
  return products.filter((product) => isListedProduct(product, filter));
}

export function listedDeals<T extends FilterableDeal>(deals: readonly T[], filter: ListFilter): T[] {
  return deals.filter((deal) => isListedDeal(deal, filter));
}

/**
 * The deal popularity flag (spec 1 §5; checklist 04-G30): "for non-deal, non-dip items, pizzas
 * with count above 1 and below 4, other items below 2".
 *
 * Our reading: a deal is flagged (the 'Popular' badge on its card) when it is a sharing meal of the
 * common shape — at least one pizza option, every pizza option asking for 2 or 3 pizzas, and every
 * other option (sides, drinks, desserts, …) for a single item. Dip options and nested deals do not
 * count either way. "count" is the deal option's `count`: how many items the option asks for.
 */
export function isPopularDeal(deal: Pick<FilterableDeal, 'options'>): boolean {
  const counted = deal.options.filter((option) => option.type !== 'deal' && option.type !== 'dip');
  const pizzas = counted.filter((option) => option.type === 'pizza');
  if (pizzas.length === 0) return false;
  return counted.every((option) => (option.type === 'pizza' ? option.count > 1 && option.count < 4 : option.count < 2));
}
