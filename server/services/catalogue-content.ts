import type { Kysely } from 'kysely';
import type { LandingPage, ProductContent } from '../../src/api/contract/catalogue';
import type { Locale, ProductType, Sector } from '../../src/api/contract/common';
import type { Database, MarketCode } from '../db';
import { hutMenuContext } from './catalogue';

/**
 * Localised product content and landing pages (GET /v1/content/…). Content is per market and
 * locale; a locale the market has none for falls back to one of the same language, then to the
 * market's default locale (spec 1 §7: "customer language or market default").
 */

/** Exact locale, else the first available one of the same language (fr → fr-CA), else the default. */
export function resolveLocale(requested: string | undefined, available: readonly string[], fallback: string): string {
  if (requested === undefined) return fallback;
  if (available.includes(requested)) return requested;
  const language = requested.split('-')[0];
  return available.find((locale) => locale.split('-')[0] === language) ?? fallback;
}

async function marketOf(db: Kysely<Database>, sector: Sector): Promise<{ market: MarketCode; defaultLocale: string }> {
  const row = await db
    .selectFrom('sectors')
    .innerJoin('markets', 'markets.code', 'sectors.market_code')
    .select(['markets.code as market', 'markets.default_locale as defaultLocale'])
    .where('sectors.id', '=', sector)
    .executeTakeFirstOrThrow();
  return row;
}

export interface ProductContentRequest {
  sector: Sector;
  locale?: Locale;
  type?: ProductType;
  hutid?: string;
}

export async function listProductContent(db: Kysely<Database>, request: ProductContentRequest): Promise<ProductContent[]> {
  await hutMenuContext(db, request.sector, request.hutid);
  const { market, defaultLocale } = await marketOf(db, request.sector);
  const locales = await db.selectFrom('product_content').select('locale').distinct().where('market', '=', market).execute();
  const locale = resolveLocale(request.locale, locales.map((row) => row.locale), defaultLocale);

  let select = db.selectFrom('product_content').select('data').where('market', '=', market).where('locale', '=', locale);
  if (request.type) select = select.where('type', '=', request.type);
  const rows = await select.orderBy('type').orderBy('id').execute();
  return rows.map((row) => row.data);
}

/** The landing page as a one-element list, or an empty list when the market has no page of that id. */
export async function findLandingPage(db: Kysely<Database>, locale: Locale, sector: Sector, id: string): Promise<LandingPage[]> {
  const { market, defaultLocale } = await marketOf(db, sector);
  const rows = await db.selectFrom('landing_pages').select(['locale', 'data']).where('market', '=', market).where('id', '=', id).execute();
  const chosen = resolveLocale(locale, rows.map((row) => row.locale), defaultLocale);
  const page = rows.find((row) => row.locale === chosen);
  return page ? [page.data] : [];
}
