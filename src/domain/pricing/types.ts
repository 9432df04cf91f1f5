// The shapes the pricing engine and the dealbot share (spec 1 §3 Basket, Deal, Discount, Surcharge).
// Structural "facts" interfaces: the catalogue contract's records (src/api/contract/catalogue.ts) and
// the Dexie basket record (src/db/records.ts) satisfy them, so the page, the worker and the server
// pass their own objects without a copy. Pure: no React, DOM, zod or fetch.
import type { DealFacts, DealOptionFacts, ProductFacts } from '../deals/types';
import type { PizzaRecord } from './pizza';
import type { TaxCode, TaxJurisdiction, TaxOutcome } from './taxes';

export type Disposition = 'delivery' | 'collection' | 'dinein';

// ── Catalogue ─────────────────────────────────────────────────────────────────────────────────────

export interface PricedOptionFacts {
  id: string;
  price: number;
}

/** A pizza product as pricing reads it (the contract's PizzaProduct). */
export interface PizzaProductFacts extends ProductFacts, PizzaRecord {
  type: 'pizza';
  title: string;
  /** Cheapest listed price. */
  price: number;
  dispositions?: readonly Disposition[];
  /** Spec 1 §3; absent: 'standard' (taxes.ts). */
  taxCode?: TaxCode;
}

/** Sides, wings, pastas, melts, others, dips, desserts, drinks (the contract's SimpleProduct). */
export interface SimpleProductFacts extends ProductFacts {
  type: 'side' | 'drink' | 'dessert' | 'dip';
  title: string;
  price: number;
  options: readonly PricedOptionFacts[];
  modifiers?: readonly PricedOptionFacts[];
  dispositions?: readonly Disposition[];
  /** Spec 1 §3; absent: 'standard' (taxes.ts). */
  taxCode?: TaxCode;
}

export type ProductRecordFacts = PizzaProductFacts | SimpleProductFacts;

/** A deal as pricing and the dealbot read it (the contract's Deal). */
export interface PricingDeal extends DealFacts {
  title: string;
  options: readonly DealOptionFacts[];
  loyalty: boolean;
  /** A free-reward deal's threshold in points (S1 §3 `loyaltyPoints`; issue 15 recounts redemptions with it). */
  loyaltyPoints?: number;
  hidden: boolean;
  locked?: boolean;
  conflicts: readonly string[];
  dispositions: readonly Disposition[];
}

/** A discount (GET /v2/products/discounts; the contract's Discount). */
export interface PricingDiscount {
  id: string;
  title: string;
  /** The eligible basket total must reach this ('discount not yet applicable: spend more to qualify'). */
  threshold: number;
  rule: 'percentage' | 'amount' | 'free-item';
  /** Percentage (0–100) or amount off. */
  value: number;
  /** Product types or kinds the discount applies to (empty: the whole basket). */
  discountable: readonly string[];
  options?: readonly DealOptionFacts[];
}

/** Everything priced is looked up here: built once per menu change (buildPricingCatalogue). */
export interface PricingCatalogue {
  products: ReadonlyMap<string, ProductRecordFacts>;
  deals: ReadonlyMap<string, PricingDeal>;
  discounts: ReadonlyMap<string, PricingDiscount>;
}

// ── Basket (the Dexie record's shape, spec 1 §3) ──────────────────────────────────────────────────

export interface BasketDealFacts {
  /** The basket id of this deal (a uuid; the key in `deals`). */
  id: string;
  deal: { id: string; price: number; redeemId?: string; type: string };
}

export interface BasketItemFacts {
  id: string;
  /** The basket deal id it belongs to; NO_DEAL_ID (ND) or null: outside every deal. */
  dealId: string | null;
  originalDealId?: string;
  item: {
    /** pizza, side, drink, dessert, dip. */
    type: string;
    /**
     * id (product id), kind, subtype; pizzas: size, crust, sauce, cheese, toppings, firstHalf and
     * secondHalf ({productId, size, crust, sauce, cheese, toppings}); simple products: option,
     * modifiers, dips; in a deal also choiceId, optionIndex, basketDealID, extras, originalPrice;
     * always basketItemID and price (the unit price the page last showed).
     */
    properties: Readonly<Record<string, unknown>>;
  };
  upsellParentId?: string;
}

export interface PricingBasket {
  expires?: number | null;
  deals: Readonly<Record<string, BasketDealFacts>>;
  items: Readonly<Record<string, BasketItemFacts>>;
  discount: { id: string; value: number } | null;
}

// ── Surcharges (spec 1 §3, spec 2 §3/§4) ─────────────────────────────────────────────────────────

export type SurchargeType =
  | 'deliverySupplement'
  | 'DELIVERY'
  | 'priorityDelivery'
  | 'smallOrderSupplement'
  | 'driverTip'
  | 'paymentSurcharge';

export interface Surcharge {
  type: SurchargeType;
  amount: number;
  /** Driver tips: the option the customer picked ('10%', 'custom' …). */
  tippingOption?: string;
}

