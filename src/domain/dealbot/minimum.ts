// The minimum order the dealbot keeps a basket at (10-G17). Pure.
import type { Disposition, HutPricingFacts } from '../pricing/types';

/**
 * The hut's minimum order for the disposition, as minimumOrderGap reads it (S1 §5): delivery the
 * hut's minimum or its override (C27), collection minCollectionOrder, dine-in none (null). A basket
 * whose goods met it is never regrouped below it: the walkthrough's French basket went to 14,90 €
 * under a 15 € minimum it met at 26,80 € (10-G17: the spec is silent, so this is a decision).
 */
export function dealbotMinimumOrder(
  hut: Pick<HutPricingFacts, 'minDeliveryOrder' | 'minCollectionOrder' | 'minDeliveryOrderOverride'>,
  disposition: Disposition,
): number | null {
  if (disposition === 'dinein') return null;
  const minimum = disposition === 'delivery' ? (hut.minDeliveryOrderOverride ?? hut.minDeliveryOrder) : hut.minCollectionOrder;
  return minimum > 0 ? minimum : null;
}
