import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../../src/api/client';
import { fetchOrderState, fetchOrderSummary, ORDER_TOKEN_HEADER } from '../../src/api/order-status';
import { ORDER_TOKEN, orderState, orderSummary, TRANSACTION_ID } from '../screens/order-summary/fixtures';

// The order summary and state calls (spec 2 §7) with the order token (issue 12): the token goes in
// a header, never in the URL, and only on the summary; a summary with a negative line parses.

type Call = { url: string; headers: Record<string, string> };

function clientAnswering(body: unknown) {
  const calls: Call[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    calls.push({ url: String(input), headers: (init?.headers ?? {}) as Record<string, string> });
    return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
  });
  return { calls, client: createApiClient({ fetch: fetch as unknown as typeof globalThis.fetch, getTraceId: () => 'trace-1' }) };
}

describe('fetchOrderSummary', () => {
  it('sends the order token as x-order-token, and nowhere in the URL', async () => {
    const { calls, client } = clientAnswering(orderSummary());
    expect(await fetchOrderSummary(TRANSACTION_ID, ORDER_TOKEN, client)).toMatchObject({ customerOrderReference: '4821' });
    expect(calls).toHaveLength(1);
    expect(calls[0]!.headers[ORDER_TOKEN_HEADER]).toBe(ORDER_TOKEN);
    expect(calls[0]!.url).toBe(`/v2/orders/orders/${TRANSACTION_ID}/summary`);
    expect(calls[0]!.url).not.toContain(ORDER_TOKEN);
  });

  it('parses a gift voucher line below zero (it used to fail the contract)', async () => {
    const lines = [
      { title: 'Margherita', quantity: 1, price: 16.99, details: [], items: [] },
      { title: '£10 Gift Voucher', quantity: 1, price: -10, details: [], items: [] },
    ];
    const { client } = clientAnswering(orderSummary('CONFIRMED', { lines }));
    const summary = await fetchOrderSummary(TRANSACTION_ID, ORDER_TOKEN, client);
    expect(summary?.lines.map((line) => line.price)).toEqual([16.99, -10]);
  });
});

describe('fetchOrderState', () => {
  it('needs no token and sends none', async () => {
    const { calls, client } = clientAnswering(orderState('COOKING'));
    expect((await fetchOrderState(TRANSACTION_ID, client)).orderStatus).toBe('COOKING');
    expect(calls[0]!.headers[ORDER_TOKEN_HEADER]).toBeUndefined();
  });
});
