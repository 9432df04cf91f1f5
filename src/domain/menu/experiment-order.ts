/**
 * The orders the menu experiments put lists in (14-G13, S3 §9.1): 'product-sorting' (UK, FR),
 * 'deal-sorting' (UK) and 'topping-sort-order' (UK). Pure; each sort is stable (entries that tie keep
 * the menu's own order) and returns a new array, so the control keeps the list exactly as it came.
 */

/**
 * Pick (14-G13 'product-sorting'): popularity is the catalogue's own `popularity` field of each product
 * (spec 1 §3 "Product … popularity"; the seed sets it per product), highest first.
 */
export function byPopularity<T extends { popularity: number }>(entries: readonly T[]): T[] {
  return entries
    .map((entry, index) => ({ entry, index }))
    .sort((a, b) => b.entry.popularity - a.entry.popularity || a.index - b.index)
    .map(({ entry }) => entry);
}

/**
 * 'deal-sorting': deals by price, lowest first. Pick: a deal without a set price (price 0: rewards,
 * percentage-off deals, whose card shows no price) goes after the priced ones, in menu order.
 */
export function dealsByPrice<T extends { price: number }>(deals: readonly T[]): T[] {
  const rank = (deal: T) => (deal.price > 0 ? deal.price : Number.POSITIVE_INFINITY);
  return deals
    .map((deal, index) => ({ deal, index }))
    .sort((a, b) => {
      const difference = rank(a.deal) - rank(b.deal);
      return (Number.isNaN(difference) ? 0 : difference) || a.index - b.index;
    })
    .map(({ deal }) => deal);
}

/** The pizza fields topping popularity reads. */
export interface PizzaPopularity {
  popularity: number;
  defaultOptions: { toppings: readonly string[] };
}

/**
 * Pick (14-G13 'topping-sort-order'): toppings carry no popularity of their own (spec 1 §3), so a
 * topping's popularity is the summed `popularity` of the listed pizzas that carry it by default (a
 * topping on the best sellers ranks first); ties and unused toppings keep the editor's order.
 */
export function toppingsByPopularity<T extends { id: string }>(toppings: readonly T[], pizzas: readonly PizzaPopularity[]): T[] {
  const score = new Map<string, number>();
  for (const pizza of pizzas) {
    for (const id of new Set(pizza.defaultOptions.toppings)) score.set(id, (score.get(id) ?? 0) + pizza.popularity);
  }
  return byPopularity(toppings.map((topping) => ({ topping, popularity: score.get(topping.id) ?? 0 }))).map(({ topping }) => topping);
}
