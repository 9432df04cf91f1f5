import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../../src/api/client';
import { preauthoriseOrder } from '../../src/api/orders';
import type { OrderPayloadInput } from '../../src/api/contract/orders';

// Issue 12: the server's new refusals reach the checkout by name, so the order error modal words each
// one (a rate limit, an entitlement, a voucher) instead of falling back to Generic.

function clientRefusing(status: number, body: unknown, headers: Record<string, string> = {}) {
  const fetch = vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } }));
  return createApiClient({ fetch: fetch as unknown as typeof globalThis.fetch, getTraceId: () => 'trace-1' });
}

const payload = {} as OrderPayloadInput;

describe('preauthorise refusals', () => {
  it('a rate limit (429) reads as TOO_MANY_REQUESTS, once: the call is not retried', async () => {
    const client = clientRefusing(429, { error: 'TOO_MANY_REQUESTS', message: 'Too many attempts. Please try again in 42 seconds.', retryAfter: 42 }, { 'retry-after': '42' });
    const result = await preauthoriseOrder(payload, client);
    expect(result).toMatchObject({ ok: false, kind: 'refused', status: 429, error: { error: 'TOO_MANY_REQUESTS' } });
  });

  it.each(['NOT_ENTITLED', 'VOUCHER_INVALID'])('%s keeps its name', async (name) => {
    const result = await preauthoriseOrder(payload, clientRefusing(403, { error: name, message: 'no' }));
    expect(result).toMatchObject({ ok: false, kind: 'refused', error: { error: name } });
  });
});
