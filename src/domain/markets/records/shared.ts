import type { SectorConfigInput } from '../schema';

/** A sector with none of the sector-scoped behaviours (they are all uk-1's in the spec). */
export const NO_SECTOR_FEATURES: SectorConfigInput['features'] = {
  priorityDelivery: false,
  switchDisposition: false,
  minOrderCrossSell: false,
  dealbotOnAutoLocalise: false,
};
