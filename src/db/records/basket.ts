// The basket's persisted records (spec 1 §3): the basket, the deal pages' temporary choices and the
// dealbot's state, both kept with the basket until its expiry (checklist C22).
import { z } from 'zod';
import { NO_DEAL_ID } from '../../domain/basket/ids';

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
export type BasketDeal = z.infer<typeof basketDealSchema>;
export type BasketItem = z.infer<typeof basketItemSchema>;
export type Basket = z.infer<typeof basketSchema>;

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
