import type { OrderSummary } from '../../../src/api/contract/orders';
import { itemProperties } from '../../../src/domain/basket/item';
import type { BasketPrice, PricingBasket, PricingCatalogue } from '../../../src/domain/pricing/types';

/**
 * The order summary's lines (spec 2 §3 Order summary), taken from the basket as the server priced it
 * at preauthorisation and kept with the order: a later menu change does not rewrite what was bought.
 * A deal line lists what is in it; an item line its size.
 */

function itemDescription(basket: PricingBasket, catalogue: PricingCatalogue, itemId: string): string | null {
  const stored = basket.items[itemId]?.item;
  if (!stored) return null;
  const item = itemProperties(stored.properties);
  const productId = item.productId ?? '';
  const title = catalogue.products.get(productId)?.title ?? productId;
  return item.size ? `${title} (${item.size})` : title;
}

export function orderLines(price: BasketPrice, basket: PricingBasket, catalogue: PricingCatalogue): OrderSummary['lines'] {
  return price.lines.map((line) => {
    const descriptions = line.itemIds.map((id) => itemDescription(basket, catalogue, id)).filter((text) => text !== null);
    if (line.kind === 'deal') return { title: line.title, quantity: 1, price: line.amount, details: descriptions };
    const stored = basket.items[line.id]?.item;
    const size = stored ? itemProperties(stored.properties).size : undefined;
    return { title: line.title, quantity: 1, price: line.amount, details: size === undefined ? [] : [size] };
  });
}
