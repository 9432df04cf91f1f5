import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { buildUrl, createApiClient, type ApiClientOptions } from '../../src/api/client';
import { ContractError, HttpError, NetworkError, TimeoutError } from '../../src/api/http-error';
import { PRODUCT_RETRY } from '../../src/api/retry';

type FetchCall = { url: string; init: RequestInit & { headers: Record<string, string> } };

/** The only fake: a fetch that records each call and answers with `respond`. */
function fakeFetch(respond: (url: string, init: RequestInit) => Response | Promise<Response> = () => json({ ok: true })) {
  const calls: FetchCall[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    calls.push({ url: String(input), init: init as FetchCall['init'] });
    return respond(String(input), init ?? {});
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, calls };
}

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

function client(fetch: typeof globalThis.fetch, options: ApiClientOptions = {}) {
  return createApiClient({ fetch, getTraceId: async () => 'trace-1', getFlagLevel: () => 'canary', ...options });
}

/** A fetch that never answers, but gives up when its signal aborts, as browsers do. */
const hangingFetch = (url: string, init: RequestInit) =>
  new Promise<Response>((_, reject) => init.signal?.addEventListener('abort', () => reject(init.signal?.reason)));

afterEach(() => vi.useRealTimers());

describe('headers (spec 1 §7)', () => {
  it('sends trace id, accept and the environment flag; no role, content type or token when none', async () => {
    const { fetch, calls } = fakeFetch();
    await client(fetch).get('/v1/hut');
    expect(calls[0]!.init.headers).toEqual({
      accept: 'application/json',
      'x-trace-id': 'trace-1',
      'x-environment-flag': 'canary',
    });
    expect(calls[0]!.init.method).toBe('GET');
  });

  it('adds content type with a body, the feature role when not none, and a bearer token when given', async () => {
    const { fetch, calls } = fakeFetch();
    const api = client(fetch, { getFeatureRole: () => 'staff', getIdToken: async () => 'id-token' });
    await api.post('/v1/deals/optimise', { version: '1.0' });
    expect(calls[0]!.init.headers).toMatchObject({
      'content-type': 'application/json',
      'x-feature-role': 'staff',
      authorization: 'Bearer id-token',
    });
    expect(calls[0]!.init.body).toBe('{"version":"1.0"}');

    await client(fetch, { getFeatureRole: () => 'none', getIdToken: async () => null }).get('/v1/skus/');
    expect(Object.keys(calls[1]!.init.headers).sort()).toEqual(['accept', 'x-environment-flag', 'x-trace-id']);
  });

  it('marks traffic as test at the synthetic level only (14-G16, 14-G7: x-synthetic-traffic)', async () => {
    const { fetch, calls } = fakeFetch();
    await client(fetch, { getFlagLevel: () => 'synthetic' }).get('/v1/skus/');
    expect(calls[0]!.init.headers['x-synthetic-traffic']).toBe('1');
    await client(fetch, { getFlagLevel: () => 'production' }).get('/v1/skus/');
    expect(calls[1]!.init.headers).not.toHaveProperty('x-synthetic-traffic');
    await client(fetch, { getFlagLevel: () => 'synthetic' }).get('https://maps.example.org/geocode');
    expect(calls[2]!.init.headers).not.toHaveProperty('x-synthetic-traffic');
  });

  it('keeps role, flag and token to the own hosts; other hosts get trace id and accept only', async () => {
    const { fetch, calls } = fakeFetch();
    const api = client(fetch, { getFeatureRole: () => 'staff', getIdToken: () => 'id-token' });
    await api.get('https://maps.example.org/geocode', { query: { q: 'SW1A 1AA' } });
    expect(calls[0]!.init.headers).toEqual({ accept: 'application/json', 'x-trace-id': 'trace-1' });

    await client(fetch, { baseUrl: 'https://api.example.com/' }).get('/v1/huts');
    expect(calls[1]!.url).toBe('https://api.example.com/v1/huts');
    expect(calls[1]!.init.headers['x-environment-flag']).toBe('canary');

    await client(fetch, { isOwnHost: () => false }).get('/v1/huts');
    expect(calls[2]!.init.headers['x-environment-flag']).toBeUndefined();
  });
});

