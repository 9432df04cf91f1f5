import type { OrderSummary } from '../../../src/api/contract/orders';
import { describeItem, describeLineText, SERVER_DESCRIPTION_PHRASES, type DescribableProduct, type ItemDescription } from '../../../src/domain/basket/describe-line';
import { groupIdenticalLines } from '../../../src/domain/basket/quantity';
import { marketFacts, marketOfSectorId } from '../../../src/domain/markets/facts';
import { roundMoney } from '../../../src/domain/money/round';
import type { BasketPrice, PricedLine, PricingBasket, PricingCatalogue } from '../../../src/domain/pricing/types';

/**
 * The order summary's lines (spec 2 §3 Order summary), taken from the basket as the server priced it
 * at preauthorisation and kept with the order: a later menu change does not rewrite what was bought.
 *
 * 10-G16: every item is described as the basket describes it (src/domain/basket/describe-line.ts):
 * size, crust, both halves, each topping added or removed; a deal line describes each choice. The
 * structured `items` let the page word it in the customer's language; `details` is the same worded
 * in the hut's own language (the sector's default locale), for any reader without the page's words.
 * Identical items outside a deal are one line with their quantity, priced quantity × unit price
 * (src/domain/basket/quantity.ts).
 */

/**
 * The pricing catalogue holds the contract's product records as the database gave them (catalogue
 * names included); pricing only types the fields it reads, describing reads the names.
 */
function productOf(catalogue: PricingCatalogue) {
  return (id: string): DescribableProduct | undefined => catalogue.products.get(id) as DescribableProduct | undefined;
}

function phrasesFor(sector: string) {
  const market = marketOfSectorId(sector);
  const locale = market ? marketFacts(market).defaultLocale : 'en';
  return locale.startsWith('fr') ? SERVER_DESCRIPTION_PHRASES.fr : SERVER_DESCRIPTION_PHRASES.en;
}

export function orderLines(price: BasketPrice, basket: PricingBasket, catalogue: PricingCatalogue, sector: string, decimals: number): OrderSummary['lines'] {
  const lookup = productOf(catalogue);
  const phrases = phrasesFor(sector);
  const describe = (itemId: string): ItemDescription | null => {
    const stored = basket.items[itemId]?.item;
    return stored ? describeItem(stored, lookup) : null;
  };
  const text = (description: ItemDescription) => describeLineText(description, phrases);
  return groupIdenticalLines<PricedLine>(price.lines, basket).map(({ line, lines, quantity }) => {
    const items = line.itemIds.map(describe).filter((description) => description !== null);
    const total = roundMoney(
      lines.reduce((sum, entry) => sum + entry.amount, 0),
      decimals,
    );
    // A deal lists what is in it, each choice with its own description; an item its description.
    const details =
      line.kind === 'deal' ? items.map((description) => [description.product.name, ...text(description)].join(' — ')) : items.flatMap((description) => text(description));
    return { kind: line.kind, title: line.title, quantity, price: total, details, items };
  });
}
