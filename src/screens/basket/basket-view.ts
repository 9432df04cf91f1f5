import type { DescribableProduct } from '../../domain/basket/describe-line';
import { itemProperties } from '../../domain/basket/item';
import type { BasketItemFacts, BasketPrice, Disposition, PricedLine, PricingBasket, SurchargeType } from '../../domain/pricing/types';

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

/** Markets whose basket shows the delivery breakdown and the free-delivery banner (05-G2, 05-G3). */
const DELIVERY_BREAKDOWN_MARKETS: readonly string[] = ['UK', 'IN', 'CA'];

/** 'Spend X more for free delivery': a delivery order in UK, IN or CA with a supplement band that ends (C11). */
export function freeDeliveryGap(price: BasketPrice, market: string, disposition: Disposition): number | null {
  if (disposition !== 'delivery' || !DELIVERY_BREAKDOWN_MARKETS.includes(market)) return null;
  return price.freeDeliveryGap !== null && price.freeDeliveryGap > 0 ? price.freeDeliveryGap : null;
}

/** Delivery surcharges are itemised only where the market shows the delivery breakdown (05-G2); elsewhere they fold into one line. */
export function showsDeliveryBreakdown(market: string): boolean {
  return DELIVERY_BREAKDOWN_MARKETS.includes(market);
}

const DELIVERY_TYPES: readonly SurchargeType[] = ['deliverySupplement', 'DELIVERY', 'smallOrderSupplement', 'priorityDelivery'];

/** The surcharge lines as shown: itemised, or the delivery ones summed into a single 'Delivery charge'. */
export function surchargeLines(price: BasketPrice, market: string): { type: SurchargeType; amount: number }[] {
  const lines = price.surcharges.filter((surcharge) => surcharge.amount !== 0);
  if (showsDeliveryBreakdown(market)) return lines.map(({ type, amount }) => ({ type, amount }));
  const delivery = lines.filter((line) => DELIVERY_TYPES.includes(line.type)).reduce((sum, line) => sum + line.amount, 0);
  const others = lines.filter((line) => !DELIVERY_TYPES.includes(line.type)).map(({ type, amount }) => ({ type, amount }));
  return delivery !== 0 ? [{ type: 'DELIVERY', amount: delivery }, ...others] : others;
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
