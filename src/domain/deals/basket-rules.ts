/**
 * When a deal may go in the basket (spec 1 §5 "Deal rules"): "limited to only {max} per customer",
 * "a deal shows only if its threshold is met by the eligible basket total" (and how much more to
 * spend), and a modifier rule's above/below basket value range.
 */

import type { DealFacts } from './types';

/** Times this deal is already in the basket, not counting the basket deal being edited. */
export function dealCountInBasket(
  basketDeals: Readonly<Record<string, { id: string; deal: { id: string } }>>,
  dealId: string,
  editingBasketId?: string | null,
): number {
  return Object.values(basketDeals).filter((entry) => entry.deal.id === dealId && entry.id !== editingBasketId).length;
}

/** "A deal already in the basket its max number of times cannot be added" (spec 1 §5). */
export function canAddDeal(deal: Pick<DealFacts, 'max'>, countInBasket: number): boolean {
  return countInBasket < deal.max;
}

/** The eligible basket total: lines of the eligible types (all when no list is given). */
export function eligibleBasketTotal(
  lines: readonly { type: string; price: number }[],
  eligibleTypes?: readonly string[],
): number {
  const eligible = eligibleTypes && eligibleTypes.length > 0 ? new Set(eligibleTypes) : null;
  return roundCents(lines.reduce((sum, line) => (eligible && !eligible.has(line.type) ? sum : sum + line.price), 0));
}

/** "A deal shows only if its threshold is met by the eligible basket total" (spec 1 §5). */
export function isThresholdMet(threshold: number | undefined, eligibleTotal: number): boolean {
  return threshold === undefined || threshold <= 0 || eligibleTotal >= threshold;
}

/** How much more the customer must spend to unlock the deal; 0 when it is unlocked. */
export function thresholdGap(threshold: number | undefined, eligibleTotal: number): number {
  if (isThresholdMet(threshold, eligibleTotal)) return 0;
  return roundCents((threshold ?? 0) - eligibleTotal);
}

/** "A modifier rule above/below filters by a basket value range": lower inclusive, upper exclusive. */
export function isInValueRange(rules: Pick<DealFacts['rules'], 'above' | 'below'>, basketValue: number): boolean {
  if (rules.above !== undefined && basketValue < rules.above) return false;
  if (rules.below !== undefined && basketValue >= rules.below) return false;
  return true;
}

function roundCents(value: number): number {
  return Math.round(value * 100) / 100;
}
