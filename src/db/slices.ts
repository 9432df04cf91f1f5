// Which persisted slices exist: each is one record in the Dexie table of the same name, checked by
// its zod schema on read and replaced by its default when missing or no longer valid.
import type { z } from 'zod';
import type { SliceTable } from './database';
import { SLICE_FALLBACKS } from './slice-fallbacks';
import {
  basketSchema,
  checkoutFormSchema,
  creditsSliceSchema,
  orderSliceSchema,
  utmSliceSchema,
  dealbotSliceSchema,
  dealChoicesSliceSchema,
  experimentsSchema,
  hutsSliceSchema,
  lastOrderSchema,
  sessionSchema,
  settingsSchema,
  visitSliceSchema,
} from './records';
import { identitySliceSchema } from './session';

export const SLICES = {
  basket: { schema: basketSchema, fallback: SLICE_FALLBACKS.basket },
  session: { schema: sessionSchema, fallback: SLICE_FALLBACKS.session },
  settings: { schema: settingsSchema, fallback: SLICE_FALLBACKS.settings },
  lastOrder: { schema: lastOrderSchema, fallback: SLICE_FALLBACKS.lastOrder },
  experiments: { schema: experimentsSchema, fallback: SLICE_FALLBACKS.experiments },
  huts: { schema: hutsSliceSchema, fallback: SLICE_FALLBACKS.huts },
  dealChoices: { schema: dealChoicesSliceSchema, fallback: SLICE_FALLBACKS.dealChoices },
  dealbot: { schema: dealbotSliceSchema, fallback: SLICE_FALLBACKS.dealbot },
  checkout: { schema: checkoutFormSchema, fallback: SLICE_FALLBACKS.checkout },
  order: { schema: orderSliceSchema, fallback: SLICE_FALLBACKS.order },
  credits: { schema: creditsSliceSchema, fallback: SLICE_FALLBACKS.credits },
  utm: { schema: utmSliceSchema, fallback: SLICE_FALLBACKS.utm },
  visit: { schema: visitSliceSchema, fallback: SLICE_FALLBACKS.visit },
  identity: { schema: identitySliceSchema, fallback: SLICE_FALLBACKS.identity },
} as const satisfies Record<SliceTable, { schema: z.ZodType; fallback: unknown }>;

export type SliceName = keyof typeof SLICES;
export type SliceValue<N extends SliceName> = z.output<(typeof SLICES)[N]['schema']>;

export { SLICE_NAMES, SLICE_RECORD_KEY } from './slice-fallbacks';
