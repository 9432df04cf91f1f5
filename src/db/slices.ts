// Which persisted slices exist: each is one record in the Dexie table of the same name, checked by
// its zod schema on read and replaced by its default when missing or no longer valid.
import type { z } from 'zod';
import type { SliceTable } from './database';
import {
  DEFAULT_BASKET,
  DEFAULT_CHECKOUT_FORM,
  DEFAULT_CREDITS,
  DEFAULT_ORDER,
  DEFAULT_UTM,
  DEFAULT_DEALBOT,
  DEFAULT_DEAL_CHOICES,
  DEFAULT_EXPERIMENTS,
  DEFAULT_HUTS,
  DEFAULT_LAST_ORDER,
  DEFAULT_SESSION,
  DEFAULT_SETTINGS,
  DEFAULT_VISIT,
} from './defaults';
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
import { DEFAULT_IDENTITY, identitySliceSchema } from './session';

export const SLICES = {
  basket: { schema: basketSchema, fallback: DEFAULT_BASKET },
  session: { schema: sessionSchema, fallback: DEFAULT_SESSION },
  settings: { schema: settingsSchema, fallback: DEFAULT_SETTINGS },
  lastOrder: { schema: lastOrderSchema, fallback: DEFAULT_LAST_ORDER },
  experiments: { schema: experimentsSchema, fallback: DEFAULT_EXPERIMENTS },
  huts: { schema: hutsSliceSchema, fallback: DEFAULT_HUTS },
  dealChoices: { schema: dealChoicesSliceSchema, fallback: DEFAULT_DEAL_CHOICES },
  dealbot: { schema: dealbotSliceSchema, fallback: DEFAULT_DEALBOT },
  checkout: { schema: checkoutFormSchema, fallback: DEFAULT_CHECKOUT_FORM },
  order: { schema: orderSliceSchema, fallback: DEFAULT_ORDER },
  credits: { schema: creditsSliceSchema, fallback: DEFAULT_CREDITS },
  utm: { schema: utmSliceSchema, fallback: DEFAULT_UTM },
  visit: { schema: visitSliceSchema, fallback: DEFAULT_VISIT },
  identity: { schema: identitySliceSchema, fallback: DEFAULT_IDENTITY },
} as const satisfies Record<SliceTable, { schema: z.ZodType; fallback: unknown }>;

export type SliceName = keyof typeof SLICES;
export type SliceValue<N extends SliceName> = z.output<(typeof SLICES)[N]['schema']>;

export const SLICE_NAMES = Object.keys(SLICES) as SliceName[];

/** Every slice table holds its one current record under this key. */
export const SLICE_RECORD_KEY = 'current';
