import { z } from 'zod';
import { NO_DEAL_ID } from '../../domain/basket/ids';
import { dispositionTypeSchema, epochMsSchema, idSchema, MAX_AMOUNT, moneySchema, sectorSchema } from './common';
import { paymentTypeSchema, surchargeTypeSchema } from './hut';
import { safeText } from './text';

/**
 * The basket's two server calls (spec 1 §7, spec 2 §7): POST /v1/deals/optimise re-arranges a basket
 * into the cheapest deals, POST /v1/basket-validator/ re-prices it and says whether the amount the
 * page shows is the one the server would charge. Both carry the basket as the optimiser payload
 * (per deal its lists of items; items outside deals in the no-deal group, NO_DEAL_ID).
 */

/** The most items one basket may send: well above any real order. */
export const MAX_BASKET_ITEMS = 100;

/**
 * The most items the server optimises. The search is exact, so its time grows steeply with the
 * basket (mixed pizzas, sides, drinks and dips on the seeded UK menu: 32 items 0.07 s, 36 items
 * 0.25 s, 40 items 0.5 s): a bigger basket is refused rather than let one request hold the server.
 */
export const MAX_OPTIMISE_ITEMS = 40;

/**
 * A basket id (a basket deal's or item's, uuids in the app). Baskets key records by it, so the one
 * name an assignment would read as the prototype is refused here, before any object is built.
 */
export const basketIdSchema = idSchema.refine((id) => id !== '__proto__', 'Not a basket id');

/** The most toppings, modifiers or dips one item lists: far above any pizza the editor builds. */
export const MAX_ITEM_CHOICES = 40;

/** A choice's id (size, crust, sauce, cheese, option, topping): absent, or null as the deal page may store it. */
const choiceIdSchema = safeText(120).nullable().optional();
const choiceListSchema = z.array(safeText(120)).max(MAX_ITEM_CHOICES).nullable().optional();
/** A number the page stores on an item (prices, extras, indexes): finite and of a sane size. */
const itemNumberSchema = z.number().min(-MAX_AMOUNT).max(MAX_AMOUNT).nullable().optional();

/** One half of a half-and-half pizza (src/domain/basket/item.ts PizzaHalf): nothing else is kept. */
export const pizzaHalfSchema = z.strictObject({
  productId: choiceIdSchema,
  /** Old records name the half's product `id`. */
  id: choiceIdSchema,
  size: choiceIdSchema,
  crust: choiceIdSchema,
  sauce: choiceIdSchema,
  cheese: choiceIdSchema,
  toppings: choiceListSchema,
});

/**
 * An item as the payload carries it: its basket properties (spec 1 §3, read by
 * src/domain/basket/item.ts) without price, total, originalPrice and max (spec 1 §7; accepted when
 * sent, as older pages did). Only the product id is required; the pricing engine judges the values
 * (an unknown size or crust is a pricing error, not a malformed request). Strict (issue 12): a
 * property the page never writes is a 400 naming it, so nothing arbitrary is priced or stored, and
 * every value is bounded.
 */
export const optimiseItemSchema = z.strictObject({
  id: idSchema,
  basketItemID: basketIdSchema.optional(),
  basketDealID: basketIdSchema.nullable().optional(),
  kind: safeText(60).nullable().optional(),
  subtype: safeText(60).nullable().optional(),
  title: safeText(200).nullable().optional(),
  size: choiceIdSchema,
  crust: choiceIdSchema,
  sauce: choiceIdSchema,
  cheese: choiceIdSchema,
  toppings: choiceListSchema,
  firstHalf: pizzaHalfSchema.nullable().optional(),
  /** The second half's name in the payload (spec 1 §7); `secondHalf` as the basket stores it is read too. */
  otherHalf: pizzaHalfSchema.nullable().optional(),
  secondHalf: pizzaHalfSchema.nullable().optional(),
  option: choiceIdSchema,
  modifiers: choiceListSchema,
  dips: choiceListSchema,
  choiceId: itemNumberSchema,
  optionIndex: itemNumberSchema,
  extras: itemNumberSchema,
  /** A bogof's emptied place (src/atoms/basket-edits.ts). */
  placeholder: z.boolean().optional(),
  price: itemNumberSchema,
  total: itemNumberSchema,
  originalPrice: itemNumberSchema,
  max: itemNumberSchema,
});
export type OptimiseItemBody = z.infer<typeof optimiseItemSchema>;

