import { Hono, type Context } from 'hono';
import {
  basketValidationResponseSchema,
  basketValidatorRequestSchema,
  optimiseRequestSchema,
  optimiseResponseSchema,
} from '../../src/api/contract/basket';
import { KIOSK_DEVICE_HEADER } from '../../src/api/contract/kiosk-devices';
import { systemClock, type Clock } from '../clock';
import type { DatabaseHandle } from '../db';
import type { AppEnv } from '../http/app-env';
import { parseJson } from '../http/validate';
import { validateBasket } from '../services/basket-validator';
import { isAccountHolderAt, orderCustomer } from '../services/orders/customer';
import { optimiseOrder } from '../services/deal-optimiser';
import { sharedOptimiser, type Optimiser } from '../services/optimiser-pool';
import { createCatalogueVersion, type CatalogueVersion } from '../services/catalogue-version';
import { createPricingCatalogueLoader } from '../services/pricing-catalogue';

/**
 * The basket's calls (spec 1 §7): the deal optimiser and the basket validator. Both price with the
 * shared domain engine against the hut's catalogue; answers depend on the basket, so none is cached.
 */
export function basketRoutes(
  database: DatabaseHandle,
  clock: Clock = systemClock,
  optimiser: Optimiser = sharedOptimiser(),
  version: CatalogueVersion = createCatalogueVersion(database.db),
): Hono<AppEnv> {
  const { db } = database;
  const loader = createPricingCatalogueLoader(db, version);

  const validate = async (c: Context<AppEnv>) => {
    // The same customer as preauthorise will see (11-G32): an id token's account holder, or a guest.
    const customer = await orderCustomer(db, c);
    const body = await parseJson(c, basketValidatorRequestSchema);
    c.header('Cache-Control', 'no-store');
    const facts = { kioskCredential: c.req.header(KIOSK_DEVICE_HEADER), now: clock.now(), signedIn: isAccountHolderAt(customer, body.hut.sector), customerId: customer?.userId ?? null };
    return c.json(basketValidationResponseSchema.parse(await validateBasket(db, loader, body, facts)));
  };

  return new Hono<AppEnv>()
    .post('/v1/deals/optimise', async (c) => {
      const body = await parseJson(c, optimiseRequestSchema);
      c.header('Cache-Control', 'no-store');
      return c.json(optimiseResponseSchema.parse(await optimiseOrder(db, loader, body, optimiser)));
    })
    .post('/v1/basket-validator/', validate)
    .post('/v1/basket-validator', validate);
}
