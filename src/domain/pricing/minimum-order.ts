import { roundMoney } from '../money/round';
import type { BasketPrice, Disposition, HutPricingFacts, MinimumOrderGap } from './types';

/**
 * Minimum order, its cross-sells and the checkout link (spec 1 §4 Checkout link, §5 Minimum order,
 * §9; spec 2 §4; CHECKLIST C7, C18, C19, C27).
 */

export interface MinimumOrderInput {
  hut: HutPricingFacts;
  disposition: Disposition;
  /** The basket value excluding delivery surcharges: goods less the discount. */
  value: number;
  /** The market's loyalty minimum; counts when the basket holds a loyalty deal. */
  loyaltyMinimum: number | null;
  hasLoyaltyDeal: boolean;
  /** The delivery charge the message may mention. */
  surcharge: number;
  decimals: number;
}

/**
 * The unmet minimum, or null. Delivery: the hut's minimum, or its override (C27: the spec's "3.99 in
 * special cases" as an explicit field), raised to the loyalty minimum when the basket holds a loyalty
 * deal and that is larger (kind 'loyalty'). Collection: minCollectionOrder. Dine-in has none.
 */
export function minimumOrderGap(input: MinimumOrderInput): MinimumOrderGap | null {
  const { hut, disposition } = input;
  if (disposition === 'dinein') return null;
  let kind: MinimumOrderGap['kind'] = disposition;
  let minimum = disposition === 'delivery' ? (hut.minDeliveryOrderOverride ?? hut.minDeliveryOrder) : hut.minCollectionOrder;
  if (disposition === 'delivery' && input.hasLoyaltyDeal && input.loyaltyMinimum !== null && input.loyaltyMinimum > minimum) {
    kind = 'loyalty';
    minimum = input.loyaltyMinimum;
  }
  const gap = roundMoney(minimum - input.value, input.decimals);
  if (gap <= 0) return null;
  return { kind, minimum, gap, surcharge: disposition === 'delivery' ? input.surcharge : 0 };
}

export type CrossSell = { band: 'under-1' | '1-to-3'; items: readonly { type: 'deal' | 'drink'; id: string }[] };

/** C18: the spec's "munchies-420 and uk-1" is a configurable list; munchies-420 is no known sector. */
export const CROSS_SELL_SECTORS: readonly string[] = ['uk-1'];

/**
 * What the minimum-order modal offers to close the gap (spec 1 §5). Bands on the gap to the penny:
 * 0.01 < gap ≤ 1 (C19: the spec's "below 1" would leave exactly £1.00 with nothing) offers the
 * three-dips deal and a cheese-triangles or bbq-wings deal; 1 < gap < 3.01 the 500 ml cola and the
 * wings or cheese-triangles deal. Items are in order of preference: the spec's "or" is kept as the
 * two alternatives, of which the modal shows the first its menu offers.
 */
export function minimumOrderCrossSell(gap: number, sector: string, sectors: readonly string[] = CROSS_SELL_SECTORS): CrossSell | null {
  if (!sectors.includes(sector)) return null;
  const pennies = roundMoney(gap, 2);
  if (pennies > 0.01 && pennies <= 1) {
    return {
      band: 'under-1',
      items: [
        { type: 'deal', id: 'three-dips' },
        { type: 'deal', id: 'cheese-triangles' },
        { type: 'deal', id: 'bbq-wings' },
      ],
    };
  }
  if (pennies > 1 && pennies < 3.01) {
    return {
      band: '1-to-3',
      items: [
        { type: 'drink', id: 'cola-500ml' },
        { type: 'deal', id: 'bbq-wings' },
        { type: 'deal', id: 'cheese-triangles' },
      ],
    };
  }
  return null;
}

/** India: credits beyond a positive total open the credits-left modal (spec 1 §4). */
const CREDITS_LEFT_MARKETS: readonly string[] = ['IN'];

/**
 * What the basket's checkout link does (spec 1 §4, spec 2 §4; C7: the minimum-order modal). It is
 * disabled for an empty basket, and for a negative amount (a gift-voucher deal worth more than the
 * goods) without a gift card. An unmet minimum or deal threshold opens the minimum-order modal; in
 * India, credits above a positive total open the credits-left modal; otherwise it goes to checkout.
 */
export function checkoutLink(input: {
  price: BasketPrice;
  empty: boolean;
  market: string;
  credits: number;
  hasGiftCard: boolean;
}): { disabled: boolean; action: 'minimum-order' | 'credits-left' | 'checkout' } {
  const { price } = input;
  const amount = price.subtotal - (price.discount?.amount ?? 0);
  const disabled = input.empty || (amount < 0 && !input.hasGiftCard);
  if ((price.minimumOrder && price.minimumOrder.gap > 0) || price.dealThresholdGaps.length > 0) return { disabled, action: 'minimum-order' };
  if (CREDITS_LEFT_MARKETS.includes(input.market) && price.total > 0 && input.credits > price.total) return { disabled, action: 'credits-left' };
  return { disabled, action: 'checkout' };
}
