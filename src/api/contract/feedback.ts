import { z } from 'zod';
import { localeSchema, sectorSchema } from './common';
import { safeTrimmedText } from './text';

/**
 * The feedback form (checklist 10-G2, spec 3 §2.5 "A feedback link goes to /landing/?id=feedback-form").
 * The spec names no fields; the pick (written in the closing note): name (optional), email, order
 * number (optional), a rating of 1 to 5 and a message of at most 2000 characters. Answers go to
 * POST /v1/feedback on the product's own server and are stored in the `feedback` table (migration 0010).
 */

export const FEEDBACK_MESSAGE_MAX = 2000;
export const FEEDBACK_NAME_MAX = 80;
export const FEEDBACK_EMAIL_MAX = 200;
export const FEEDBACK_ORDER_MAX = 40;

/** An optional text field: an empty string after trimming is the same as leaving it out. */
const optionalText = (max: number) =>
  safeTrimmedText(max)
    .optional()
    .transform((value) => (value === undefined || value === '' ? undefined : value));

export const feedbackBodySchema = z.strictObject({
  /** The localised hut's sector, or the default sector of the market whose language is selected. */
  sector: sectorSchema,
  locale: localeSchema,
  name: optionalText(FEEDBACK_NAME_MAX),
  email: safeTrimmedText(FEEDBACK_EMAIL_MAX).pipe(z.email()),
  orderNumber: optionalText(FEEDBACK_ORDER_MAX),
  rating: z.number().int().min(1).max(5),
  message: safeTrimmedText(FEEDBACK_MESSAGE_MAX).min(1),
});
export type FeedbackBody = z.input<typeof feedbackBodySchema>;

export const feedbackReceiptSchema = z.object({ id: z.string().min(1), receivedAt: z.string().min(1) });
export type FeedbackReceipt = z.infer<typeof feedbackReceiptSchema>;
