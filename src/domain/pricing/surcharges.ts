import type { HutPricingFacts, Surcharge } from './types';

/**
 * Surcharge rules (spec 1 §4 Surcharges, spec 2 §4): how a chosen surcharge joins the list, and
 * which delivery supplement and order-value band a basket value falls in.
 */

/**
 * The list with `next` in it:
 * - a driver tip replaces any tip, and is added only when its amount is 0 or more;
 * - priority delivery is added once (a second one changes nothing);
 * - every other type (the payment surcharge, supplements, DELIVERY, small order) replaces the one of
 *   its type. A replaced surcharge keeps its place, so the display order does not jump.
 */
export function applySurcharge(list: readonly Surcharge[], next: Surcharge): Surcharge[] {
  if (next.type === 'driverTip' && next.amount < 0) return [...list];
  const index = list.findIndex((surcharge) => surcharge.type === next.type);
  if (index < 0) return [...list, next];
  if (next.type === 'priorityDelivery') return [...list];
  return list.map((surcharge, position) => (position === index ? next : surcharge));
}

type SupplementBand = HutPricingFacts['supplements'][number];

/**
 * The delivery supplement band the value falls in (lower inclusive, upper exclusive, spec 1 §5) and
 * its price: the account holder's price when signed in (spec 1 §6); null when no band matches.
 */
export function selectSupplementBand(
  bands: readonly SupplementBand[],
  base: number,
  accountHolder: boolean,
): { band: SupplementBand; price: number } | null {
  const band = bands.find((candidate) => candidate.lowerThreshold <= base && base < candidate.upperThreshold);
  if (!band) return null;
  return { band, price: accountHolder ? band.priceForAccountHolder : band.price };
}

/** The delivery charge of the order-value band the value falls in (min inclusive, max exclusive, max 0 = no upper bound), or null. */
export function orderValueSurcharge(bands: HutPricingFacts['variableDeliverySurcharges'], base: number): number | null {
  const band = bands.find(
    (candidate) => candidate.minOrderValue <= base && (candidate.maxOrderValue === 0 || base < candidate.maxOrderValue),
  );
  return band ? band.deliverySurcharge : null;
}

/**
 * The surcharges a delivery basket carries before the customer chooses any (spec 1 §3, §4; 2 §3):
 * the supplement of its band, the delivery charge (the order-value band's, else the hut's flat
 * charge) and the small-order supplement while the value is under its threshold. Zero amounts are
 * left out: nothing to show. Of the hut's `surcharges` list only the small-order rule is read: its
 * DELIVERY entry repeats `deliverySurcharge`, and priority delivery is the customer's choice.
 */
export function deliverySurcharges(hut: HutPricingFacts, base: number, accountHolder: boolean): Surcharge[] {
  const list: Surcharge[] = [];
  const supplement = selectSupplementBand(hut.supplements, base, accountHolder);
  if (supplement && supplement.price > 0) list.push({ type: 'deliverySupplement', amount: supplement.price });
  const delivery = orderValueSurcharge(hut.variableDeliverySurcharges, base) ?? hut.deliverySurcharge;
  if (delivery > 0) list.push({ type: 'DELIVERY', amount: delivery });
  for (const rule of hut.surcharges) {
    if (rule.type !== 'smallOrderSupplement' || rule.threshold === undefined || rule.amount <= 0) continue;
    if (base < rule.threshold) list.push({ type: 'smallOrderSupplement', amount: rule.amount });
  }
  return list;
}
