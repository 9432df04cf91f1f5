import { NO_DEAL_ID } from '../basket/ids';
import { thresholdGap } from '../deals/basket-rules';
import { dealChoiceSlots } from '../deals/choice-slots';
import { roundMoney } from '../money/round';
import { discountOutcome, type DiscountLine } from './discount';
import { propertiesOf, text } from './item-properties';
import { dealLinePrice, itemFitsOption, itemMenuPrice, productOfItem } from './items';
import { minimumOrderGap } from './minimum-order';
import { applySurcharge, deliverySurcharges, freeDeliveryOffer } from './surcharges';
import { allocateDiscount, computeTax, taxRegimeOf, type TaxablePart, type TaxCode } from './taxes';
import type {
  BasketDealFacts,
  BasketItemFacts,
  BasketPrice,
  PricedLine,
  PricingBasket,
  PricingCatalogue,
  PricingContext,
  PricingDeal,
  PricingError,
  Surcharge,
} from './types';

/**
 * The whole basket priced (spec 1 §3–§5, §9; spec 2 §3, §4): one function for the basket page (in
 * the worker) and the basket validator (on the server), so both agree to the penny.
 *
 * Our readings:
 * - Lines: every basket deal (in the basket's order), then every item outside a deal. An item whose
 *   dealId names no deal in the basket is priced as an item outside deals, at its menu price.
 * - A deal line costs priceDealItems of its items (optionIndex from the item's properties, else the
 *   first option it fits) and must be complete: each option holds its required items, no more than
 *   its capacity, each fitting the option — else 'deal-incomplete' / 'invalid-configuration'.
 * - Unknown products and deals are errors; the stored price stands in so the page still shows one.
 * - Goods: the lines other than gift vouchers (giftcard deals). The supplement base, the minimum
 *   order and the discount's threshold use goods − discount (C11: "basket total minus the payment
 *   surcharge" is the goods after discount, as no surcharge counts): a gift voucher pays for the
 *   order, it does not make it smaller.
 * - Delivery surcharges only for delivery and a basket that holds something; then the chosen ones.
 * - Amounts are rounded to the basket decimals, items first to the product decimals.
 * - Tax (10-G12, taxes.ts) on what is charged: each goods line at its products' tax codes (a deal
 *   line split over its items by their menu prices), the discount spread over them in proportion,
 *   and every surcharge but the driver's tip at the standard rate. Added tax (Canada) is in the
 *   total, so the amount due, the payment amount and the server's price integrity all carry it.
 */