const itemListSchema = z.array(optimiseItemSchema).max(MAX_BASKET_ITEMS).default([]);

/** One basket deal (or the no-deal group): a missing list is read as empty. */
export const optimiseDealGroupSchema = z.object({
  /** Deal id, or NO_DEAL_ID. */
  id: idSchema,
  basketDealID: basketIdSchema,
  /** A free-reward deal's reward (S2 §3 deal entries carry "redeemable_id", 12-G12). */
  redeemable_id: idSchema.optional(),
  pizzas: itemListSchema,
  sides: itemListSchema,
  drinks: itemListSchema,
  desserts: itemListSchema,
  dips: itemListSchema,
});
export type OptimiseDealGroupBody = z.infer<typeof optimiseDealGroupSchema>;

const ITEM_LISTS = ['pizzas', 'sides', 'drinks', 'desserts', 'dips'] as const;

/** Items over every group and list. */
export function payloadItemCount(groups: readonly Pick<OptimiseDealGroupBody, (typeof ITEM_LISTS)[number]>[]): number {
  return groups.reduce((count, group) => count + ITEM_LISTS.reduce((sum, list) => sum + group[list].length, 0), 0);
}

/** Each basket deal once: two groups under one basket id would merge into one deal. */
function hasUniqueBasketDeals(groups: readonly Pick<OptimiseDealGroupBody, 'id' | 'basketDealID'>[]): boolean {
  const ids = groups.filter((group) => group.id !== NO_DEAL_ID).map((group) => group.basketDealID);
  return new Set(ids).size === ids.length;
}

/** The deals of a basket, with the item cap applied over the whole basket rather than per list. */
export const basketDealsSchema = z
  .array(optimiseDealGroupSchema)
  .max(MAX_BASKET_ITEMS)
  .refine((groups) => payloadItemCount(groups) <= MAX_BASKET_ITEMS, `A basket holds at most ${MAX_BASKET_ITEMS} items`)
  .refine(hasUniqueBasketDeals, 'Each basketDealID may name one deal group only');

export const basketHutSchema = z.object({ id: idSchema, sector: sectorSchema });

// ── POST /v1/deals/optimise ─────────────────────────────────────────────────────────────────────────

export const optimiseRequestSchema = z.object({
  version: z.literal('1.0'),
  hut: basketHutSchema,
  disposition: z.object({ type: dispositionTypeSchema }),
  /** The basket total the page shows, rounded to 2 decimals (spec 1 §7). */
  payment: z.object({ amount: moneySchema }),
  deals: basketDealsSchema.refine(
    (groups) => payloadItemCount(groups) <= MAX_OPTIMISE_ITEMS,
    `The optimiser takes at most ${MAX_OPTIMISE_ITEMS} items`,
  ),
  voucher: z.object({ id: idSchema }).optional(),
  discount: z.object({ id: idSchema }).optional(),
});
export type OptimiseRequestBody = z.infer<typeof optimiseRequestSchema>;

export const optimisedOrderSchema = z.object({
  deals: z.array(optimiseDealGroupSchema),
  /** What the re-arranged basket's lines cost (basket decimals). */
  total: moneySchema,
  /** Taken off by the re-arrangement (0 when the basket was already the cheapest). */
  savings: moneySchema,
});

/** The answer: one optimised order (the spec reads `optimisedOrders` with its deals). */
export const optimiseResponseSchema = z.object({ optimisedOrders: z.array(optimisedOrderSchema).min(1) });
export type OptimiseResponseBody = z.infer<typeof optimiseResponseSchema>;

// ── POST /v1/basket-validator/ ──────────────────────────────────────────────────────────────────────

