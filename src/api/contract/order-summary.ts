import { z } from 'zod';
import { pointsBreakdownSchema } from './loyalty';
import { basketSurchargeSchema, priceBreakdownSchema } from './basket';
import { idSchema, moneySchema, sectorSchema } from './common';
import { orderDeliveryAddressSchema, orderDispositionSchema } from './order-parts';
import { paymentTypeSchema } from './hut';

/**
 * After the order (spec 2 §3 order summary and tracking): the order's state, its summary and the
 * customer's history. The calls that make the order (preauthorise, place) are in ./orders.ts, which
 * re-exports these for the callers that read both.
 */

// ── Order state and summary (GET /v2/orders/orders/{id}/state, /summary, /history) ─────────────────

/** Tracking statuses (spec 2 §3). The sandbox kitchen moves an order through some of them. */
export const trackingStatusSchema = z.enum([
  'CONFIRMING',
  'CONFIRMED',
  'PREPARING',
  'COOKING',
  'PACKING',
  'ORDER_READY',
  'READY',
  'READY_DELIVERY',
  'DISPATCHED',
  'ALMOST_ARRIVED',
  'DELIVERED',
  'FAILED',
]);
export type TrackingStatus = z.infer<typeof trackingStatusSchema>;

export const orderStateSchema = z.object({
  orderId: idSchema,
  transactionId: idSchema,
  orderStatus: trackingStatusSchema,
  /** 0 receiving, 1 preparing, 2 cooking, 3 delivery/ready, 4 finished or unsuccessful (C14). */
  trackerStep: z.number().int().min(0).max(4),
  eta: z.object({
    /** Epoch ms. */
    exact: z.number().int(),
    /** Epoch ms window. */
    range: z.object({ from: z.number().int(), to: z.number().int() }),
  }),
  /** Epoch ms the order was placed. */
  orderTimeUTC: z.number().int(),
  /** Epoch ms the hut accepted it (CONFIRMED); null before. */
  acceptedTime: z.number().int().nullable(),
  latestTrackingInfo: z.object({ order_status: trackingStatusSchema, updatedAt: z.number().int() }),
});
export type OrderState = z.infer<typeof orderStateSchema>;

/** A catalogue entry as a summary names it: the id, and the name the hut's catalogue gave it when ordered. */
const namedRefSchema = z.object({ id: z.string(), name: z.string() });
const toppingChangesShape = {
  added: z.array(namedRefSchema),
  removed: z.array(namedRefSchema),
  sauce: namedRefSchema.nullable(),
  cheese: namedRefSchema.nullable(),
};
const halfDescriptionSchema = z.object({ product: namedRefSchema, ...toppingChangesShape });

/** One item described (src/domain/basket/describe-line.ts ItemDescription). */
export const itemDescriptionSchema = z.object({
  product: namedRefSchema,
  size: namedRefSchema.nullable(),
  crust: namedRefSchema.nullable(),
  ...toppingChangesShape,
  halves: z.tuple([halfDescriptionSchema, halfDescriptionSchema]).nullable(),
  option: namedRefSchema.nullable(),
  modifiers: z.array(namedRefSchema),
});

export const orderSummaryLineSchema = z.object({
  /** 10-G16: a deal (its items are its choices) or an item (its one item, ×quantity). */
  kind: z.enum(['deal', 'item']).optional(),
  title: z.string(),
  quantity: z.number().int().positive(),
  /** Below zero for a line that takes money off: a gift voucher or a discount (shown '−£5.00'). */
  price: z.number().finite(),
  /** Item descriptions (size, crust, toppings) or a deal's contents, worded in the hut's own language. */
  details: z.array(z.string()).default([]),
  /**
   * 10-G16: what each item on the line is (a deal: one per choice), structured as
   * src/domain/basket/describe-line.ts gives it, so the page words it in the customer's language.
   */
  items: z.array(itemDescriptionSchema).default([]),
});

export const orderSummarySchema = z.object({
  orderId: idSchema,
  transactionId: idSchema,
  customerOrderReference: z.string(),
  hut: z.object({ id: idSchema, sector: sectorSchema, name: z.string(), phone: z.string(), address: z.string() }),
  disposition: orderDispositionSchema,
  customer: z.object({ name: z.string(), deliveryAddress: orderDeliveryAddressSchema.optional() }),
  lines: z.array(orderSummaryLineSchema),
  breakdown: priceBreakdownSchema,
  surcharges: z.array(basketSurchargeSchema),
  /**
   * C47: an order with nothing left to pay is sent as cash, but the summary says what covered it:
   * type 'giftcard' when a gift card did, and `nothingToPay` for any zero amount (the page then
   * says 'Nothing to pay', never 'Cash').
   */
  payment: z.object({ type: z.union([paymentTypeSchema, z.literal('giftcard')]), amount: moneySchema, currency: z.string(), credits: moneySchema, nothingToPay: z.boolean().default(false) }),
  /** Epoch ms. */
  placedAt: z.number().int(),
  promisedTime: z.number().int(),
  state: orderStateSchema,
  /**
   * Issue 15 (12-G14 "Show the points earned and used on the order summary"): a Hut Rewards member's
   * points for this order as the ledger holds them; absent for a non-member or a failed (reversed) order.
   */
  loyalty: pointsBreakdownSchema.optional(),
});
export type OrderSummary = z.infer<typeof orderSummarySchema>;

export const orderHistorySchema = z.object({ orders: z.array(orderSummarySchema) });

/** GET /v2/orders/orders/{id}/state and /summary path parameters. */
export const orderIdParamSchema = z.object({ id: idSchema });