export function priceBasket(basket: PricingBasket, catalogue: PricingCatalogue, context: PricingContext): BasketPrice {
  const decimals = context.decimals.basket;
  const money = (amount: number) => roundMoney(amount, decimals);
  const errors: PricingError[] = [];
  const lines: PricedLine[] = [];
  const discountLines: DiscountLine[] = [];
  const pricedDeals: { line: PricedLine; deal: PricingDeal | undefined }[] = [];
  const goodsParts: TaxablePart[] = [];
  let goods = 0;
  let vouchers = 0;

  const { inDeal, loose } = groupItems(basket);
  for (const basketDeal of Object.values(basket.deals)) {
    const priced = priceDealLine(basketDeal, inDeal.get(basketDeal.id) ?? [], catalogue, context);
    errors.push(...priced.errors);
    lines.push(priced.line);
    pricedDeals.push({ line: priced.line, deal: priced.deal });
    if (priced.deal?.kind === 'giftcard') {
      vouchers += priced.line.amount;
      continue;
    }
    goods += priced.line.amount;
    goodsParts.push(...dealTaxParts(priced.line.amount, inDeal.get(basketDeal.id) ?? [], catalogue, context.decimals.product));
    discountLines.push({ amount: priced.line.amount, type: 'deal', product: null });
  }
  for (const item of loose) {
    const priced = itemMenuPrice(item, catalogue, context.decimals.product);
    if (!priced.ok) errors.push(priced.error);
    const product = productOfItem(item, catalogue) ?? null;
    const amount = money(priced.price);
    lines.push({ kind: 'item', id: item.id, refId: itemRef(item), title: product?.title ?? itemTitle(item), amount, menuAmount: amount, itemIds: [item.id] });
    goods += amount;
    goodsParts.push({ amount, code: taxCodeOf(product) });
    discountLines.push({ amount, type: item.item.type, product });
  }
  goods = money(goods);
  const subtotal = money(goods + vouchers);

  let discount: BasketPrice['discount'] = null;
  if (basket.discount) {
    const found = discountOutcome(basket.discount, discountLines, goods, catalogue, decimals);
    discount = found.outcome;
    if (found.error) errors.push(found.error);
  }
  const value = money(goods - (discount?.amount ?? 0));

  const delivering = context.disposition === 'delivery' && lines.length > 0;
  const automatic = delivering ? deliverySurcharges(context.hut, value, context.accountHolder) : [];
  const surcharges = context.chosenSurcharges.reduce<Surcharge[]>(applySurcharge, automatic);
  const surchargeTotal = surcharges.reduce((sum, surcharge) => sum + surcharge.amount, 0);
  const tax = computeTax(
    taxRegimeOf(context.tax),
    [
      ...allocateDiscount(goodsParts, discount?.amount ?? 0),
      ...surcharges.filter((surcharge) => surcharge.type !== 'driverTip').map((surcharge) => ({ amount: surcharge.amount, code: 'standard' as const })),
    ],
    decimals,
  );
  const total = Math.max(0, money(subtotal - (discount?.amount ?? 0) + surchargeTotal + tax.added));
  const giftCardCredit = money(Math.min(Math.max(0, context.giftCardCredit), total));

  const dealLines = pricedDeals.filter((entry) => entry.deal?.kind !== 'giftcard').map((entry) => entry.line);

  return {
    lines,
    lineCount: lines.length,
    subtotal,
    dealSavings: Math.max(0, money(dealLines.reduce((sum, line) => sum + line.menuAmount - line.amount, 0))),
    discount,
    surcharges,
    tax,
    total,
    giftCardCredit,
    amountDue: Math.max(0, money(total - giftCardCredit)),
    minimumOrder: minimumOrderGap({
      hut: context.hut,
      disposition: context.disposition,
      value,
      loyaltyMinimum: context.loyaltyMinimum,
      hasLoyaltyDeal: pricedDeals.some((entry) => entry.deal?.loyalty === true),
      surcharge: automatic.find((surcharge) => surcharge.type === 'DELIVERY')?.amount ?? 0,
      decimals,
    }),
    dealThresholdGaps: dealThresholdGaps(pricedDeals, goods, decimals),
    freeDelivery: delivering ? freeDeliveryOffer(context.hut, value, context.accountHolder, decimals) : null,
    errors,
  };
}

function taxCodeOf(product: { taxCode?: TaxCode } | null | undefined): TaxCode {
  return product?.taxCode ?? 'standard';
}

/**
 * A deal line's amount split over its items' tax codes in proportion to their menu prices (a deal
 * of a pizza and a zero-rated salad taxes the salad's share at zero). One code: one part.
 */
function dealTaxParts(amount: number, items: readonly BasketItemFacts[], catalogue: PricingCatalogue, productDecimals: number): TaxablePart[] {
  const weights = new Map<TaxCode, number>();
  for (const item of items) {
    const code = taxCodeOf(productOfItem(item, catalogue));
    weights.set(code, (weights.get(code) ?? 0) + Math.max(0, itemMenuPrice(item, catalogue, productDecimals).price));
  }
  const total = [...weights.values()].reduce((sum, weight) => sum + weight, 0);
  if (weights.size <= 1 || total <= 0) return [{ amount, code: weights.keys().next().value ?? 'standard' }];
  return [...weights].map(([code, weight]) => ({ amount: (amount * weight) / total, code }));
}

/** Items by the basket deal they belong to; the rest (ND, null, or a deal not in the basket) loose. */
function groupItems(basket: PricingBasket): { inDeal: Map<string, BasketItemFacts[]>; loose: BasketItemFacts[] } {
  const inDeal = new Map<string, BasketItemFacts[]>();
  const loose: BasketItemFacts[] = [];
  for (const item of Object.values(basket.items)) {
    const dealId = item.dealId;
    if (dealId === null || dealId === NO_DEAL_ID || !Object.hasOwn(basket.deals, dealId)) {
      loose.push(item);
      continue;
    }
    inDeal.set(dealId, [...(inDeal.get(dealId) ?? []), item]);
  }
  return { inDeal, loose };
}

function itemRef(item: BasketItemFacts): string {
  return propertiesOf(item).productId ?? item.id;
}

function itemTitle(item: BasketItemFacts): string {
  return text(propertiesOf(item).title) ?? itemRef(item);
}

