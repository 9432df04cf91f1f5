// The basket's priced lines as every screen lists them (10-G16, issue 13 item 5): identical items
// outside a deal folded into one line with a quantity, and each item of a line described
// (describe-line.ts). The basket and the checkout summary read the same list, so they show the same
// lines, counts and amounts; the server's summary groups and describes with the same two functions.
import { roundMoney } from '../money/round';
import type { BasketItemFacts, PricedLine, PricingBasket } from '../pricing/types';
import { describeItem, type ItemDescription, type ProductLookup } from './describe-line';
import { NO_DEAL_ID } from './ids';
import { itemProperties } from './item';
import { groupIdenticalLines } from './quantity';

export interface DescribedItem {
  /** Basket item id. */
  id: string;
  title: string;
  description: ItemDescription;
}

export interface DescribedLine {
  /** Stable React key: the first line's kind and id. */
  key: string;
  kind: PricedLine['kind'];
  /** The first priced line of the group (its id opens the editor). */
  line: PricedLine;
  /** Every priced line folded into this one (identical items), in basket order. */
  lines: readonly PricedLine[];
  quantity: number;
  /** quantity × unit price, as priced. */
  amount: number;
  menuAmount: number;
  /** A loose item: its quantity can be changed with the stepper. */
  adjustable: boolean;
  /** An item line: its item; a deal line: its choices in the deal's option order. */
  items: readonly DescribedItem[];
}

function optionIndexOf(item: BasketItemFacts): number {
  return itemProperties(item.item.properties).optionIndex ?? Number.MAX_SAFE_INTEGER;
}

export function describeLines(lines: readonly PricedLine[], basket: PricingBasket, productOf: ProductLookup, decimals: number): DescribedLine[] {
  return groupIdenticalLines(lines, basket).map(({ line, lines: group, quantity }) => {
    const stored = line.itemIds
      .map((id) => (Object.hasOwn(basket.items, id) ? basket.items[id] : undefined))
      .filter((item): item is BasketItemFacts => item !== undefined)
      .sort((a, b) => optionIndexOf(a) - optionIndexOf(b));
    const items = stored
      // A bogof placeholder (an emptied slot) is no product.
      .filter((item) => item.item.properties.placeholder !== true)
      .map((item) => {
        const description = describeItem(item.item, productOf);
        return { id: item.id, title: description.product.name, description };
      });
    const loose = line.kind === 'item' && stored[0] !== undefined && (stored[0].dealId === null || stored[0].dealId === NO_DEAL_ID);
    return {
      key: `${line.kind}:${line.id}`,
      kind: line.kind,
      line,
      lines: group,
      quantity,
      amount: roundMoney(group.reduce((sum, entry) => sum + entry.amount, 0), decimals),
      menuAmount: roundMoney(group.reduce((sum, entry) => sum + entry.menuAmount, 0), decimals),
      adjustable: loose,
      items,
    };
  });
}
