// The shape of every persisted slice record (zod) and its inferred type. Read with loadSlice, which
// validates: a record that no longer parses is dropped with a logged warning and the default used.
import { z } from 'zod';
import { hutSchema } from '../api/contract/hut';
import { NO_DEAL_ID } from '../domain/basket/ids';

// ── Basket (spec 1 §3) ──────────────────────────────────────────────────────────────────────────

export const basketDealSchema = z.object({
  id: z.string(),
  deal: z.object({
    id: z.string(),
    price: z.number(),
    redeemId: z.string().optional(),
    type: z.string(),
  }),
});

export const basketItemSchema = z.object({
  id: z.string(),
  dealId: z.string().nullable().default(NO_DEAL_ID),
  originalDealId: z.string().optional(),
  item: z.object({
    type: z.string(),
    // Defined in full by the basket issue; kept whole (loose) so nothing stored is lost meanwhile.
    properties: z.looseObject({}).default({}),
  }),
  upsellParentId: z.string().optional(),
});

export const basketSchema = z.object({
  /** Epoch ms after which the basket is discarded; null while nothing set it. */
  expires: z.number().nullable().default(null),
  deals: z.record(z.string(), basketDealSchema).default({}),
  items: z.record(z.string(), basketItemSchema).default({}),
  discount: z.object({ id: z.string(), value: z.number() }).nullable().default(null),
  /** Upsells the customer added or said 'No thanks' to: "shown once" (S1 §4), kept with the basket and reset with it (C34, 10-G13). */
  upsellSeen: z.array(z.string()).optional(),
});

// ── Session: the customer's ordering part and disposition (spec 1 §3) ─────────────────────────

/** 'eat-in' is accepted on read and stored as 'dinein' (checklist C5). */
export const dispositionTypeSchema = z.preprocess(
  (value) => (value === 'eat-in' ? 'dinein' : value),
  z.enum(['delivery', 'collection', 'dinein']),
);

/** Legacy 'now'/'later' read as asap/scheduled, "on reload and on update" (spec 1 §3). */
export const dispositionWhenSchema = z.preprocess(
  (value) => (value === 'now' ? 'asap' : value === 'later' ? 'scheduled' : value),
  z.enum(['asap', 'scheduled']),
);

export const hutRefSchema = z.object({ hutId: z.string(), sector: z.string() });

export const deliveryAddressSchema = z.looseObject({
  postcode: z.string().optional(),
  address: z.string().optional(),
  city: z.string().optional(),
  street: z.string().optional(),
  streetNumber: z.string().optional(),
  lat: z.number().optional(),
  lng: z.number().optional(),
});

export const sessionSchema = z
  .object({
    dispositionType: dispositionTypeSchema.default('delivery'),
    pendingDisposition: dispositionTypeSchema.nullable().default(null),
    dispositionWhen: dispositionWhenSchema.default('asap'),
    /** Epoch ms of a scheduled order; cleared for asap. */
    dispositionTime: z.number().nullable().default(null),
    deliveryHut: hutRefSchema.nullable().default(null),
    collectionHut: hutRefSchema.nullable().default(null),
    deliveryAddress: deliveryAddressSchema.optional(),
    deliveryLocation: z.object({ placeId: z.string(), address: z.string() }).optional(),
    driverInstructions: z.string().optional(),
    contactFree: z.boolean().optional(),
    selectedLanguage: z.string().nullable().default(null),
    languageChangedManually: z.boolean().default(false),
  })
  .transform((session) =>
    session.dispositionWhen === 'asap' && session.dispositionTime !== null
      ? { ...session, dispositionTime: null }
      : session,
  );

// ── Settings (spec 1 §3) ────────────────────────────────────────────────────────────────────────

export const flagLevelSchema = z.enum(['production', 'synthetic', 'canary', 'development']);

export const settingsSchema = z.object({
  flagLevel: flagLevelSchema.default('production'),
  showHiddenFlags: z.boolean().default(false),
  vegetarianOnly: z.boolean().default(false),
  covidNotice: z.boolean().default(false),
  /**
   * 14-G18 (/debug): flags switched by hand on top of the level's defaults (isFeatureOn's overrides), and
   * experiment variants forced by hand (pick), both by name. Optional: older saved settings have neither.
   */
  flagOverrides: z.record(z.string().max(60), z.boolean()).optional(),
  forcedVariants: z.record(z.string().max(80), z.string().max(80)).optional(),
  /**
   * Kiosk mode (issue 07): the store tablet this device is, set by `?kiosk=SECTOR:HUTID` or the
   * hidden kiosk settings screen; null on a customer's own device.
   */
  kiosk: z
    .object({
      sector: z.string(),
      hutId: z.string(),
      /** Idle seconds before 'Still there?' (default 90). */
      idleSeconds: z.number().int().min(15).max(3600).default(90),
      /** The store's enrolment of this tablet (issue 12): sent as the x-kiosk-device header. */
      deviceId: z.string().optional(),
      credential: z.string().optional(),
    })
    .nullable()
    .default(null),
  /**
   * The cookie-consent choice (issue 17, 14-G8): the groups granted (C0001 always; C0002 governs
   * analytics, 14-G9) and when; null until the customer has chosen, which shows the banner.
   */
  consent: z
    .object({ groups: z.array(z.enum(['C0001', 'C0002', 'C0003', 'C0004'])), at: z.number() })
    .nullable()
    .default(null),
});