/** The option an item fills: its stored optionIndex, else the first option it fits, else the first. */
function optionIndexOf(deal: PricingDeal, item: BasketItemFacts, catalogue: PricingCatalogue): number {
  const stored = propertiesOf(item).optionIndex;
  if (stored !== undefined && Number.isInteger(stored) && stored >= 0 && stored < deal.options.length) return stored;
  const fitting = deal.options.findIndex((_, index) => itemFitsOption(deal, index, item, catalogue));
  return Math.max(0, fitting);
}

function priceDealLine(
  basketDeal: BasketDealFacts,
  items: readonly BasketItemFacts[],
  catalogue: PricingCatalogue,
  context: PricingContext,
): { line: PricedLine; deal: PricingDeal | undefined; errors: PricingError[] } {
  const money = (amount: number) => roundMoney(amount, context.decimals.basket);
  const itemIds = items.map((item) => item.id);
  const deal = catalogue.deals.get(basketDeal.deal.id);
  if (!deal) {
    const amount = money(basketDeal.deal.price);
    return {
      line: { kind: 'deal', id: basketDeal.id, refId: basketDeal.deal.id, title: basketDeal.deal.id, amount, menuAmount: amount, itemIds },
      deal,
      errors: [{ code: 'unknown-deal', lineId: basketDeal.id, message: `unknown deal ${basketDeal.deal.id}` }],
    };
  }
  const entries = items.map((item) => ({ optionIndex: optionIndexOf(deal, item, catalogue), item }));
  const priced = dealLinePrice(deal, entries, catalogue, context.decimals.product);
  const amount = money(priced.price);
  // A gift voucher is a credit, not goods bought cheaper: its "was" is itself.
  const menuAmount =
    deal.kind === 'giftcard'
      ? amount
      : money(items.reduce((sum, item) => sum + itemMenuPrice(item, catalogue, context.decimals.product).price, 0));
  return {
    line: { kind: 'deal', id: basketDeal.id, refId: deal.id, title: deal.title, amount, menuAmount, itemIds },
    deal,
    errors: [...priced.errors, ...dealShapeErrors(basketDeal, deal, entries, catalogue)],
  };
}

/** A deal line must hold, per option, between its required count and its capacity of items that fit it. */
function dealShapeErrors(
  basketDeal: BasketDealFacts,
  deal: PricingDeal,
  entries: readonly { optionIndex: number; item: BasketItemFacts }[],
  catalogue: PricingCatalogue,
): PricingError[] {
  const errors: PricingError[] = [];
  for (const { optionIndex, item } of entries) {
    // Unknown products are reported by pricing already.
    if (productOfItem(item, catalogue) && !itemFitsOption(deal, optionIndex, item, catalogue)) {
      errors.push({ code: 'invalid-configuration', lineId: item.id, message: `${itemRef(item)} does not fit option ${optionIndex} of ${deal.id}` });
    }
  }
  const slots = dealChoiceSlots(deal);
  deal.options.forEach((_, optionIndex) => {
    const own = slots.filter((slot) => slot.optionIndex === optionIndex);
    const required = own.reduce((sum, slot) => sum + slot.required, 0);
    const capacity = own.reduce((sum, slot) => sum + slot.capacity, 0);
    const count = entries.filter((entry) => entry.optionIndex === optionIndex).length;
    if (count < required || count > capacity) {
      errors.push({
        code: 'deal-incomplete',
        lineId: basketDeal.id,
        message: `${deal.id} option ${optionIndex} holds ${count} items, needs ${required} to ${capacity}`,
      });
    }
  });
  return errors;
}

/** Deals in the basket whose threshold the rest of the basket's goods do not reach (a deal never counts toward its own). */
function dealThresholdGaps(
  pricedDeals: readonly { line: PricedLine; deal: PricingDeal | undefined }[],
  goods: number,
  decimals: number,
): BasketPrice['dealThresholdGaps'] {
  const gaps: { basketDealId: string; dealId: string; gap: number }[] = [];
  for (const { line, deal } of pricedDeals) {
    if (!deal?.threshold || deal.kind === 'giftcard') continue;
    const gap = roundMoney(thresholdGap(deal.threshold, goods - line.amount), decimals);
    if (gap > 0) gaps.push({ basketDealId: line.id, dealId: deal.id, gap });
  }
  return gaps;
}
