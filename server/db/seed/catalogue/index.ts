import type { InsertResult, Transaction } from 'kysely';
import type { SeedStep } from '../step';
import type { Database } from '../../schema';
import { catalogue } from './catalogue';

/**
 * Menus, deals, discounts, upsells, SKUs and content per market and sector (data in ./markets,
 * built and zod-checked in ./catalogue.ts). Each step inserts what is missing and leaves existing
 * rows alone, so seeding again inserts nothing and an operator's edits survive.
 */

/** Rows per statement: well under PostgreSQL's 65 535 bind parameters for every table. */
const CHUNK = 200;

async function insertInChunks<R>(rows: R[], insert: (chunk: R[]) => Promise<InsertResult>): Promise<number> {
  let inserted = 0;
  for (let start = 0; start < rows.length; start += CHUNK) {
    const result = await insert(rows.slice(start, start + CHUNK));
    inserted += Number(result.numInsertedOrUpdatedRows ?? 0n);
  }
  return inserted;
}

const json = (value: unknown) => JSON.stringify(value);

function seedProducts(trx: Transaction<Database>): Promise<number> {
  const rows = catalogue().sectors.flatMap(({ sector, products }) =>
    products.map((product, position) => ({
      sector,
      id: product.id,
      position,
      type: product.type,
      kind: product.kind,
      subtype: product.subtype ?? null,
      hidden: product.hidden,
      deal_only: product.dealOnly,
      data: json(product),
    })),
  );
  return insertInChunks(rows, (chunk) =>
    trx.insertInto('products').values(chunk).onConflict((oc) => oc.columns(['sector', 'id']).doNothing()).executeTakeFirst(),
  );
}

function seedDeals(trx: Transaction<Database>): Promise<number> {
  const rows = catalogue().sectors.flatMap(({ sector, deals }) =>
    deals.map((deal, position) => ({ sector, id: deal.id, position, kind: deal.kind, type: deal.type, hidden: deal.hidden, data: json(deal) })),
  );
  return insertInChunks(rows, (chunk) =>
    trx.insertInto('deals').values(chunk).onConflict((oc) => oc.columns(['sector', 'id']).doNothing()).executeTakeFirst(),
  );
}

function seedDiscounts(trx: Transaction<Database>): Promise<number> {
  const rows = catalogue().sectors.flatMap(({ sector, discounts }) =>
    discounts.map((discount, position) => ({ sector, id: discount.id, position, data: json(discount) })),
  );
  return insertInChunks(rows, (chunk) =>
    trx.insertInto('discounts').values(chunk).onConflict((oc) => oc.columns(['sector', 'id']).doNothing()).executeTakeFirst(),
  );
}

function seedUpsells(trx: Transaction<Database>): Promise<number> {
  const rows = catalogue().sectors.flatMap(({ sector, upsells }) =>
    upsells.map((upsell, position) => ({ sector, id: upsell.id, position, data: json(upsell) })),
  );
  return insertInChunks(rows, (chunk) =>
    trx.insertInto('upsells').values(chunk).onConflict((oc) => oc.columns(['sector', 'id']).doNothing()).executeTakeFirst(),
  );
}

function seedSkus(trx: Transaction<Database>): Promise<number> {
  const rows = catalogue().sectors.flatMap(({ sector, skus }) => skus.map((sku) => ({ sector, ...sku })));
  return insertInChunks(rows, (chunk) =>
    trx.insertInto('skus').values(chunk).onConflict((oc) => oc.columns(['sector', 'type', 'id']).doNothing()).executeTakeFirst(),
  );
}

function seedProductContent(trx: Transaction<Database>): Promise<number> {
  const rows = catalogue().markets.flatMap(({ market, content }) =>
    content.map((item) => ({ market, locale: item.locale, type: item.type, id: item.id, data: json(item) })),
  );
  return insertInChunks(rows, (chunk) =>
    trx
      .insertInto('product_content')
      .values(chunk)
      .onConflict((oc) => oc.columns(['market', 'locale', 'type', 'id']).doNothing())
      .executeTakeFirst(),
  );
}

function seedLandingPages(trx: Transaction<Database>): Promise<number> {
  const rows = catalogue().markets.flatMap(({ market, landingPages }) =>
    landingPages.map((page) => ({ market, locale: page.locale, id: page.id, data: json(page) })),
  );
  return insertInChunks(rows, (chunk) =>
    trx
      .insertInto('landing_pages')
      .values(chunk)
      .onConflict((oc) => oc.columns(['market', 'locale', 'id']).doNothing())
      .executeTakeFirst(),
  );
}

/** After markets and sectors (their foreign keys) and the huts. */
export const catalogueSeedSteps: readonly SeedStep[] = [
  { name: 'catalogue products', run: seedProducts },
  { name: 'catalogue deals', run: seedDeals },
  { name: 'catalogue discounts', run: seedDiscounts },
  { name: 'catalogue upsells', run: seedUpsells },
  { name: 'catalogue skus', run: seedSkus },
  { name: 'catalogue product content', run: seedProductContent },
  { name: 'catalogue landing pages', run: seedLandingPages },
];
