// Which persisted slices exist: each is one record in the Dexie table of the same name, checked by
// its zod schema on read and replaced by its default (slice-fallbacks.ts) when missing or no longer valid.
import type { z } from 'zod';
import type { SliceTable } from './database';
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
  basket: { schema: basketSchema },
  session: { schema: sessionSchema },
  settings: { schema: settingsSchema },
  lastOrder: { schema: lastOrderSchema },
  experiments: { schema: experimentsSchema },
  huts: { schema: hutsSliceSchema },
  dealChoices: { schema: dealChoicesSliceSchema },
  dealbot: { schema: dealbotSliceSchema },
  checkout: { schema: checkoutFormSchema },
  order: { schema: orderSliceSchema },
  credits: { schema: creditsSliceSchema },
  utm: { schema: utmSliceSchema },
  visit: { schema: visitSliceSchema },
  identity: { schema: identitySliceSchema },
} as const satisfies Record<SliceTable, { schema: z.ZodType }>;

export type SliceName = keyof typeof SLICES;
export type SliceValue<N extends SliceName> = z.output<(typeof SLICES)[N]['schema']>;

export { SLICE_NAMES, SLICE_RECORD_KEY } from './slice-fallbacks';
