import type { Market } from '../../domain/markets/ids';

/**
 * Static promo data of the home page (spec 3 §9.2, spec 1 §9): the promo deals hut100 (the dip deal,
 * 0.99) and hut125 (a medium pizza, 9.99; the ids of the UK catalogue seed) run on every day of the week (days 0–6), and the UK collection promo is
 * 5 pounds off the 22.99 deal of two large pizzas and a classic side. Prices are in the market's
 * currency; only the UK runs these promotions (the spec gives them in pounds).
 */
export interface PromoDeal {
  id: 'hut125' | 'hut100';
  kind: 'dip' | 'deal';
  price: number;
  /** Weekdays the promo runs, 0 = Sunday. */
  days: readonly number[];
}

const EVERY_DAY = [0, 1, 2, 3, 4, 5, 6] as const;

export const PROMO_DEALS: readonly PromoDeal[] = [
  { id: 'hut100', kind: 'dip', price: 0.99, days: EVERY_DAY },
  { id: 'hut125', kind: 'deal', price: 9.99, days: EVERY_DAY },
];

export const COLLECTION_PROMO = { saving: 5, dealPrice: 22.99 } as const;

export const PROMO_MARKETS: readonly Market[] = ['UK'];

/** The promo deals running on a weekday. */
export function promoDealsOn(weekday: number): PromoDeal[] {
  return PROMO_DEALS.filter((deal) => deal.days.includes(weekday));
}
