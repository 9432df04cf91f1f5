// The optimiser's request and answer (spec 1 §7 POST /v1/deals/optimise): the basket's deal groups
// (basket/wire.ts) with the hut, disposition and amount, and one optimised order back. Pure.
import { dealGroups } from '../basket/wire';
import { roundMoney } from '../money/round';
import type { Disposition, PricingBasket } from '../pricing/types';
import type { OptimiseRequest, OptimiseResponse, OptimiseResult } from './types';

/** The optimiser's request: the basket as deal groups, the hut, the disposition and the amount shown. */
export function optimisePayload(
  basket: PricingBasket,
  input: {
    hut: { id: string; sector: string };
    disposition: Disposition;
    amount: number;
    discountId?: string | null;
    voucherId?: string | null;
  },
): OptimiseRequest {
  return {
    version: '1.0',
    hut: { id: input.hut.id, sector: input.hut.sector },
    disposition: { type: input.disposition },
    payment: { amount: roundMoney(input.amount, 2) },
    deals: dealGroups(basket),
    ...(input.voucherId ? { voucher: { id: input.voucherId } } : {}),
    ...(input.discountId ? { discount: { id: input.discountId } } : {}),
  };
}

/** One optimised order of the answer: the re-arranged basket as groups, its total and the saving. */
export function optimiseResponse(result: OptimiseResult): OptimiseResponse['optimisedOrders'][number] {
  return { deals: dealGroups(result.basket), total: result.after, savings: result.savings };
}
