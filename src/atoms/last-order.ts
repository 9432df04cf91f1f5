import { DEFAULT_LAST_ORDER } from '../db/defaults';
import { persistedAtom } from './persisted';

/** The last order placed on this device (null until one is), kept for a guest's reorder (checklist N-3). */
export const lastOrderAtom = persistedAtom('lastOrder', DEFAULT_LAST_ORDER);
