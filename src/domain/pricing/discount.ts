import { isInValueRange, thresholdGap } from '../deals/basket-rules';
import { optionAcceptsProduct } from '../deals/option-products';
import type { DealOptionFacts } from '../deals/types';
import { roundMoney } from '../money/round';
import type { DiscountOutcome, PricingCatalogue, PricingError, ProductRecordFacts } from './types';

/**
 * The basket discount (spec 1 §3 Discount, §8 "discount not yet applicable: spend more to qualify";
 * spec 2 §4 qualification). `basket.discount.id` names a catalogue discount or a deal of type
 * 'discount'; both are read as one rule, the way the discount page shows them:
 * - a catalogue discount: `rule` percentage (value % off), amount (value off) or free-item (the
 *   dearest accepted item free, up to value); it applies to the lines of its `discountable` types or
 *   kinds and the products its options accept (neither: the whole basket);
 * - a discount-type deal: kind category is a percentage (sides-25-off: 25 % off the items its options
 *   accept), any other kind an amount off (spend-and-save: value off); its threshold is rules.above
 *   (also rules.below when given, upper exclusive).
 * The threshold is met by the goods value of the whole basket (gift vouchers not counted): the
 * seed's "Free garlic bread over £30" is over £30 of anything, not of garlic bread. Deal lines count
 * as type 'deal': a discount listing only product types leaves deal prices, already reduced, alone.
 */

/** A priced line as the discount sees it. */
export interface DiscountLine {
  amount: number;
  /** The item's type ('pizza', 'side' …) or 'deal'. */
  type: string;
  /** The product of an item outside deals. */
  product: ProductRecordFacts | null;
}

interface DiscountRule {
  id: string;
  title: string;
  rule: 'percentage' | 'amount' | 'free-item';
  value: number;
  above: number;
  below: number | undefined;
  types: readonly string[];
  options: readonly DealOptionFacts[];
}

function discountRule(id: string, catalogue: PricingCatalogue): DiscountRule | null {
  const discount = catalogue.discounts.get(id);
  if (discount) {
    return {
      id,
      title: discount.title,
      rule: discount.rule,
      value: discount.value,
      above: discount.threshold,
      below: undefined,
      types: discount.discountable,
      options: discount.options ?? [],
    };
  }
  const deal = catalogue.deals.get(id);
  if (!deal || deal.type !== 'discount') return null;
  return {
    id,
    title: deal.title,
    rule: deal.kind === 'category' ? 'percentage' : 'amount',
    value: deal.value ?? 0,
    above: deal.rules.above ?? deal.threshold ?? 0,
    below: deal.rules.below,
    types: [],
    options: deal.options,
  };
}

function applies(rule: DiscountRule, line: DiscountLine): boolean {
  if (rule.types.length === 0 && rule.options.length === 0) return true;
  if (rule.types.includes(line.type) || (line.product && rule.types.includes(line.product.kind))) return true;
  const { product } = line;
  return product !== null && rule.options.some((option) => optionAcceptsProduct(option, product));
}

function amountOff(rule: DiscountRule, eligible: readonly DiscountLine[]): number {
  const total = eligible.reduce((sum, line) => sum + line.amount, 0);
  switch (rule.rule) {
    case 'percentage':
      return (total * Math.min(Math.max(rule.value, 0), 100)) / 100;
    case 'amount':
      return Math.min(rule.value, total);
    case 'free-item':
      return Math.min(rule.value, Math.max(0, ...eligible.map((line) => line.amount)));
  }
}

/**
 * The discount's outcome on these lines: not applicable (amount 0) while the goods value is outside
 * its range, with the gap to spend; otherwise what it takes off, never more than the goods value.
 * An id the catalogue does not know is an error (the server refuses the basket).
 */
export function discountOutcome(
  discount: { id: string },
  lines: readonly DiscountLine[],
  goods: number,
  catalogue: PricingCatalogue,
  decimals: number,
): { outcome: DiscountOutcome; error: PricingError | null } {
  const rule = discountRule(discount.id, catalogue);
  if (!rule) {
    return {
      outcome: { id: discount.id, title: discount.id, amount: 0, applicable: false, gap: 0, qualification: 'notApplicable' },
      error: { code: 'unknown-deal', lineId: discount.id, message: `unknown discount ${discount.id}` },
    };
  }
  const base = { id: rule.id, title: rule.title };
  const eligible = lines.filter((line) => applies(rule, line));
  // 13-G23: nothing it counts is in the basket, whatever the threshold says.
  const eligibleTotal = eligible.reduce((sum, line) => sum + Math.max(0, line.amount), 0);
  if (!isInValueRange({ above: rule.above, below: rule.below }, goods)) {
    const gap = roundMoney(thresholdGap(rule.above, goods), decimals);
    const qualification = eligibleTotal <= 0 ? 'noEligibleTotal' : gap > 0 ? 'notMet' : 'notApplicable';
    return { outcome: { ...base, amount: 0, applicable: false, gap, qualification }, error: null };
  }
  const amount = roundMoney(Math.min(Math.max(0, goods), amountOff(rule, eligible)), decimals);
  const qualification = eligibleTotal <= 0 ? 'noEligibleTotal' : amount > 0 ? 'met' : 'notApplicable';
  return { outcome: { ...base, amount, applicable: eligible.length > 0, gap: 0, qualification }, error: null };
}
