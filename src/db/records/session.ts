// The ordering session's persisted records (spec 1 §3, §4): disposition and huts, the hut the
// customer is localised to, and what lasts one browser session.
import { z } from 'zod';
import { hutSchema } from '../../api/contract/hut';

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
export type DispositionType = z.infer<typeof dispositionTypeSchema>;
export type DispositionWhen = z.infer<typeof dispositionWhenSchema>;
export type HutRef = z.infer<typeof hutRefSchema>;
export type DeliveryAddress = z.infer<typeof deliveryAddressSchema>;
export type Session = z.infer<typeof sessionSchema>;

// ── Huts (spec 1 §4 localisation) ───────────────────────────────────────────────────────────────

/** The hut the customer is localised to, kept whole so the menu can open without the network. */
export const hutsSliceSchema = z.object({
  current: hutSchema.nullable().default(null),
  /** Set once localisation succeeded for `current`. */
  localised: z.boolean().default(false),
});
export type HutsSlice = z.infer<typeof hutsSliceSchema>;

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
