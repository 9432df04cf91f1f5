import { describe, expect, it, vi } from 'vitest';
import type * as VouchersApi from '../../src/api/vouchers';

// The voucher and gift-card calls (spec 2 §7), against a fake fetch.

const actual = await import('../../src/api/vouchers');
const { createApiClient } = await import('../../src/api/client');

describe('the calls (spec 2 §7)', () => {
  function client(respond: (url: string, init: RequestInit) => Response) {
    const calls: { url: string; init: RequestInit }[] = [];
    const fetch = vi.fn(async (url: string, init: RequestInit) => {
      calls.push({ url, init });
      return respond(url, init);
    });
    return { calls, api: createApiClient({ fetch: fetch as unknown as typeof globalThis.fetch, getTraceId: () => 'trace-1' }) };
  }

  it('validate sends the channel headers and turns a voucher error body into a typed refusal', async () => {
    const { calls, api: http } = client(
      () => new Response(JSON.stringify({ error: { type: 'COLLECTION_ONLY', message: 'Collection only', invalidVoucherId: 'COL5' } }), { status: 422 }),
    );
    const result = await actual.validateVoucher({ sector: 'uk-1', code: 'COL5', disposition: 'delivery' }, http);
    expect(result).toEqual({ ok: false, error: { type: 'COLLECTION_ONLY', message: 'Collection only', invalidVoucherId: 'COL5' } });
    expect(calls[0]?.url).toBe('/v1/vouchers/validate?sector=uk-1&code=COL5&disposition=delivery');
    // One header, one spelling (10-G28): the web's when the caller names no channel.
    expect(calls[0]?.init.headers).toMatchObject({ 'x-channel': 'ph-website' });
    expect(calls[0]?.init.headers).not.toHaveProperty('channel');
  });

  it('validate throws on a failure that is not a voucher refusal', async () => {
    const { api: http } = client(() => new Response('oops', { status: 500 }));
    await expect(actual.validateVoucher({ sector: 'uk-1', code: 'X' }, http)).rejects.toThrow('500');
  });

  it('the gift-card check posts meta and data; v1 numbers carry the market or test prefix (spec 2 §5)', async () => {
    const { calls, api: http } = client(() => new Response(JSON.stringify({ giftCardBalance: 10, expiryDate: '2026-01-01' })));
    const hut: VouchersApi.GiftCardHut = { id: '1101', sector: 'uk-1', test: false, tradezoneId: 'TZ' };
    await actual.checkGiftCard({ hut, market: 'UK', cardNumber: ' 600000000001 ', cardPin: '1234', v2: false, now: 5 }, http);
    expect(calls[0]?.url).toBe('/v1/gift-cards/check');
    expect(JSON.parse(String(calls[0]?.init.body))).toMatchObject({
      meta: { hutId: '1101', sector: 'uk-1', isTest: false, tradezoneId: 'TZ', timestamp: 5 },
      data: { cardNumber: 'PHUK600000000001', cardPin: '1234', amount: 100 },
    });
    await actual.checkGiftCard({ hut, market: 'UK', cardNumber: '600000000001', cardPin: '1234', v2: true }, http);
    expect(calls[1]?.url).toBe('/v2/gift-cards/check');
    expect(JSON.parse(String(calls[1]?.init.body)).data.cardNumber).toBe('600000000001');
    expect(actual.giftCardNumberFor('1', { v2: false, market: 'FR', isTest: true })).toBe('TEST1');
  });
});
