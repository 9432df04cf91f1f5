import { Hono, type Context } from 'hono';
import { z } from 'zod';
import type { Kysely } from 'kysely';
import {
  landingPageListSchema,
  landingPageParamsSchema,
  landingPageQuerySchema,
  productContentListSchema,
  productContentQuerySchema,
  productListQuerySchema,
  productListResponseSchema,
  productListTypeSchema,
  SKU_QUERY_MISSING_MESSAGE,
  skuListSchema,
  skuQuerySchema,
  upsellListSchema,
  upsellQuerySchema,
} from '../../src/api/contract/catalogue';
import { toApiIssues } from '../../src/api/contract/error';
import { nutritionQuerySchema, nutritionSchema } from '../../src/api/contract/nutrition';
import type { DatabaseHandle } from '../db';
import type { Database } from '../db/schema';
import { ApiError, notFoundBody } from '../http/api-error';
import { MENU_CACHE_CONTROL, requestTarget, type AnswerCache } from '../http/answer-cache';
import type { AppEnv } from '../http/app-env';
import { requestChannel } from '../http/channel';
import { KIOSK_DEVICE_HEADER } from '../../src/api/contract/kiosk-devices';
import { parseQuery } from '../http/validate';
import { listMenu, type Channel } from '../services/catalogue';
import { findLandingPage, listProductContent } from '../services/catalogue-content';
import { listNutrition } from '../services/catalogue-nutrition';
import { listSkus } from '../services/catalogue-skus';
import { listUpsells } from '../services/catalogue-upsells';

/**
 * The menu reads of the store API (spec 1 §7): product lists, content, landing pages, SKUs and
 * upsells. Each handler parses its input with the contract, calls a service and answers with a body
 * checked against the contract too.
 */

/**
 * The x-channel header (who is asking for discounts; 10-G28, server/http/channel.ts): absent means no
 * channel; a name the store does not know is a 400.
 */
async function parseChannel(db: Kysely<Database>, c: Context, sector: string): Promise<Channel | undefined> {
  const channel = await requestChannel(db, c, sector);
  if (channel === null) {
    throw new ApiError(400, { error: 'invalid_request', issues: [{ path: 'x-channel', message: `Unknown channel '${c.req.header('x-channel') ?? ''}'` }] });
  }
  return channel;
}

function parseParams<S extends z.ZodType>(c: Context, schema: S): z.output<S> {
  const result = schema.safeParse(c.req.param());
  if (!result.success) throw new ApiError(400, { error: 'invalid_request', issues: toApiIssues(result.error) });
  return result.data;
}

/** The channel headers a product list depends on (discounts are per channel; the kiosk's by device). */
const CHANNEL_HEADERS = ['x-channel', 'channel', KIOSK_DEVICE_HEADER] as const;

/**
 * Every read here is cached per path and query (answer-cache.ts): validated against the catalogue
 * version, so a price change is served within its stated bound; bad input throws inside `build` and
 * is never kept.
 */
export function catalogueRoutes(database: DatabaseHandle, cache: AnswerCache): Hono<AppEnv> {
  const { db } = database;
  const cached = (c: Context, build: () => Promise<unknown>, key = requestTarget(c)) =>
    cache.answer(c, { key: `catalogue ${key}`, build, cacheControl: MENU_CACHE_CONTROL });
  return new Hono<AppEnv>()
    .get('/v2/products/:type', async (c) => {
      // An unknown list is a missing resource, whatever the query says.
      const type = productListTypeSchema.safeParse(c.req.param('type'));
      if (!type.success) throw new ApiError(404, notFoundBody);
      const query = parseQuery(c, productListQuerySchema);
      // Resolved on every request (a kiosk credential is checked each time), then part of the key.
      const channel = await parseChannel(db, c, query.sector);
      return cache.answer(c, {
        key: `products ${channel ?? '-'} ${requestTarget(c)}`,
        build: async () => productListResponseSchema.parse({ result: await listMenu(db, type.data, query, channel) }),
        cacheControl: MENU_CACHE_CONTROL,
        vary: CHANNEL_HEADERS,
      });
    })
    .get('/v1/content/products', (c) =>
      cached(c, async () => productContentListSchema.parse(await listProductContent(db, parseQuery(c, productContentQuerySchema)))),
    )
    .on('GET', ['/v1/content/nutrition', '/v1/content/nutrition/'], (c) =>
      // Issue 13 (10-G5): the /nutrition page's calories and allergens, from the menu and its content.
      cached(c, async () => nutritionSchema.parse(await listNutrition(db, parseQuery(c, nutritionQuerySchema)))),
    )
    .get('/v1/content/:locale/:sector/products', (c) =>
      cached(c, async () => {
        const { locale, sector } = parseParams(c, landingPageParamsSchema);
        const { id } = parseQuery(c, landingPageQuerySchema);
        return landingPageListSchema.parse(await findLandingPage(db, locale, sector, id));
      }),
    )
    .on('GET', ['/v1/skus', '/v1/skus/'], (c) =>
      cached(c, async () => {
        // The spec's own message when either is missing (spec 1 §5); other bad values name the field.
        const missing = (['sector', 'pos'] as const).filter((name) => !c.req.query(name));
        if (missing.length > 0) {
          throw new ApiError(400, {
            error: 'invalid_request',
            message: SKU_QUERY_MISSING_MESSAGE,
            issues: missing.map((path) => ({ path, message: 'Required' })),
          });
        }
        const { sector } = parseQuery(c, skuQuerySchema);
        return skuListSchema.parse(await listSkus(db, sector));
      }),
    )
    .on('GET', ['/v1/upsells', '/v1/upsells/'], (c) =>
      cached(c, async () => {
        const query = parseQuery(c, upsellQuerySchema);
        return upsellListSchema.parse(await listUpsells(db, query.sector, query.hutid));
      }),
    );
}
