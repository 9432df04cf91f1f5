// Menu and content calls of the store API (spec 1 §7), each checked by its contract.
import type { Locale, Sector, WebDisposition } from './contract/common';
import {
  landingPageListSchema,
  productContentListSchema,
  productListResponseSchema,
  skuAnswerListSchema,
  upsellListSchema,
  type ProductListType,
} from './contract/catalogue';
import { api, type ApiClient } from './client';
import { PRODUCT_RETRY } from './retry';
import { WEBSITE_CHANNEL } from '../domain/markets/channel';

/**
 * The channel discounts are asked with when the caller names none (spec 1 §7: "x-channel with the
 * website channel value"): the website's one spelling, the voucher call's too (10-G28, spec 2 §7).
 */
export { WEBSITE_CHANNEL };

/** GET /v2/products/{type}: retried up to 10 times, 500 ms minimum, factor 2 (spec 1 §7). */
export async function fetchProducts(
  type: ProductListType,
  params: {
    hutid: string;
    sector: Sector;
    disposition?: WebDisposition;
    filter?: string;
    /** Deal-only products are needed by deal pages; normal lists filter them out on the page. */
    showDealOnly?: boolean;
    /** Internal testing: show hidden products too (settings' hidden-flag toggle). */
    showHidden?: boolean;
    /** Past every cache (HTTP and the service worker's): a catalogue refresh after prices changed. */
    fresh?: boolean;
    /** The visit's channel (10-G28), sent as x-channel with the discounts. */
    channel?: string;
  },
  client: ApiClient = api,
) {
  const { fresh, channel, ...query } = params;
  const { result } = await client.get(`/v2/products/${type}`, {
    query: { ...query, flag: true },
    ...(fresh ? { cache: 'no-cache' as const } : {}),
    schema: productListResponseSchema,
    retry: PRODUCT_RETRY,
    headers: type === 'discounts' ? { 'x-channel': channel ?? WEBSITE_CHANNEL } : undefined,
  });
  return result;
}

export function fetchProductContent(
  params: { sector: Sector; locale: Locale; type?: string; hutid?: string },
  client: ApiClient = api,
) {
  return client.get('/v1/content/products', { query: params, schema: productContentListSchema });
}

/** A landing page by id: the first element of the answer, or null (the caller redirects home). */
export async function fetchLandingPage(locale: Locale, sector: Sector, id: string, client: ApiClient = api) {
  const pages = await client.get(`/v1/content/${locale}/${sector}/products`, {
    query: { type: 'landing', id },
    schema: landingPageListSchema,
  });
  return pages[0] ?? null;
}

/** GET /v1/skus/: needs a sector and a POS type; an empty answer is an error (spec 1 §5). */
export async function fetchSkus(sector: Sector | undefined, pos: string | undefined, client: ApiClient = api) {
  if (!sector || !pos) throw new Error('failed to fetch skus: missing sector or pos type');
  const skus = await client.get('/v1/skus/', { query: { sector, pos }, schema: skuAnswerListSchema });
  if (skus.length === 0) throw new Error('failed to fetch skus: empty response');
  return skus;
}

/** GET /v1/upsells/: only the first upsell is kept (spec 1 §7). */
export async function fetchUpsell(sector: Sector, client: ApiClient = api) {
  const upsells = await client.get('/v1/upsells/', {
    query: { sector, now: new Date().toISOString() },
    schema: upsellListSchema,
  });
  return upsells[0] ?? null;
}
