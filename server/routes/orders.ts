import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { idSchema, moneySchema, sectorSchema } from '../../src/api/contract/common';
import {
  orderHistorySchema,
  orderIdParamSchema,
  orderPayloadSchema,
  orderStateSchema,
  orderSummarySchema,
  placeOrderBodySchema,
  placeOrderResponseSchema,
  preauthoriseResponseSchema,
} from '../../src/api/contract/orders';
import {
  applePayMerchantSessionSchema,
  applePayValidateMerchantBodySchema,
  payerAuthCheckBodySchema,
  payerAuthCheckResponseSchema,
  SECTOR_HUT_SEPARATOR,
  storeConfigParamSchema,
} from '../../src/api/contract/payment-providers';
import type { Clock } from '../clock';
import type { DatabaseHandle } from '../db';
import { ApiError, notFoundBody } from '../http/api-error';
import type { AppEnv } from '../http/app-env';
import { rateLimit } from '../http/rate-limit';
import { clientKey } from '../http/rate-limit-client';
import { RATE_LIMITS } from '../http/rate-limits';
import { parseJson, parseQuery } from '../http/validate';
import { findHutRecord } from '../services/huts-store';
import { validateApplePayMerchant } from '../services/payment-sandbox/merchant-validation';
import { setProductPrice } from '../services/orders/dev-catalogue';
import { KIOSK_DEVICE_HEADER } from '../../src/api/contract/kiosk-devices';
import { optionalIdCaller } from '../services/accounts/caller';
import { orderCustomer, type OrderCustomer } from '../services/orders/customer';
import { withVerifiedChannel } from '../services/orders/entitlements';
import { SYNTHETIC_TRAFFIC_HEADER } from '../../src/domain/checkout/test-orders';
import { orderHistoryOf } from '../services/orders/history';
import { orderError } from '../services/orders/errors';
import { placeOrder } from '../services/orders/place';
import { preauthoriseOrder } from '../services/orders/preauthorise';
import { orderSettingsFromEnvironment, type OrderSettings } from '../services/orders/settings';
import { isOrderToken, ORDER_TOKEN_HEADER, orderTokenFor } from '../services/orders/order-token';
import { failOrderInKitchen, orderStateOf } from '../services/orders/state';
import { findOrder, type OrderRow } from '../services/orders/store';
import { payerAuthCheck } from '../services/payment-sandbox/payer-auth';
import { orderSummaryOf } from '../services/orders/summary';
import { createCatalogueVersion, type CatalogueVersion } from '../services/catalogue-version';
import { createPricingCatalogueLoader } from '../services/pricing-catalogue';

/**
 * The order calls (spec 2 §7): preauthorise, place, the order's state and summary, history, and the
 * payment-provider helpers; plus, with DEV_ENDPOINTS=1 only, the catalogue price edit and the kitchen
 * failure (10-G22) e2e uses.
 * Answers are about one customer's order at one moment: none is cached.
 */

const historyQuerySchema = z.object({
  storeId: z.string().regex(/^[a-z]{2}-\d:[A-Za-z0-9-]+$/),
  limit: z.preprocess((value) => (value === undefined ? undefined : Number(value)), z.number().int().min(1).max(20).default(1)),
});

const devPriceSchema = z.object({ sector: sectorSchema, productId: idSchema, price: moneySchema });

function orderParam(c: Context<AppEnv>): string {
  const parsed = orderIdParamSchema.safeParse(c.req.param());
  if (!parsed.success) throw new ApiError(404, notFoundBody);
  return parsed.data.id;
}

const notPlaced = (id: string) => orderError(404, 'ORDER_NOT_FOUND', 'No placed order with this id', { transactionId: id });

/**
 * Who may read an order's summary (issue 12 item 10): the caller showing its order token (given by
 * the place answer), or the order's own customer by the verified id token (11-G30 "The order summary
 * fetch uses an id token optionally").
 */
async function mayReadSummary(db: DatabaseHandle['db'], c: Context<AppEnv>, row: OrderRow, customer: OrderCustomer | null): Promise<boolean> {
  if (customer && row.account_id !== null && row.account_id === customer.userId) return true;
  return isOrderToken(db, row.id, c.req.header(ORDER_TOKEN_HEADER));
}

/** History needs a signed-in customer: without a verified id token, 401 and no order (11-G31, issue 12). */
const signInForHistory = () => orderError(401, 'Generic', 'Sign in to see your orders');

