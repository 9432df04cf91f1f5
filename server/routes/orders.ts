import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { idSchema, moneySchema, sectorSchema } from '../../src/api/contract/common';
import {
  orderIdParamSchema,
  orderPayloadSchema,
  orderStateSchema,
  orderSummarySchema,
  placeOrderBodySchema,
  placeOrderResponseSchema,
  preauthoriseResponseSchema,
} from '../../src/api/contract/orders';
import {
  payerAuthCheckBodySchema,
  payerAuthCheckResponseSchema,
  SECTOR_HUT_SEPARATOR,
  storeConfigParamSchema,
} from '../../src/api/contract/payment-providers';
import type { Clock } from '../clock';
import type { DatabaseHandle } from '../db';
import { ApiError, notFoundBody } from '../http/api-error';
import type { AppEnv } from '../http/app-env';
import { parseJson, parseQuery } from '../http/validate';
import { findHutRecord } from '../services/huts-store';
import { setProductPrice } from '../services/orders/dev-catalogue';
import { orderError } from '../services/orders/errors';
import { placeOrder } from '../services/orders/place';
import { preauthoriseOrder } from '../services/orders/preauthorise';
import { orderSettingsFromEnvironment, type OrderSettings } from '../services/orders/settings';
import { orderStateOf } from '../services/orders/state';
import { findOrder, findPayment } from '../services/orders/store';
import { orderSummaryOf } from '../services/orders/summary';
import { createPricingCatalogueLoader } from '../services/pricing-catalogue';

/**
 * The order calls (spec 2 §7): preauthorise, place, the order's state and summary, history, and the
 * payment-provider helpers; plus, with DEV_ENDPOINTS=1 only, the catalogue price edit e2e uses.
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

export function orderRoutes(database: DatabaseHandle, clock: Clock, settings: OrderSettings = orderSettingsFromEnvironment()): Hono<AppEnv> {
  const { db } = database;
  const context = { db, loader: createPricingCatalogueLoader(db), clock, settings };

  const routes = new Hono<AppEnv>()
    .use('/v1/orders/*', async (c, next) => {
      await next();
      c.header('Cache-Control', 'no-store');
    })
    .use('/v2/orders/*', async (c, next) => {
      await next();
      c.header('Cache-Control', 'no-store');
    })
    .post('/v1/orders/preauthorise', async (c) => {
      const payload = await parseJson(c, orderPayloadSchema);
      return c.json(preauthoriseResponseSchema.parse(await preauthoriseOrder(context, payload)));
    })
    .post('/v1/orders/place', async (c) => {
      const body = await parseJson(c, placeOrderBodySchema);
      return c.json(placeOrderResponseSchema.parse(await placeOrder(context, body)));
    })
    // Before /:id/… so 'history' is never read as an order id. Accounts come in a later wave: until
    // then only a bearer token gets an answer, and it is empty.
    .get('/v2/orders/orders/history', (c) => {
      if (!/^Bearer \S+$/.test(c.req.header('authorization') ?? '')) {
        return c.json({ error: 'Generic', message: 'Sign in to see your orders' }, 401);
      }
      parseQuery(c, historyQuerySchema);
      return c.json({ orders: [] });
    })
    .get('/v2/orders/orders/:id/state', async (c) => {
      const id = orderParam(c);
      const row = await findOrder(db, id);
      const state = row && orderStateOf(row, settings);
      if (!state) throw notPlaced(id);
      return c.json(orderStateSchema.parse(state));
    })
    .get('/v2/orders/orders/:id/summary', async (c) => {
      const id = orderParam(c);
      const row = await findOrder(db, id);
      const summary = row && (await orderSummaryOf(db, row, settings));
      if (!summary) throw notPlaced(id);
      return c.json(orderSummarySchema.parse(summary));
    })
    .post('/v1/payment-providers/payer-auth-check', async (c) => {
      const body = await parseJson(c, payerAuthCheckBodySchema);
      const payment = await findPayment(db, body.transactionId);
      c.header('Cache-Control', 'no-store');
      return c.json(payerAuthCheckResponseSchema.parse({ isStepUpRequired: payment?.challenge ?? false }));
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
  }
  return routes;
}
