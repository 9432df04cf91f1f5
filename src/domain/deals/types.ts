/**
 * The facts of a deal the deal rules read (spec 1 §3 Deal, §5 "Deal rules"): its options, price
 * rules and limits, and a product as the rules see it. The contract's deal and product schemas
 * satisfy these shapes, so the page, the worker and the server ask the same questions of them.
 */

export type DealOptionType = 'pizza' | 'side' | 'drink' | 'dessert' | 'wings' | 'pasta' | 'dip' | 'mixed';

/** The fields of a deal option these rules read (the contract's dealOptionSchema satisfies it). */
export interface DealOptionFacts {
  type: DealOptionType;
  subtype?: string;
  /** Product ids, `id:variant` (a pizza size, a drink option) or '*' for any product of the type. */
  entities: readonly string[];
  defaults: readonly string[];
  min: number;
  max: number;
  count: number;
  free: { swaps: number; additions: number };
  fixed: boolean;
  size?: string;
}

export interface DealFacts {
  id: string;
  /** bogof, bogoh, bogtf, buyx-gety, bundle-discount, std-drink-price, std-pizza-price, flat, giftcard, category. */
  kind: string;
  type: 'deal' | 'discount';
  /** Fixed price; for kinds priced by a rule (cheapest, category) the "from" price shown before choosing. */
  price: number;
  /** Category deals: the percentage taken off each item. */
  value?: number;
  options: readonly DealOptionFacts[];
  /** How many times one customer may have it in a basket. */
  max: number;
  threshold?: number;
  rules: {
    cheapest?: { count: number; parts: number; surcharge: boolean };
    /** Extra charged inside the deal per price tier (a pizza's subtype, 'premium'), crust id, product id or `id:variant`. */
    surcharges?: Readonly<Record<string, number>>;
    above?: number;
    below?: number;
  };
}

/** A product as the rules see it: its type and its kind ('wings', 'pasta' … for sides). */
export interface ProductFacts {
  id: string;
  type: 'pizza' | 'side' | 'drink' | 'dessert' | 'dip' | 'deal';
  kind: string;
  subtype?: string;
  veg?: boolean;
}