/** The hut's money rules (the contract's Hut satisfies it). */
export interface HutPricingFacts {
  minDeliveryOrder: number;
  minCollectionOrder: number;
  /** C27: the spec's "3.99 in special cases" as an explicit override, null by default. */
  minDeliveryOrderOverride: number | null;
  /** Flat delivery charge (type DELIVERY) when no order-value band matches. */
  deliverySurcharge: number;
  /** smallOrderSupplement carries `threshold`: charged while the basket value is below it. */
  surcharges: readonly { type: SurchargeType; amount: number; threshold?: number }[];
  /** Order-value bands: minOrderValue ≤ value < maxOrderValue (0 = no upper bound). */
  variableDeliverySurcharges: readonly { minOrderValue: number; maxOrderValue: number; deliverySurcharge: number }[];
  /** Delivery supplement bands: lowerThreshold ≤ value < upperThreshold. */
  supplements: readonly { lowerThreshold: number; upperThreshold: number; price: number; priceForAccountHolder: number }[];
}

export interface PricingContext {
  hut: HutPricingFacts;
  disposition: Disposition;
  /** Market decimals: products (India 0) and basket (India 2). */
  decimals: { product: number; basket: number };
  /** Signed in: supplements use priceForAccountHolder (spec 1 §6). */
  accountHolder: boolean;
  /** The market's loyalty minimum (delivery, when the basket holds a loyalty deal); null: none. */
  loyaltyMinimum: number | null;
  /** Chosen at checkout: driver tip, payment surcharge, priority delivery (applySurcharge keeps the rules). */
  chosenSurcharges: readonly Surcharge[];
  /** Valid gift-card credit to take off the amount due (0: none). */
  giftCardCredit: number;
  /** Where the order is taxed (10-G12): the hut's market and province (taxes.ts). */
  tax: TaxJurisdiction;
}

// ── The answer ────────────────────────────────────────────────────────────────────────────────────

export type PricingErrorCode =
  | 'unknown-product'
  | 'unknown-deal'
  | 'unknown-option'
  | 'invalid-configuration'
  | 'half-and-half-without-definition'
  | 'deal-incomplete';

export interface PricingError {
  code: PricingErrorCode;
  /** The basket item or basket deal id. */
  lineId: string;
  message: string;
}

/** One line of the basket as shown: a deal with its items, or one item outside any deal. */
export interface PricedLine {
  kind: 'deal' | 'item';
  /** Basket deal id or basket item id. */
  id: string;
  /** Deal id or product id. */
  refId: string;
  title: string;
  /** What the line costs, rounded to the basket decimals. */
  amount: number;
  /** The same things at their menu prices (a deal's "was"); equals amount for items. */
  menuAmount: number;
  /** Basket item ids on this line (one for an item). */
  itemIds: readonly string[];
}

export type MinimumOrderKind = 'delivery' | 'collection' | 'loyalty';

export interface MinimumOrderGap {
  kind: MinimumOrderKind;
  minimum: number;
  /** minimum − basket value excluding delivery surcharges (> 0 while unmet). */
  gap: number;
  /** The delivery surcharge the message may mention (spec 1 §5 "optional surcharge"). */
  surcharge: number;
}

export interface DiscountOutcome {
  id: string;
  title: string;
  /** Taken off the subtotal (0 while not applicable). */
  amount: number;
  applicable: boolean;
  /** Spend this much more to qualify ('discount not yet applicable: spend more to qualify'); 0 when met. */
  gap: number;
  /**
   * Spec 2 §4 "Qualification states: no eligible total, not met, met, not applicable" (13-G23). Set by
   * discountOutcome; absent on outcomes built elsewhere, where src/domain/vouchers derives it.
   */
  qualification?: DiscountQualification;
}

/**
 * 13-G23: noEligibleTotal — the basket holds nothing the discount counts; notMet — below its
 * threshold (the gap says how much more); met — it takes something off; notApplicable — it cannot
 * apply to this basket (over its upper limit, or its rule takes nothing off what is there).
 */
export type DiscountQualification = 'noEligibleTotal' | 'notMet' | 'met' | 'notApplicable';

export interface BasketPrice {
  lines: PricedLine[];
  /** Lines counted the header's way: each deal once, each item outside a deal once. */
  lineCount: number;
  /** Σ line amounts. */
  subtotal: number;
  /** Σ (menuAmount − amount) over deal lines, never below 0: "deals saved you X". */
  dealSavings: number;
  discount: DiscountOutcome | null;
  /** Every surcharge that applies, in display order (supplements, delivery, small order, chosen ones). */
  surcharges: Surcharge[];
  /** The tax in the price (included) or on top of it (added, Canada): 10-G12, taxes.ts. */
  tax: TaxOutcome;
  /** subtotal − discount + surcharges + added tax, never below 0. */
  total: number;
  giftCardCredit: number;
  /** total − gift card credit, never below 0. */
  amountDue: number;
  /** The unmet minimum with the largest gap, or null. */
  minimumOrder: MinimumOrderGap | null;
  /** A deal whose threshold the eligible total does not reach: the gap to spend. */
  dealThresholdGaps: readonly { basketDealId: string; dealId: string; gap: number }[];
  /**
   * The free-delivery banner's promise (C11, C43; surcharges.ts freeDeliveryOffer): spend `gap` more
   * (on the supplement base) for free delivery or a smaller supplement; null when spending more
   * changes no delivery charge.
   */
  freeDelivery: FreeDeliveryOffer | null;
  errors: PricingError[];
}

/**
 * What spending more changes in the delivery charges (C43): 'free' — every delivery charge is zero
 * from `gap` more; 'supplement' — no value makes delivery free, but `gap` more takes the delivery
 * supplement from `from` down to `to` (0: gone).
 */
export type FreeDeliveryOffer = { kind: 'free'; gap: number } | { kind: 'supplement'; gap: number; from: number; to: number };
