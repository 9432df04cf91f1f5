import { marketConfig, type Market } from '../../../../../src/domain/markets';

/**
 * Per-pizza topping limits come from the market configuration (spec 1 §5 gives the rule, not the
 * value; 03-G3), so the seed and the market config cannot disagree.
 */
export function toppingLimitsOf(market: Market): { additions: number; removals: number } {
  const { maxToppingAdditions, maxToppingRemovals } = marketConfig(market).orderRules;
  return { additions: maxToppingAdditions, removals: maxToppingRemovals };
}
