import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { OptimiseRequestBody } from '../../src/api/contract/basket';
import { optimiseBasket } from '../../src/domain/dealbot';
import { basketFromPayload, optimiseResponse } from '../../src/domain/dealbot/payload';
import type { OptimiseResponse } from '../../src/domain/dealbot/types';
import type { Database } from '../db';
import { basketHut, marketOf, type PricingCatalogueLoader } from './pricing-catalogue';

/**
 * POST /v1/deals/optimise (spec 1 §7): the basket re-arranged into the cheapest deals the hut offers
 * for the disposition, by the same exact optimiser the page's worker runs. Loyalty rewards are for
 * signed-in members, and the server does not know the customer yet (accounts wave): none are added.
 */
export async function optimiseOrder(
  db: Kysely<Database>,
  loader: PricingCatalogueLoader,
  body: OptimiseRequestBody,
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
  const result = optimiseBasket(basketFromPayload(body.deals, catalogue), catalogue, context, randomUUID);
  return { optimisedOrders: [optimiseResponse(result)] };
}