/** The money of a priced basket: sent by the page (not compared) and answered by the server. */
export const priceBreakdownSchema = z.object({
  /** Σ of the lines (a gift-card deal line counts negative). */
  subtotal: z.number().finite(),
  /** Deal savings against menu prices (shown as 'deals saved you X'). */
  dealSavings: moneySchema,
  /** Taken off by the basket discount (0 when none applies). */
  discount: moneySchema,
  /** Σ of the surcharges. */
  surcharges: moneySchema,
  /**
   * 10-G12: Σ of the taxes, inside the prices (UK, FR, IN) or added on top (Canada), and one line
   * per tax. Defaults keep orders stored before taxes readable.
   */
  tax: moneySchema.default(0),
  taxIncluded: z.boolean().default(true),
  taxes: z
    .array(z.object({ id: z.enum(['VAT', 'GST', 'HST', 'PST', 'QST', 'RST']), rate: z.number().min(0).max(1), amount: moneySchema }))
    .max(4)
    .default([]),
  /** subtotal − discount + surcharges + added tax: what is paid. */
  grossTotal: moneySchema,
  /** 13-G5: the pay-later payment surcharge inside `surcharges` (S2 §3 `payLaterSurcharge`); absent on older orders. */
  payLaterSurcharge: moneySchema.optional(),
});
export type PriceBreakdown = z.infer<typeof priceBreakdownSchema>;

export const basketSurchargeSchema = z.object({
  type: surchargeTypeSchema,
  amount: moneySchema,
  tippingOption: safeText(40).optional(),
});

export const basketValidatorRequestSchema = z.object({
  hut: basketHutSchema,
  payment: z.object({
    /** Absent until the customer picks one at checkout. */
    type: paymentTypeSchema.optional(),
    /** The total the page shows; must match the server's to the penny. */
    amount: moneySchema,
    /** ISO 4217, the market's currency. */
    currency: z.string().regex(/^[A-Z]{3}$/),
    breakdown: priceBreakdownSchema.partial().optional(),
  }),
  disposition: z.object({
    type: dispositionTypeSchema,
    when: z.enum(['asap', 'scheduled']),
    /** Scheduled orders: the chosen time (epoch ms). */
    time: epochMsSchema.optional(),
  }),
  deals: basketDealsSchema,
  /** The basket discount; `value` is what the page took off (the server computes its own). */
  discount: z.object({ id: idSchema, value: moneySchema.optional() }).nullable().optional(),
  /**
   * The surcharges the page shows. Only the customer's own choices (driver tip, payment surcharge,
   * priority delivery) are taken from here; the hut's delivery charges are worked out again.
   */
  surcharges: z.array(basketSurchargeSchema).max(20).optional(),
  /**
   * Kept for compatibility and never trusted (issue 12): account-holder prices and rewards need a
   * verified identity, which the server reads from the id token once sign-in exists (issue 14).
   */
  accountHolder: z.boolean().optional(),
  /** The basket's voucher: the server validates it in the same request (a voucher-only deal needs it). */
  voucher: z.object({ id: z.string().min(1).max(15) }).optional(),
  /** The held priority delivery reservation its priorityDelivery surcharge is priced by. */
  priorityDeliveryReservation: z.object({ id: idSchema, hutId: idSchema }).optional(),
});
export type BasketValidatorRequest = z.infer<typeof basketValidatorRequestSchema>;
/** What the page builds (lists and flags it leaves out take their defaults). */
export type BasketValidatorRequestInput = z.input<typeof basketValidatorRequestSchema>;

export const basketFailureCodeSchema = z.enum([
  'PRICE_MISMATCH',
  'PRICING_ERROR',
  'MINIMUM_ORDER_NOT_MET',
  'DEAL_NOT_AVAILABLE',
  'EMPTY_BASKET',
]);
export type BasketFailureCode = z.infer<typeof basketFailureCodeSchema>;

export const basketFailureReasonSchema = z.object({ code: basketFailureCodeSchema, message: z.string() });
export type BasketFailureReason = z.infer<typeof basketFailureReasonSchema>;

export const basketValidationSuccessSchema = z.object({
  status: z.literal('SUCCESS'),
  total: moneySchema,
  breakdown: priceBreakdownSchema,
});

/**
 * A refusal. The spec shows no message for it, so `reasons` is an extension the page may ignore and
 * must not rely on (CHECKLIST "05 validator reasons"); `total` is the server's own price when it
 * could work one out.
 */
export const basketValidationFailureSchema = z.object({
  status: z.literal('FAILURE'),
  reasons: z.array(basketFailureReasonSchema).optional(),
  total: moneySchema.optional(),
});

export const basketValidationResponseSchema = z.discriminatedUnion('status', [
  basketValidationSuccessSchema,
  basketValidationFailureSchema,
]);
export type BasketValidationResponse = z.infer<typeof basketValidationResponseSchema>;
