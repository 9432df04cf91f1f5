import type { Deal } from '../../api/contract/catalogue';

/** One option of a deal, as the catalogue answers it. */
export type DealOption = Deal['options'][number];
