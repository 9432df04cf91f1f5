// The price breakdown an order and a basket validation carry (spec 2 §3 payment.breakdown): the
// page sends it and the server answers it, both from the same BasketPrice, so they round alike.
import { roundMoney } from '../money/round';
import { payLaterSurchargeOf } from './pay-later';
import type { TaxId } from './taxes';
import type { BasketPrice } from './types';

/** Structurally the contract's PriceBreakdown (src/api/contract/basket.ts). */
export interface PriceBreakdownFacts {
  subtotal: number;
  dealSavings: number;
  /** Taken off by the basket discount; 0 when none applies. */
  discount: number;
  /** Σ of the surcharges, rounded to the market's basket decimals (float sums drift). */
  surcharges: number;
  /** Σ of the taxes, included in the prices or added (10-G12). */
  tax: number;
  /** True: `tax` is inside the prices; false: it is added to the total (Canada). */
  taxIncluded: boolean;
  /** One line per tax (GST, HST, QST …) with its standard rate: the summary shows each. */
  taxes: { id: TaxId; rate: number; amount: number }[];
  /** What is paid before credits: the price's total, added tax included (13-G3). */
  grossTotal: number;
  /** 13-G5: the pay-later payment surcharge inside `surcharges` (S2 §3 analytics `payLaterSurcharge`); 0 without one. */
  payLaterSurcharge: number;
}

/** The breakdown of `price`; `decimals` is the market's basket decimals (2 in every market today). */
export function priceBreakdown(
  price: Pick<BasketPrice, 'subtotal' | 'dealSavings' | 'discount' | 'surcharges' | 'tax' | 'total'>,
  decimals: number,
): PriceBreakdownFacts {
  return {
    subtotal: price.subtotal,
    dealSavings: price.dealSavings,
    discount: price.discount?.amount ?? 0,
    surcharges: roundMoney(
      price.surcharges.reduce((sum, surcharge) => sum + surcharge.amount, 0),
      decimals,
    ),
    tax: price.tax.amount,
    taxIncluded: price.tax.included,
    taxes: price.tax.lines.map(({ id, rate, amount }) => ({ id, rate, amount })),
    grossTotal: price.total,
    payLaterSurcharge: roundMoney(payLaterSurchargeOf(price.surcharges), decimals),
  };
}
