// The persisted slices' names and defaults, without their schemas (issue 18): reading the database
// when it holds nothing (a new visitor) needs no zod at all; slices.ts adds each slice's schema, loaded
// only when a stored record has to be checked.
import {
  DEFAULT_BASKET,
  DEFAULT_CHECKOUT_FORM,
  DEFAULT_CREDITS,
  DEFAULT_DEALBOT,
  DEFAULT_DEAL_CHOICES,
  DEFAULT_EXPERIMENTS,
  DEFAULT_HUTS,
  DEFAULT_IDENTITY,
  DEFAULT_LAST_ORDER,
  DEFAULT_ORDER,
  DEFAULT_SESSION,
  DEFAULT_SETTINGS,
  DEFAULT_UTM,
  DEFAULT_VISIT,
} from './defaults';
import type { SliceTable } from './database';

export const SLICE_FALLBACKS = {
  basket: DEFAULT_BASKET,
  session: DEFAULT_SESSION,
  settings: DEFAULT_SETTINGS,
  lastOrder: DEFAULT_LAST_ORDER,
  experiments: DEFAULT_EXPERIMENTS,
  huts: DEFAULT_HUTS,
  dealChoices: DEFAULT_DEAL_CHOICES,
  dealbot: DEFAULT_DEALBOT,
  checkout: DEFAULT_CHECKOUT_FORM,
  order: DEFAULT_ORDER,
  credits: DEFAULT_CREDITS,
  utm: DEFAULT_UTM,
  visit: DEFAULT_VISIT,
  identity: DEFAULT_IDENTITY,
} as const satisfies Record<SliceTable, unknown>;

export const SLICE_NAMES = Object.keys(SLICE_FALLBACKS) as SliceTable[];

/** Every slice table holds its one current record under this key. */
export const SLICE_RECORD_KEY = 'current';
