import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../../src/api/client';
import { fetchProducts, fetchSkus, fetchUpsell } from '../../src/api/menu';
import { fetchHut, fetchHutByPostcode, fetchHutStatus, fetchNearbyHuts, lookupStreets, searchHuts } from '../../src/api/stores';

/** A client over a fetch that answers every call with one status and body, recording the URLs. */
function clientAnswering(status: number, body: unknown) {
  const urls: string[] = [];
  const headers: Record<string, string>[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    urls.push(String(input));
    headers.push((init?.headers ?? {}) as Record<string, string>);
    return new Response(typeof body === 'string' ? body : JSON.stringify(body), {
      status,
      headers: { 'content-type': typeof body === 'string' ? 'text/plain' : 'application/json' },
    });
  });
  return { client: createApiClient({ fetch: fetch as unknown as typeof globalThis.fetch, getTraceId: () => 't' }), urls, headers };
}

describe('store look-ups (spec 1 §7)', () => {
  it('answers nearby huts with an empty list, without a call, for coordinates that are not numbers', async () => {
    const { client, urls } = clientAnswering(200, []);
    expect(await fetchNearbyHuts({ lat: Number.NaN, lon: 2 }, client)).toEqual([]);
    expect(urls).toEqual([]);
  });

  it('asks for 5 nearby huts by default with the sectors joined by commas', async () => {
    const { client, urls } = clientAnswering(200, []);
    await fetchNearbyHuts({ lat: 51.5, lon: -0.12, sectors: ['uk-1', 'uk-2'] }, client);
    expect(urls[0]).toBe('/v1/huts/nearby?lat=51.5&lon=-0.12&limit=5&sectors=uk-1%2Cuk-2');
  });

  it('gives false when no hut delivers to the postcode', async () => {
    const { client } = clientAnswering(200, []);
    expect(await fetchHutByPostcode('ZZ1 1ZZ', client)).toBe(false);
  });

  it('gives null for an unknown hut or status (404), and asks for seven open days', async () => {
    const { client, urls } = clientAnswering(404, { error: 'not_found', issues: [] });
    expect(await fetchHut({ hutId: 'nope', sector: 'uk-1' }, client)).toBeNull();
    expect(urls[0]).toContain('openDays=7');
    expect(await fetchHutStatus('uk-1', 'nope', client)).toBeNull();
  });

  it("treats a 404 hut search as no result and any other failure as 'Failed to fetch huts'", async () => {
    expect(await searchHuts({ sector: 'ca-1', lat: 43.6, lng: -79.4 }, clientAnswering(404, 'none').client)).toEqual([]);
    await expect(searchHuts({ sector: 'ca-1', lat: 43.6, lng: -79.4 }, clientAnswering(500, 'boom').client)).rejects.toThrow(
      'Failed to fetch huts',
    );
  });

  it('gives an empty street list for a status of 400 or more', async () => {
    expect(await lookupStreets('bad', 'rue', clientAnswering(400, { error: 'invalid_request', issues: [] }).client)).toEqual([]);
  });
});

describe('menu calls (spec 1 §5, §7)', () => {
  it("fails SKUs without a sector or POS type with the spec's message, and on an empty answer", async () => {
    const { client } = clientAnswering(200, []);
    await expect(fetchSkus(undefined, 'tillpoint', client)).rejects.toThrow('failed to fetch skus: missing sector or pos type');
    await expect(fetchSkus('uk-1', undefined, client)).rejects.toThrow('failed to fetch skus: missing sector or pos type');
    await expect(fetchSkus('uk-1', 'tillpoint', client)).rejects.toThrow('failed to fetch skus');
  });

  it('asks discounts with the website channel header and unwraps the result', async () => {
    const { client, headers, urls } = clientAnswering(200, { result: [] });
    expect(await fetchProducts('discounts', { hutid: 'h1', sector: 'uk-1' }, client)).toEqual([]);
    // The website's one spelling, the voucher call's too (10-G28).
    expect(headers[0]?.['x-channel']).toBe('ph-website');
    expect(urls[0]).toBe('/v2/products/discounts?hutid=h1&sector=uk-1&flag=true');
  });

  it('keeps only the first upsell, or null', async () => {
    expect(await fetchUpsell('uk-1', clientAnswering(200, []).client)).toBeNull();
  });
});
