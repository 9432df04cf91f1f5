// Reorder (spec 1 §2 "reorder data", §4, §8; 10-G4): the last order's basket put back against the
// current menu. Pure: the page's reorder action gives it the hut's lists as they are now.

/** The stored basket lines this needs (a Dexie basket record's shape, kept open). */
export interface ReorderItem {
  id: string;
  dealId: string | null;
  item: { type: string; properties: Readonly<Record<string, unknown>> };
  [key: string]: unknown;
}
export interface ReorderDeal {
  id: string;
  deal: { id: string; price: number; type: string; [key: string]: unknown };
}
export interface ReorderBasket {
  deals: Readonly<Record<string, ReorderDeal>>;
  items: Readonly<Record<string, ReorderItem>>;
}

/** What the hut sells now: a product by id with its sauces and cheeses (pizzas), and a deal by id. */
export interface ReorderMenu {
  product(id: string): { title: string; sauces?: readonly { id: string }[]; cheeses?: readonly { id: string }[] } | undefined;
  deal(id: string): { title: string } | undefined;
}

export interface ReorderOutcome<B extends ReorderBasket> {
  basket: B;
  /** Titles of the items and deals no longer sold, dropped (the customer is told). */
  dropped: string[];
  /** Pizzas whose sauce or cheese is no longer available, cleared ("Reordering logs … and clears it"). */
  cleared: { productId: string; part: 'sauce' | 'cheese'; id: string }[];
}

const titleOf = (properties: Readonly<Record<string, unknown>>, fallback: string) =>
  typeof properties.title === 'string' && properties.title ? properties.title : fallback;

/**
 * The placed basket with what the menu no longer sells taken out: a deal that is gone goes with its
 * items; an item whose product is gone goes alone (inside a deal the whole deal goes: it can no
 * longer be filled). A pizza's sauce or cheese the pizza no longer offers is cleared. Prices are not
 * touched here: the basket's own catalogue refresh then gives each non-zero price the catalogue's
 * ("each item whose price is non-zero and differs from the catalogue takes the catalogue price", S1 §4).
 */
export function reorderBasket<B extends ReorderBasket>(placed: B, menu: ReorderMenu): ReorderOutcome<B> {
  const dropped: string[] = [];
  const cleared: ReorderOutcome<B>['cleared'] = [];
  const goneDeals = new Set<string>();

  for (const [id, line] of Object.entries(placed.deals)) {
    if (!menu.deal(line.deal.id)) {
      goneDeals.add(id);
      dropped.push(String(line.deal['title'] ?? line.deal.id));
    }
  }
  for (const line of Object.values(placed.items)) {
    const productId = line.item.properties.id;
    if (typeof productId === 'string' && !menu.product(productId) && line.dealId && Object.hasOwn(placed.deals, line.dealId) && !goneDeals.has(line.dealId)) {
      goneDeals.add(line.dealId);
      const deal = placed.deals[line.dealId];
      dropped.push(menu.deal(deal?.deal.id ?? '')?.title ?? String(deal?.deal.id));
    }
  }

  // Entries, not assignment: a stored key such as '__proto__' stays data.
  const items: [string, ReorderItem][] = [];
  for (const [id, line] of Object.entries(placed.items)) {
    if (line.dealId && goneDeals.has(line.dealId)) continue;
    const properties = line.item.properties;
    const productId = typeof properties.id === 'string' ? properties.id : undefined;
    const product = productId ? menu.product(productId) : undefined;
    if (productId && !product) {
      dropped.push(titleOf(properties, productId));
      continue;
    }
    let next = properties;
    for (const part of ['sauce', 'cheese'] as const) {
      const chosen = next[part];
      const offered = part === 'sauce' ? product?.sauces : product?.cheeses;
      if (typeof chosen !== 'string' || !offered || offered.some((option) => option.id === chosen)) continue;
      cleared.push({ productId: productId!, part, id: chosen });
      const { [part]: _gone, ...rest } = next;
      next = rest;
    }
    items.push([id, next === properties ? line : { ...line, item: { ...line.item, properties: next } }]);
  }
  const deals = Object.fromEntries(Object.entries(placed.deals).filter(([id]) => !goneDeals.has(id)));
  return { basket: { ...placed, deals, items: Object.fromEntries(items) }, dropped, cleared };
}