describe('time-out: "Generic fetches time out after 10000 ms" (spec 1 §7)', () => {
  it('rejects with TimeoutError "Request timeout" at 10 000 ms, not at 9 999 ms, and aborts the fetch', async () => {
    vi.useFakeTimers();
    const { fetch, calls } = fakeFetch(hangingFetch);
    const settled = vi.fn();
    const result = client(fetch).get('/v1/hut').catch((err: unknown) => (settled(), err));

    await vi.advanceTimersByTimeAsync(9_999);
    expect(settled).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    const error = await result;
    expect(error).toBeInstanceOf(TimeoutError);
    expect((error as Error).message).toBe('Request timeout');
    expect(calls[0]!.init.signal?.aborted).toBe(true);
  });

  it('times out even when the fetch ignores its signal', async () => {
    vi.useFakeTimers();
    const { fetch } = fakeFetch(() => new Promise<Response>(() => {}));
    const result = client(fetch, { timeoutMs: 10_000 }).get('/v1/hut').catch((err: unknown) => err);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(await result).toMatchObject({ name: 'TimeoutError', message: 'Request timeout' });
  });

  it("honours the caller's AbortSignal and does not retry it", async () => {
    const { fetch } = fakeFetch(hangingFetch);
    const controller = new AbortController();
    const result = client(fetch).get('/v1/hut', { signal: controller.signal, retry: PRODUCT_RETRY });
    controller.abort(new DOMException('navigated away', 'AbortError'));
    await expect(result).rejects.toMatchObject({ name: 'AbortError' });
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});

describe('answers and errors', () => {
  it("makes a failed answer an HttpError: '500 Oven on fire' from the JSON message", async () => {
    const { fetch } = fakeFetch(() => json({ message: 'Oven on fire' }, 500));
    const error = (await client(fetch).post('/v1/orders', {}).catch((err: unknown) => err)) as HttpError;
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({
      status: 500,
      url: '/v1/orders',
      type: 'default',
      body: '{"message":"Oven on fire"}',
      json: { message: 'Oven on fire' },
      message: '500 Oven on fire',
    });
  });

  it("uses the body when it is not JSON: '404 Not here'", async () => {
    const { fetch } = fakeFetch(() => new Response('Not here', { status: 404 }));
    await expect(client(fetch).get('/v1/hut')).rejects.toMatchObject({
      status: 404,
      body: 'Not here',
      json: undefined,
      message: '404 Not here',
    });
  });

  it('uses the API error code when the JSON has no message', async () => {
    const { fetch } = fakeFetch(() => json({ error: 'invalid_request', issues: [] }, 400));
    await expect(client(fetch).get('/v1/hut')).rejects.toThrow('400 invalid_request');
  });

  it('fails with a ContractError naming the path when the answer does not match its schema', async () => {
    const { fetch } = fakeFetch(() => json({ id: 42 }));
    const schema = z.object({ id: z.string() });
    const error = await client(fetch).get('/v1/hut', { schema }).catch((err: unknown) => err);
    expect(error).toBeInstanceOf(ContractError);
    expect(error).toMatchObject({ method: 'GET', path: '/v1/hut', issues: [{ path: 'id' }] });
    expect((error as Error).message).toContain('GET /v1/hut');
  });

  it('returns the parsed answer: validated JSON, text when not JSON, undefined when empty', async () => {
    const answers = [json({ id: 'h1', extra: true }), new Response('abc123\n'), new Response(null, { status: 204 })];
    const { fetch } = fakeFetch(() => answers.shift()!);
    const api = client(fetch);
    await expect(api.get('/v1/hut', { schema: z.object({ id: z.string() }) })).resolves.toEqual({ id: 'h1' });
    await expect(api.get('/RELEASE_HASH.txt', { cache: 'no-store' })).resolves.toBe('abc123\n');
    await expect(api.delete('/v1/basket')).resolves.toBeUndefined();
  });

  it('turns a fetch that gets no answer into a NetworkError, and retries it with the given policy', async () => {
    vi.useFakeTimers();
    let calls = 0;
    const { fetch } = fakeFetch(() => (++calls < 3 ? Promise.reject(new TypeError('Failed to fetch')) : json([])));
    const result = client(fetch).get('/v2/products/pizza', { retry: PRODUCT_RETRY });
    await vi.advanceTimersByTimeAsync(500 + 1000);
    await expect(result).resolves.toEqual([]);
    expect(calls).toBe(3);

    const { fetch: offline } = fakeFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(client(offline).get('/v1/hut')).rejects.toBeInstanceOf(NetworkError);
  });
});

describe('query serialisation', () => {
  it('leaves out undefined and null, repeats arrays and encodes values', () => {
    const url = buildUrl('', '/v1/huts/nearby', {
      lat: 51.5,
      lon: -0.12,
      limit: 5,
      flag: true,
      filter: undefined,
      tradezoneId: null,
      sectors: ['uk-1', 'uk-2'],
      q: 'a b&c',
    });
    expect(url).toBe('/v1/huts/nearby?lat=51.5&lon=-0.12&limit=5&flag=true&sectors=uk-1&sectors=uk-2&q=a+b%26c');
    expect(buildUrl('', '/v1/hut', { hutId: undefined })).toBe('/v1/hut');
    expect(buildUrl('https://api.example.com/', '/v1/hut?openDays=7', { sector: 'uk-1' })).toBe(
      'https://api.example.com/v1/hut?openDays=7&sector=uk-1',
    );
  });

  it('sends the query with the request', async () => {
    const { fetch, calls } = fakeFetch();
    await client(fetch).get('/v2/products/pizza', { query: { hutid: 'h1', sector: 'uk-1', filter: undefined } });
    expect(calls[0]!.url).toBe('/v2/products/pizza?hutid=h1&sector=uk-1');
  });
});
