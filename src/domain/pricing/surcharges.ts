import { roundMoney } from '../money/round';
import type { FreeDeliveryOffer, HutPricingFacts, Surcharge } from './types';

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

/** Σ of the delivery charges deliverySurcharges gives at `base`. */
function deliveryCharge(hut: HutPricingFacts, base: number, accountHolder: boolean): number {
  return deliverySurcharges(hut, base, accountHolder).reduce((sum, surcharge) => sum + surcharge.amount, 0);
}

/**
 * The free-delivery banner (spec 1 §9, 10-G14; C11: the supplement base; C43). It asks the function
 * that prices delivery (deliverySurcharges) at every value where a band starts or ends above the
 * basket's, lowest first:
 * - the first value at which every delivery charge (supplement, order-value band or flat charge,
 *   small-order supplement) is zero is the free-delivery promise;
 * - where none is (a UK hut keeps its flat £1.99 delivery charge at any value), the banner names the
 *   supplement instead: spend to the upper threshold of the band the basket is in, and say what the
 *   supplement becomes there.
 * Null when delivery is free already, or spending more changes nothing the banner can promise.
 */
export function freeDeliveryOffer(hut: HutPricingFacts, base: number, accountHolder: boolean, decimals: number): FreeDeliveryOffer | null {
  if (deliveryCharge(hut, base, accountHolder) <= 0) return null;
  const thresholds = [
    ...hut.supplements.flatMap((band) => [band.lowerThreshold, band.upperThreshold]),
    ...hut.variableDeliverySurcharges.flatMap((band) => [band.minOrderValue, band.maxOrderValue]),
    ...hut.surcharges.flatMap((rule) => (rule.type === 'smallOrderSupplement' && rule.threshold !== undefined ? [rule.threshold] : [])),
  ]
    .filter((threshold) => threshold > base)
    .sort((a, b) => a - b);
  const free = thresholds.find((threshold) => deliveryCharge(hut, threshold, accountHolder) <= 0);
  if (free !== undefined) return { kind: 'free', gap: roundMoney(free - base, decimals) };
  const current = selectSupplementBand(hut.supplements, base, accountHolder);
  if (!current || current.price <= 0) return null;
  const next = selectSupplementBand(hut.supplements, current.band.upperThreshold, accountHolder);
  const to = next?.price ?? 0;
  if (to >= current.price) return null;
  return { kind: 'supplement', gap: roundMoney(current.band.upperThreshold - base, decimals), from: current.price, to };
}
