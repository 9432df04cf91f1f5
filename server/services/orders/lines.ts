import type { OrderSummary } from '../../../src/api/contract/orders';
import { describeItem, describeLineText, SERVER_DESCRIPTION_PHRASES, type DescribableProduct, type ItemDescription } from '../../../src/domain/basket/describe-line';
import { groupIdenticalLines } from '../../../src/domain/basket/quantity';
import { withEntryText, type ContentText } from '../../../src/domain/menu/localised-entries';
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
 * in the hut's own language (its defaultLanguage: a Montréal hut's is fr-CA in an en-CA sector;
 * 10-G30), names included from the product content of that locale, for any reader without the
 * page's words.
 * Identical items outside a deal are one line with their quantity, priced quantity × unit price
 * (src/domain/basket/quantity.ts).
 */

/**
 * The pricing catalogue holds the contract's product records as the database gave them (catalogue
 * names included); pricing only types the fields it reads, describing reads the names.
 */
function productOf(catalogue: PricingCatalogue, content: ReadonlyMap<string, ContentText>) {
  return (id: string): DescribableProduct | undefined => {
    const product = catalogue.products.get(id) as (DescribableProduct & { id: string }) | undefined;
    return product ? withEntryText(product, content.get(id)) : undefined;
  };
}

/** The language a summary is worded in: the hut's, with its product content (names) in that locale. */
export interface SummaryWording {
  locale: string;
  content: readonly (ContentText & { type: string })[];
}

function phrasesFor(locale: string) {
  return locale.startsWith('fr') ? SERVER_DESCRIPTION_PHRASES.fr : SERVER_DESCRIPTION_PHRASES.en;
}

/** Without a wording given: the sector's default locale and the catalogue's own names. */
function defaultWording(sector: string): SummaryWording {
  const market = marketOfSectorId(sector);
  return { locale: market ? marketFacts(market).defaultLocale : 'en', content: [] };
}

export function orderLines(
  price: BasketPrice,
  basket: PricingBasket,
  catalogue: PricingCatalogue,
  sector: string,
  decimals: number,
  wording: SummaryWording = defaultWording(sector),
): OrderSummary['lines'] {
  const products = new Map(wording.content.filter((text) => text.type !== 'deal').map((text) => [text.id, text]));
  const dealTitles = new Map(wording.content.filter((text) => text.type === 'deal').map((text) => [text.id, text.title]));
  const lookup = productOf(catalogue, products);
  const phrases = phrasesFor(wording.locale);
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
    const title = (line.kind === 'deal' ? dealTitles.get(line.refId) : products.get(line.refId)?.title) ?? line.title;
    return { kind: line.kind, title, quantity, price: total, details, items };
  });
}
