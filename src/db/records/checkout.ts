// Checkout's persisted records (spec 2 §3): the form as typed, the order in flight, the voucher and
// gift card applied, the utm values, and the last placed order.
import { z } from 'zod';
import { basketSchema } from './basket';
import { hutRefSchema } from './session';

/**
 * The checkout form as typed, so a dropped connection or a reload loses nothing. The password is
 * never stored. Cleared after an order is placed and by the idle time-out (C23).
 */
export const checkoutFormSchema = z.object({
  name: z.string().default(''),
  firstName: z.string().default(''),
  lastName: z.string().default(''),
  phone: z.string().default(''),
  email: z.string().default(''),
  /** UK delivery. */
  addressLine1: z.string().default(''),
  addressLine2: z.string().default(''),
  postcode: z.string().default(''),
  /** India delivery: flat, floor, building. */
  interior: z.string().default(''),
  /** Canada delivery (deliveryLocation.address). */
  streetAddress: z.string().default(''),
  postalCode: z.string().default(''),
  instructions: z.string().default(''),
  contactFree: z.boolean().default(false),
  isCurbside: z.boolean().default(false),
  marketing: z.boolean().default(false),
  termsAccepted: z.boolean().default(false),
  paymentType: z.string().nullable().default(null),
  /** Driver tip: the option chosen ('none', '10%', 'custom' …) and its amount. */
  tip: z.object({ option: z.string(), amount: z.number().nonnegative() }).nullable().default(null),
  priorityDelivery: z.boolean().default(false),
});
export type CheckoutForm = z.infer<typeof checkoutFormSchema>;

export const preauthorizeStateSchema = z.enum(['stale', 'success', 'failed']);

/** The order in flight (spec 2 §3 Order, §4 Order flow). */
export const orderSliceSchema = z.object({
  /** One per checkout attempt; preauthorise is idempotent on it. Renewed after a placed or failed order. */
  clientOrderId: z.string().nullable().default(null),
  state: z
    .enum(['idle', 'ORDER_PREAUTHORIZING', 'ORDER_PREAUTHORIZED', 'ORDER_PROCESSING', 'ORDER_PROCESSED', 'failed'])
    .default('idle'),
  preauthorizeState: preauthorizeStateSchema.default('stale'),
  paymentType: z.string().nullable().default(null),
  transactionId: z.string().nullable().default(null),
  orderId: z.string().nullable().default(null),
  customerOrderReference: z.string().nullable().default(null),
  totalPrice: z.number().nullable().default(null),
  /** The preauthorise answer's order token (issue 12): the summary's proof if the place answer is lost. */
  orderToken: z.string().nullable().default(null),
  transactionIdSuccess: z.string().nullable().default(null),
  expiredTransactionIds: z.array(z.string()).default([]),
  /** Per transaction: processing, then processed (spec 2 §4). */
  history: z.record(z.string(), z.enum(['processing', 'processed'])).default({}),
  priorityDeliveryReservation: z
    .object({ id: z.string(), hutId: z.string(), amount: z.number(), minutesSaved: z.number().default(0) })
    .nullable()
    .default(null),
  /** Checkout steps reached (spec 2 §4: 1 at the payment click, 2 after payment details, 3 after processed). */
  checkoutStep: z.number().int().min(0).max(3).default(0),
});
export type OrderSlice = z.infer<typeof orderSliceSchema>;

/** The voucher and the gift card applied to this basket (spec 2 §3 Voucher, Credit; one gift card at a time). */
export const creditsSliceSchema = z.object({
  voucher: z
    .object({
      id: z.string(),
      type: z.enum(['discount', 'deal']),
      title: z.string().default(''),
      discountId: z.string().optional(),
      dealId: z.string().optional(),
      collectionOnly: z.boolean().default(false),
      /** Deal ids it cannot be used with: the basket is checked again when it changes (13-G22). */
      conflicts: z.array(z.string()).optional(),
      /** A delivery voucher, kept by the clears that ask (13-G23, src/domain/vouchers). */
      delivery: z.boolean().optional(),
    })
    .nullable()
    .default(null),
  giftCard: z
    .object({
      number: z.string(),
      pin: z.string(),
      /** The card's balance as checked. */
      balance: z.number().nonnegative(),
      expiryDate: z.string(),
    })
    .nullable()
    .default(null),
});
export type CreditsSlice = z.infer<typeof creditsSliceSchema>;

/** utm values captured on entry (06-G13). */
export const utmSliceSchema = z
  .object({ source: z.string().optional(), medium: z.string().optional(), campaign: z.string().optional() })
  .nullable();
export type UtmSlice = z.infer<typeof utmSliceSchema>;

/**
 * The last placed order (spec 2 §3 "Last order record: transactionId, promisedDeliveryTime"), kept
 * for the track banner, the offline order summary and a guest's reorder (checklist N-3). `summary`
 * and `state` are the last answers seen (the contract's OrderSummary and OrderState, kept whole),
 * `stateUpdatedAt` when the state was fetched: offline the page shows them as 'last updated at'.
 */
export const lastOrderSchema = z
  .object({
    transactionId: z.string(),
    orderId: z.string(),
    customerOrderReference: z.string().default(''),
    /** Epoch ms. */
    promisedDeliveryTime: z.number(),
    placedAt: z.number(),
    hut: hutRefSchema,
    etaType: z.enum(['delivery', 'collection']).default('delivery'),
    summary: z.looseObject({}).nullable().default(null),
    state: z.looseObject({}).nullable().default(null),
    stateUpdatedAt: z.number().nullable().default(null),
    /**
     * The place answer's proof of ownership (issue 12), sent on the summary call (x-order-token).
     * Null for an order seen placed only through a 410, and for records kept before it existed:
     * then the page shows the tracking state alone. Kept only here, with the order it opens.
     */
    orderToken: z.string().nullable().default(null),
    /**
     * The basket as placed (deals and items; its discount is the order's, not kept): what 'Order
     * again' puts back, re-priced against the menu of the day (10-G4). Absent in older records.
     */
    basket: basketSchema.omit({ discount: true, expires: true }).nullish(),
  })
  .nullable()
  .catch(null);

export type LastOrder = z.infer<typeof lastOrderSchema>;
export type LastOrderRecord = NonNullable<LastOrder>;
