import type { DescribableProduct } from '../../domain/basket/describe-line';
import { itemProperties } from '../../domain/basket/item';
import type { BasketItemFacts, BasketPrice, Disposition, FreeDeliveryOffer, PricedLine, PricingBasket, SurchargeType } from '../../domain/pricing/types';

/**
 * What the basket screen shows, worked out from the price and the basket without React: edit links,
 * the titles inside a deal line, which banners apply. Kept here so the tests read it directly.
 */

/** The menu list page a product type is sold from (the product modal opens over it). */
const LIST_PAGE_OF_TYPE: Readonly<Record<string, string>> = {
  pizza: 'pizzas',
  side: 'sides',
  drink: 'drinks',
  dessert: 'desserts',
  dip: 'dips',
};

/**
 * Where a line's edit link goes (spec 1 §2): an item opens the product modal on its menu page
 * (`?modal={product}&type=…&basketItemId=…`), a deal opens its deal page in editing mode.
 */
export function editHref(line: PricedLine, basket: PricingBasket): string | null {
  if (line.kind === 'deal') {
    const params = new URLSearchParams({ id: line.refId, basketId: line.id, editing: 'true' });
    return `/order/deal/?${params.toString()}`;
  }
  const item = basket.items[line.id];
  if (!item) return null;
  const page = LIST_PAGE_OF_TYPE[item.item.type];
  if (!page) return null;
  const params = new URLSearchParams({ modal: line.refId, type: item.item.type, basketItemId: line.id });
  const subtype = item.item.properties.subtype;
  if (typeof subtype === 'string' && subtype) params.set('subtype', subtype);
  return `/order/${page}/?${params.toString()}`;
}

/**
 * The titles of what a deal line holds, in the order the deal's options list them: the title the
 * deal page stored with the item, else the product's (items the dealbot grouped carry none).
 */
export function dealItemTitles(line: PricedLine, basket: PricingBasket, productOf: (id: string) => ProductNames | undefined): string[] {
  return line.itemIds
    .map((id) => basket.items[id])
    .filter((item): item is BasketItemFacts => item !== undefined)
    .sort((a, b) => optionIndexOf(a) - optionIndexOf(b))
    .map((item) => {
      const { title, productId } = itemProperties(item.item.properties);
      return title ? title : productOf(productId ?? String(item.item.properties.id))?.title;
    })
    .filter((title): title is string => typeof title === 'string' && title.length > 0);
}

function optionIndexOf(item: BasketItemFacts): number {
  return itemProperties(item.item.properties).optionIndex ?? Number.MAX_SAFE_INTEGER;
}

/**
 * The free-delivery banner's promise (05-G3, C11, C43): what the pricing engine found spending more
 * changes (surcharges.ts freeDeliveryOffer), for a delivery order. Shown in every market: the
 * promise is worked out by the function that prices delivery, so it holds wherever it is made.
 */
export function freeDeliveryBanner(price: BasketPrice, disposition: Disposition): FreeDeliveryOffer | null {
  if (disposition !== 'delivery' || !price.freeDelivery || price.freeDelivery.gap <= 0) return null;
  return price.freeDelivery;
}

/**
 * The surcharge lines as shown (10-G17): each type its own line, in the engine's order, under the
 * same name in the basket, at checkout and in the order summary. Folding the delivery charges into
 * one line (05-G2's breakdown for UK, IN, CA only) showed France 4,50 € of 'delivery' that checkout
 * then split into 2,50 € and 2,00 €, against a minimum-order message naming 2,50 € (walkthrough 12).
 */
export function surchargeLines(price: BasketPrice): { type: SurchargeType; amount: number }[] {
  return price.surcharges.filter((surcharge) => surcharge.amount !== 0).map(({ type, amount }) => ({ type, amount }));
}

/** What the minimum-order modal is about: the unmet order minimum, else the first unmet deal threshold. */
export function minimumOrderShortfall(price: BasketPrice | null): { gap: number } | null {
  if (!price) return null;
  if (price.minimumOrder && price.minimumOrder.gap > 0) return { gap: price.minimumOrder.gap };
  const deal = price.dealThresholdGaps.find((entry) => entry.gap > 0);
  return deal ? { gap: deal.gap } : null;
}

/** What the catalogue names of a product the item line needs: a pizza's sizes and crusts, a simple product's options. */
export interface ProductNames extends DescribableProduct {
  type: string;
  title: string;
  sizes?: readonly { id: string; name: string }[];
  crusts?: readonly { id: string; name: string }[];
  options?: readonly { id: string; name: string }[];
}

/** The line under an item's title: a pizza's size and crust; a side or drink's option when it has several. */
export function itemDetail(item: BasketItemFacts, product: ProductNames | undefined): string | null {
  if (!product) return null;
  const { properties } = item.item;
  const nameOf = (list: readonly { id: string; name: string }[] | undefined, id: unknown) => list?.find((entry) => entry.id === id)?.name;
  const parts =
    product.type === 'pizza'
      ? [nameOf(product.sizes, properties.size), nameOf(product.crusts, properties.crust)]
      : (product.options?.length ?? 0) > 1
        ? [nameOf(product.options, properties.option)]
        : [];
  const shown = parts.filter((part): part is string => typeof part === 'string');
  return shown.length > 0 ? shown.join(' · ') : null;
}
