import { z } from 'zod';
import { idSchema, moneySchema, sectorSchema } from './common';
import { safeTrimmedText } from './text';

/**
 * Priority delivery (spec 2 §3): POST /v1/priority-orders/reservation reserves a faster slot,
 * DELETE /v1/priority-orders/reservation/{id}/{hutId} releases it.
 */

export const priorityReservationBodySchema = z.object({
  numCookedItems: z.number().int().min(1).max(100),
  /** C15: `postcode`; `customerPostcode` accepted too. */
  postcode: safeTrimmedText(12).min(2).optional(),
  customerPostcode: safeTrimmedText(12).min(2).optional(),
  hut: z.object({ sector: sectorSchema, id: idSchema }),
});
export const priorityReservationSchema = z.object({
  id: idSchema,
  hutId: idSchema,
  /** The priority delivery surcharge. */
  amount: moneySchema,
  /** Minutes saved against the normal ETA. */
  minutesSaved: z.number().int().nonnegative(),
});
export type PriorityReservation = z.infer<typeof priorityReservationSchema>;
