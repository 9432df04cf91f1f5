import { randomUUID } from 'node:crypto';
import loadHighs from 'highs';
import type { Kysely } from 'kysely';
import type { OptimiseRequestBody } from '../../src/api/contract/basket';
import { optimiseBasketExact, type MilpSolver } from '../../src/domain/dealbot';
import { lazyHighsSolver } from '../../src/domain/dealbot/milp';
import { basketFromPayload } from '../../src/domain/basket/wire';
import { optimiseResponse } from '../../src/domain/dealbot/payload';
import type { OptimiseResponse } from '../../src/domain/dealbot/types';
import type { Database } from '../db';
import { basketHut, marketOf, type PricingCatalogueLoader } from './pricing-catalogue';


/** A MILP this long is given up (the branch and bound's grouping is answered): the event loop must not stall. */
const MILP_TIME_LIMIT_SECONDS = 5;

/** HiGHS as the dealbot's exact fallback (src/domain/dealbot/milp.ts), one instance for the process. */
export const highsMilpSolver: MilpSolver = lazyHighsSolver(loadHighs, MILP_TIME_LIMIT_SECONDS);

/**
 * POST /v1/deals/optimise (spec 1 §7): the basket re-arranged into the cheapest deals the hut offers
 * for the disposition, by the same optimiser the page's worker runs: the branch and bound, and HiGHS
 * for the proven optimum where the branch and bound stops at its node budget (issue 5). Loyalty rewards
 * are for signed-in members, and the server does not know the customer yet (accounts wave): none are added.
 */
export async function optimiseOrder(
  db: Kysely<Database>,
  loader: PricingCatalogueLoader,
  body: OptimiseRequestBody,
  milp: MilpSolver = highsMilpSolver,
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
  };
  const result = await optimiseBasketExact(basketFromPayload(body.deals, catalogue), catalogue, context, randomUUID, milp);
  return { optimisedOrders: [optimiseResponse(result)] };
}
