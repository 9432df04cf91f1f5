import { z } from 'zod';
import { idSchema, moneySchema, sectorSchema } from './common';
import { safeTrimmedText } from './text';

/** The voucher call (spec 2 §3): GET /v1/vouchers/validate?sector&code, its answer and its errors. */

export const VOUCHER_CODE_MAX = 15;

export const voucherErrorTypeSchema = z.enum(['CONFLICT', 'PRODUCTS_UNAVAILABLE', 'COLLECTION_ONLY', 'NOT_FOUND', 'APP_ONLY']);
export type VoucherErrorType = z.infer<typeof voucherErrorTypeSchema>;

export const voucherQuerySchema = z.object({
  sector: sectorSchema,
  code: safeTrimmedText(VOUCHER_CODE_MAX).min(1),
  /** The disposition of the basket: COLLECTION_ONLY vouchers are refused for delivery. */
  disposition: z.enum(['delivery', 'collection']).optional(),
  /** Deal ids in the basket, as 'a,b' or the name repeated: a voucher that conflicts with one is CONFLICT. */
  dealIds: z.preprocess((value) => {
    const items = (Array.isArray(value) ? value : [value])
      .flatMap((item) => (typeof item === 'string' ? item.split(',') : [item]))
      .map((item) => (typeof item === 'string' ? item.trim() : item))
      .filter((item) => item !== '' && item !== undefined);
    return items.length === 0 ? undefined : items;
  }, z.array(idSchema).max(50).optional()),
});

export const voucherSchema = z.object({
  /** The code as entered (upper-cased). */
  id: z.string(),
  /** discount: sets the basket discount `discountId`; deal: adds the catalogue deal `dealId`. */
  type: z.enum(['discount', 'deal']),
  appExclusive: z.boolean(),
  discountId: z.string().optional(),
  dealId: z.string().optional(),
  amount: moneySchema.optional(),
  rule: z.string().optional(),
  product: z.object({ id: z.string(), threshold: moneySchema }).optional(),
  title: z.string(),
  collectionOnly: z.boolean(),
  /** Deal ids the voucher cannot be used with: the page answers CONFLICT when the basket has one. */
  conflicts: z.array(idSchema).optional(),
});
export type Voucher = z.infer<typeof voucherSchema>;

export const voucherErrorBodySchema = z.object({
  error: z.object({
    type: voucherErrorTypeSchema,
    message: z.string(),
    invalidVoucherId: z.string(),
    /** CONFLICT: the basket deal it conflicts with, so the page names it in its own language (10-G30). */
    conflictId: idSchema.optional(),
  }),
});
export type VoucherErrorBody = z.infer<typeof voucherErrorBodySchema>;