export function orderRoutes(
  database: DatabaseHandle,
  clock: Clock,
  settings: OrderSettings = orderSettingsFromEnvironment(),
  version: CatalogueVersion = createCatalogueVersion(database.db),
): Hono<AppEnv> {
  const { db } = database;
  const context = { db, loader: createPricingCatalogueLoader(db, version), clock, settings };

  const routes = new Hono<AppEnv>()
    .use('/v1/orders/*', async (c, next) => {
      await next();
      c.header('Cache-Control', 'no-store');
    })
    .use('/v2/orders/*', async (c, next) => {
      await next();
      c.header('Cache-Control', 'no-store');
    })
    // Each preauthorise re-prices a basket and may check a gift card: limited per client (issue 12 item 8).
    .use('/v1/orders/preauthorise', rateLimit(database, { ...RATE_LIMITS.preauthorisePerClient, key: clientKey }))
    .post('/v1/orders/preauthorise', async (c) => {
      // The channel is the server's verdict from the device credential, never the body's claim (issue 12).
      const customer = await orderCustomer(db, c);
      const payload = await withVerifiedChannel(db, await parseJson(c, orderPayloadSchema), c.req.header(KIOSK_DEVICE_HEADER));
      const facts = { visitChannel: c.req.header('x-channel') ?? c.req.header('channel'), synthetic: c.req.header(SYNTHETIC_TRAFFIC_HEADER) };
      return c.json(preauthoriseResponseSchema.parse(await preauthoriseOrder(context, payload, customer, facts)));
    })
    .post('/v1/orders/place', async (c) => {
      const customer = await orderCustomer(db, c);
      const body = await parseJson(c, placeOrderBodySchema);
      const placed = await placeOrder(context, body, customer);
      // Made after the commit, so the order row's lock is never held while the secret is read.
      return c.json(placeOrderResponseSchema.parse({ ...placed, orderToken: await orderTokenFor(db, placed.orderId) }));
    })
    // Before /:id/… so 'history' is never read as an order id. History is a signed-in customer's
    // (checklist 11-G31): the verified id token's own placed orders at the hut, newest first. No
    // token, or one that does not verify (forged, expired, another key, signed out): 401, no order.
    .get('/v2/orders/orders/history', async (c) => {
      const { storeId, limit } = parseQuery(c, historyQuerySchema);
      const customer = await optionalIdCaller(db, c, signInForHistory);
      if (!customer) throw signInForHistory();
      const [sector, hutId] = storeId.split(SECTOR_HUT_SEPARATOR) as [string, string];
      return c.json(orderHistorySchema.parse({ orders: await orderHistoryOf(db, customer.userId, { sector, hutId, limit }, settings) }));
    })
    // The tracking state is for anyone holding the id (the track banner, a shared link): it carries
    // no name, address, contact, lines or money — only the kitchen's progress and times.
    .get('/v2/orders/orders/:id/state', async (c) => {
      const id = orderParam(c);
      const row = await findOrder(db, id);
      const state = row && orderStateOf(row, settings);
      if (!state) throw notPlaced(id);
      return c.json(orderStateSchema.parse(state));
    })
    .get('/v2/orders/orders/:id/summary', async (c) => {
      const id = orderParam(c);
      const customer = await orderCustomer(db, c);
      const row = await findOrder(db, id);
      // Without the proof, the same 404 as an unknown id: the summary is no oracle for either.
      const summary = row && (await mayReadSummary(db, c, row, customer)) && (await orderSummaryOf(db, row, settings));
      if (!summary) throw notPlaced(id);
      return c.json(orderSummarySchema.parse(summary));
    })
    .post('/v1/payment-providers/payer-auth-check', async (c) => {
      const body = await parseJson(c, payerAuthCheckBodySchema);
      c.header('Cache-Control', 'no-store');
      // Issue 16 (13-G12): checks the order, the hut and the amount-bound payer auth reply (payment-sandbox/payer-auth.ts).
      return c.json(payerAuthCheckResponseSchema.parse(await payerAuthCheck(db, body, settings.sandboxSecret)));
    })
    // Apple Pay merchant validation (spec 2 §7; 13-G13): the sandbox stands in for Apple's gateway.
    // Unauthenticated and one call per sheet, so limited per client; a merchant Apple would not know
    // fails as APPLE_PAY_FAILURE (S2 §8), which aborts the page's session.
    .use('/v1/payment-providers/apple-pay/on-validate-merchant', rateLimit(database, { ...RATE_LIMITS.applePayValidatePerClient, key: clientKey }))
    .post('/v1/payment-providers/apple-pay/on-validate-merchant', async (c) => {
      const body = await parseJson(c, applePayValidateMerchantBodySchema);
      c.header('Cache-Control', 'no-store');
      const session = await validateApplePayMerchant(db, body, {
        now: clock.now().getTime(),
        domainName: new URL(c.req.url).hostname,
        secret: settings.sandboxSecret,
      });
      if (!session) throw orderError(422, 'APPLE_PAY_FAILURE', 'Apple Pay merchant validation failed');
      return c.json(applePayMerchantSessionSchema.parse(session));
    })
    // Hono hands the parameter over decoded: 'uk-1%3A1101' arrives as 'uk-1:1101'.
    .get('/v1/payment-providers/store-config/:storeId', async (c) => {
      const parsed = storeConfigParamSchema.safeParse({ storeId: c.req.param('storeId') });
      if (!parsed.success) throw new ApiError(404, notFoundBody);
      const [sectorText, hutId] = parsed.data.storeId.split(SECTOR_HUT_SEPARATOR) as [string, string];
      const sector = sectorSchema.safeParse(sectorText);
      const hut = sector.success ? await findHutRecord(db, sector.data, hutId) : undefined;
      if (!hut) throw new ApiError(404, notFoundBody);
      const { supportedPayment, googlePay, applePayMerchantId, cashMaximum, test } = hut;
      return c.json({ supportedPayment, googlePay, applePayMerchantId, cashMaximum, test });
    });

  if (settings.devEndpoints) {
    routes.post('/dev/catalogue/price', async (c) => {
      const body = await parseJson(c, devPriceSchema);
      const product = await setProductPrice(db, body);
      if (!product) throw new ApiError(404, notFoundBody);
      return c.json({ sector: body.sector, productId: product.id, price: product.price });
    });
    // 10-G22: the local kitchen fails a placed order, so the tracker's 'unsuccessful' can be reached.
    routes.post('/dev/orders/:id/fail', async (c) => {
      const id = orderParam(c);
      const row = await findOrder(db, id);
      if (!row || !(await failOrderInKitchen(db, row.id, settings, new Date(settings.kitchenClock())))) throw notPlaced(id);
      return c.json(orderStateSchema.parse(orderStateOf((await findOrder(db, row.id)) as OrderRow, settings)));
    });
  }
  return routes;
}
