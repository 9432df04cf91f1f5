import type { Kysely } from 'kysely';
import {
  dealKindSchema,
  sideKindSchema,
  type Deal,
  type Discount,
  type Product,
  type ProductListQuery,
  type ProductListType,
} from '../../src/api/contract/catalogue';
import type { Sector } from '../../src/api/contract/common';
import { hutRecordSchema } from '../../src/api/contract/hut';
import type { Database } from '../db';
import { ApiError } from '../http/api-error';
import { availableProducts, LIST_PRODUCT_TYPE, listDeals, listProducts, type HutMenuContext } from './catalogue-menu';

/**
 * GET /v2/products/{type}: a sector's menu list as a hut offers it for a disposition. The rules
 * themselves are pure (catalogue-menu.ts); this module reads the rows and the hut.
 */

/** The few hut fields the menu needs, read from the huts area's table (its record is HutRecord). */
const hutMenuFieldsSchema = hutRecordSchema.pick({ id: true, sector: true }).extend({
  excludedTabs: hutRecordSchema.shape.excludedTabs.optional(),
});

/**
 * The hut the request names, or a 404 naming `hutid` when the sector has no such hut (a hut of
 * another sector is not found either). No hutid: the sector's menu as a whole.
 */
export async function hutMenuContext(
  db: Kysely<Database>,
  sector: Sector,
  hutId: string | undefined,
): Promise<Pick<HutMenuContext, 'excludedTabs'>> {
  if (hutId === undefined) return { excludedTabs: [] };
  const row = await db.selectFrom('huts').select('data').where('sector', '=', sector).where('id', '=', hutId).executeTakeFirst();
  if (!row) {
    throw new ApiError(404, {
      error: 'not_found',
      message: 'Hut not found',
      issues: [{ path: 'hutid', message: `No hut ${hutId} in sector ${sector}` }],
    });
  }
  const hut = hutMenuFieldsSchema.parse(row.data);
  return { excludedTabs: hut.excludedTabs ?? [] };
}

export type Channel = Discount['channels'][number];

export type MenuListItem = Product | Deal | Discount;

export async function listMenu(
  db: Kysely<Database>,
  type: ProductListType,
  query: ProductListQuery,
  channel: Channel | undefined,
): Promise<MenuListItem[]> {
  const hut = await hutMenuContext(db, query.sector, query.hutid);
  const context: HutMenuContext = { ...hut, disposition: query.disposition };
  const rules = { showHidden: query.showHidden ?? false, showDealOnly: query.showDealOnly ?? false, filter: query.filter };

  if (type === 'discounts') {
    // Discounts are only for a channel that says who it is (x-channel), and only that channel's.
    if (!channel) return [];
    const discounts = await db.selectFrom('discounts').select('data').where('sector', '=', query.sector).orderBy('position').execute();
    return discounts.map((row) => row.data).filter((discount) => discount.channels.includes(channel));
  }

  if (type === 'deals') {
    checkFilter('filter', query.filter, dealKindSchema);
    const [deals, products] = await Promise.all([
      db.selectFrom('deals').select('data').where('sector', '=', query.sector).orderBy('position').execute(),
      sectorProducts(db, query.sector),
    ]);
    return listDeals(
      deals.map((row) => row.data),
      availableProducts(products, context),
      context,
      rules,
    );
  }

  const productType = LIST_PRODUCT_TYPE[type]!;
  if (type === 'sides') checkFilter('filter', query.filter, sideKindSchema);
  return listProducts(availableProducts(await sectorProducts(db, query.sector, productType), context), rules);
}

async function sectorProducts(db: Kysely<Database>, sector: Sector, type?: string): Promise<Product[]> {
  let select = db.selectFrom('products').select('data').where('sector', '=', sector);
  if (type) select = select.where('type', '=', type);
  const rows = await select.orderBy('type').orderBy('position').execute();
  return rows.map((row) => row.data);
}

/** A filter that can never match (a side kind or deal kind that does not exist) is a 400, not an empty list. */
function checkFilter(path: string, value: string | undefined, allowed: { safeParse(value: unknown): { success: boolean } }): void {
  if (value !== undefined && !allowed.safeParse(value).success) {
    throw new ApiError(400, { error: 'invalid_request', issues: [{ path, message: `Unknown ${path} value '${value}'` }] });
  }
}