// ── Last order and experiments ──────────────────────────────────────────────────────────────────

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

/** Variant per experiment key, picked at random once and kept (spec 1 §9). */
export const experimentsSchema = z.record(z.string(), z.string());

export type BasketDeal = z.infer<typeof basketDealSchema>;
export type BasketItem = z.infer<typeof basketItemSchema>;
export type Basket = z.infer<typeof basketSchema>;
export type DispositionType = z.infer<typeof dispositionTypeSchema>;
export type DispositionWhen = z.infer<typeof dispositionWhenSchema>;
export type HutRef = z.infer<typeof hutRefSchema>;
export type DeliveryAddress = z.infer<typeof deliveryAddressSchema>;
export type Session = z.infer<typeof sessionSchema>;
export type FlagLevel = z.infer<typeof flagLevelSchema>;
export type Settings = z.infer<typeof settingsSchema>;
export type LastOrder = z.infer<typeof lastOrderSchema>;
export type LastOrderRecord = NonNullable<LastOrder>;
export type Experiments = z.infer<typeof experimentsSchema>;


// ── Huts (spec 1 §4 localisation) ───────────────────────────────────────────────────────────────

/** The hut the customer is localised to, kept whole so the menu can open without the network. */
export const hutsSliceSchema = z.object({
  current: hutSchema.nullable().default(null),
  /** Set once localisation succeeded for `current`. */
  localised: z.boolean().default(false),
});
export type HutsSlice = z.infer<typeof hutsSliceSchema>;

// ── Temporary deal choices (spec 1 §3; kept until the basket's expiry, checklist C22) ──────────────

export const dealChoiceItemSchema = z.object({
  type: z.enum(['pizza', 'side', 'drink', 'dessert', 'dip']),
  productId: z.string(),
  title: z.string().optional(),
  price: z.number().default(0),
  originalPrice: z.number().default(0),
  /** The chosen configuration; its shape belongs to the product editors, so it is kept whole. */
  properties: z.looseObject({}).default({}),
});

export const dealChoiceSchema = z.object({
  optionIndex: z.number().int().nonnegative(),
  type: z.string(),
  price: z.number().default(0),
  originalPrice: z.number().default(0),
  items: z.array(dealChoiceItemSchema).default([]),
});

export const dealChoicesEntrySchema = z.object({
  basketId: z.string().default(''),
  price: z.number().default(0),
  /** By choiceId (1, 2, 3 …); IndexedDB keeps the numbers as string keys. */
  choices: z.record(z.string().regex(/^[1-9]\d*$/), dealChoiceSchema).default({}),
});

/** Per dealId, the choices made on its deal page. */
export const dealChoicesSliceSchema = z.record(z.string(), dealChoicesEntrySchema);
export type DealChoicesSlice = z.infer<typeof dealChoicesSliceSchema>;

// ── Dealbot (spec 1 §3; kept with the basket until its expiry, checklist C22) ───────────────────────

export const dealbotStatusSchema = z.enum(['resting', 'added-product-with-new-saving', 'added-product-without-new-saving']);

export const dealbotSliceSchema = z.object({
  on: z.boolean().default(false),
  showEnableModal: z.boolean().default(false),
  showDisableModal: z.boolean().default(false),
  /** What the last optimisation saved (the 'DealBot saved you X' moment); 0 when it found nothing. */
  savings: z.number().nonnegative().default(0),
  welcomeMessageShown: z.boolean().default(false),
  status: dealbotStatusSchema.default('resting'),
  /** Basket deal ids the dealbot made: turning it off ungroups exactly these (ours; the spec keeps no mark). */
  optimisedDealIds: z.array(z.string()).default([]),
});
export type DealbotSlice = z.infer<typeof dealbotSliceSchema>;
export type DealbotStatus = z.infer<typeof dealbotStatusSchema>;

// ── Checkout (spec 2 §3 Checkout form, Order; issue 06) ──────────────────────────────────────────────

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

// ── Visit: what lasts one browser session (C34) ─────────────────────────────────────────────────

/**
 * Who is ordering through which door (10-G28): the web page, a store's kiosk, or a visit that
 * started from a take-away QR code (`?channel=qr-takeaway`). Sent as x-channel with discounts,
 * vouchers and orders. The app channel is issue 17's.
 */
export const visitChannelSchema = z.enum(['ph-website', 'kiosk', 'qr-takeaway']);
export type VisitChannel = z.infer<typeof visitChannelSchema>;

export const visitSliceSchema = z.object({
  /** The channel the visit started by; null until the entry sets it (read as the web's). */
  channel: visitChannelSchema.nullable().default(null),
  /** The automatic localisation already sent the customer to the order page this session (10-G10). */
  autoLocaliseDone: z.boolean().default(false),
  /** 14-G31: the session's one uniform draw in [0, 1) for the RUM sample; absent until drawn. */
  rumDraw: z.number().min(0).max(1).optional(),
});
export type VisitSlice = z.infer<typeof visitSliceSchema>;
