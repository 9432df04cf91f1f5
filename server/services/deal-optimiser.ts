import type { Kysely } from 'kysely';
import type { OptimiseRequestBody } from '../../src/api/contract/basket';
import { basketFromPayload } from '../../src/domain/basket/wire';
import { optimiseResponse } from '../../src/domain/dealbot/payload';
import type { OptimiseResponse } from '../../src/domain/dealbot/types';
import type { Database } from '../db';
import { sharedOptimiser, type Optimiser } from './optimiser-pool';
import { basketHut, hutPricingFacts, marketOf, type PricingCatalogueLoader } from './pricing-catalogue';
import { dealbotMinimumOrder } from '../../src/domain/dealbot/minimum';

/**
 * POST /v1/deals/optimise (spec 1 §7): the basket re-arranged into the cheapest deals the hut offers
 * for the disposition, by the same optimiser the page's worker runs: the branch and bound, and HiGHS
 * for the proven optimum where the branch and bound stops at its node budget (issue 5). Loyalty rewards
 * are for signed-in members, and the server does not know the customer yet (accounts wave): none are added.
 * The catalogue is read here; the optimising runs on a worker thread (optimiser-pool.ts, issue 12 item 9)
 * with a deadline, past which the call answers 503.
 */
export async function optimiseOrder(
  db: Kysely<Database>,
  loader: PricingCatalogueLoader,
  body: OptimiseRequestBody,
  optimiser: Optimiser = sharedOptimiser(),
): Promise<OptimiseResponse> {
  const hut = await basketHut(db, body.hut);
  const disposition = body.disposition.type;
  const catalogue = await loader.catalogueFor(hut, disposition);
  const context = {
    disposition,
    decimals: marketOf(hut).currency.decimals,
    loyaltyMember: false,
    discountId: body.discount?.id ?? null,
    voucherId: body.voucher?.id ?? null,
    // 10-G17: the same rule as the page's worker, from the same domain code.
    minimumOrder: dealbotMinimumOrder(hutPricingFacts(hut), disposition),
  };
  const result = await optimiser.run({ basket: basketFromPayload(body.deals, catalogue), catalogue, context });
  return { optimisedOrders: [optimiseResponse(result)] };
}
