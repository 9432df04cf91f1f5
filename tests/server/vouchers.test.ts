import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app';
import { FIXED_TEST_TIME } from '../../server/db/seed/huts';
import { findVoucher } from '../../server/services/vouchers';
import { apiErrorBodySchema } from '../../src/api/contract/error';
import { voucherErrorBodySchema, voucherSchema, type VoucherErrorType } from '../../src/api/contract/vouchers';
import { createSeededApp } from './seeded-app';
import type { TestDatabase } from './test-db';

// GET /v1/vouchers/validate and findVoucher (spec 2 §5, §8; CHECKLIST 06-G28/29/34) against the
// seeded vouchers (server/db/seed/credits/README.md), at the fixed test time.
let testDb: TestDatabase;
let app: ReturnType<typeof createApp>;
const now = new Date(FIXED_TEST_TIME);

beforeAll(async () => {
  ({ testDb, app } = await createSeededApp());
});

afterAll(async () => {
  await testDb.cleanup();
});

const validate = (query: string, headers: Record<string, string> = { 'x-channel': 'ph-website' }) =>
  app.request(`/v1/vouchers/validate?${query}`, { headers });

async function refused(query: string, type: VoucherErrorType, status: number, message?: string) {
  const res = await validate(query);
  expect(res.status, query).toBe(status);
  expect(res.headers.get('cache-control')).toBe('no-store');
  const { error } = voucherErrorBodySchema.parse(await res.json());
  expect(error.type).toBe(type);
  if (message !== undefined) expect(error.message).toBe(message);
  return error;
}

describe('GET /v1/vouchers/validate', () => {
  it('answers a discount voucher, whatever the case of the code', async () => {
    const res = await validate('sector=uk-1&code=web20');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const voucher = voucherSchema.parse(await res.json());
    expect(voucher).toMatchObject({ id: 'WEB20', type: 'discount', discountId: 'web-only-20-off', rule: 'percentage', amount: 20, appExclusive: false, collectionOnly: false });
  });

  it('answers a gift voucher as its hidden catalogue deal, in every market', async () => {
    const cases = [
      ['uk-1', 'GIFT5', 'gift-voucher-5', 5],
      ['uk-2', 'GIFT30', 'gift-voucher-30', 30],
      ['fr-1', 'CADEAU20', 'gift-voucher-20', 20],
      ['in-1', 'GIFT500', 'gift-voucher-500', 500],
      ['ca-1', 'GIFT25', 'gift-voucher-25', 25],
    ] as const;
    for (const [sector, code, dealId, amount] of cases) {
      const res = await validate(`sector=${sector}&code=${code}`);
      expect(res.status, code).toBe(200);
      expect(voucherSchema.parse(await res.json())).toMatchObject({ id: code, type: 'deal', dealId, amount });
    }
  });

  it('answers the special SPE and SRZ vouchers with the deals they cannot be used with', async () => {
    const res = await validate('sector=uk-1&code=SPEFEAST');
    expect(voucherSchema.parse(await res.json())).toMatchObject({ type: 'deal', dealId: 'family-feast', conflicts: ['bogof', 'bogoh', 'bogtf'] });
    expect((await validate('sector=uk-1&code=srzduo')).status).toBe(200);
  });

  it('is NOT_FOUND for an unknown, expired or inactive code, or one of another market', async () => {
    for (const query of ['sector=uk-1&code=NOPE', 'sector=uk-1&code=EXPIRED20', 'sector=uk-1&code=INACTIVE20', 'sector=uk-1&code=CADEAU10']) {
      const error = await refused(query, 'NOT_FOUND', 404, 'Invalid voucher code');
      expect(error.invalidVoucherId).toBe(new URLSearchParams(query).get('code')!.toUpperCase());
    }
  });

  it('refuses an app-exclusive voucher on the web (APP_ONLY) but not in the app', async () => {
    await refused('sector=uk-1&code=APPONLY10', 'APP_ONLY', 403, 'Voucher is only supported on the app');
    const noHeader = await app.request('/v1/vouchers/validate?sector=uk-1&code=APPONLY10');
    expect(noHeader.status).toBe(403);
    const fromApp = await validate('sector=uk-1&code=APPONLY10', { channel: 'ph-app' });
    expect(fromApp.status).toBe(200);
    expect(voucherSchema.parse(await fromApp.json())).toMatchObject({ appExclusive: true, discountId: 'app-10-off' });
  });

  it('reads the one channel spelling: the web\'s are the web, a bare kiosk or unknown claim never an app (10-G28)', async () => {
    for (const channel of ['ph-website', 'qr-takeaway', 'kiosk', 'fax']) {
      expect((await validate('sector=uk-1&code=APPONLY10', { 'x-channel': channel })).status, channel).toBe(403);
    }
    expect((await validate('sector=uk-1&code=WEB20', { 'x-channel': 'qr-takeaway' })).status).toBe(200);
  });

  it('refuses a collection-only voucher for delivery (COLLECTION_ONLY)', async () => {
    await refused('sector=uk-1&code=COLLECT5&disposition=delivery', 'COLLECTION_ONLY', 409, 'Available for collection only');
    expect((await validate('sector=uk-1&code=COLLECT5&disposition=collection')).status).toBe(200);
    // Without a disposition the page decides later: the voucher says it is collection only.
    expect(voucherSchema.parse(await (await validate('sector=uk-1&code=COLLECT5')).json()).collectionOnly).toBe(true);
  });

  it('is PRODUCTS_UNAVAILABLE when the sector catalogue lacks the deal or offers the discount off the web', async () => {
    await refused('sector=uk-1&code=RETIRED', 'PRODUCTS_UNAVAILABLE', 422, 'Unavailable products');
    await refused('sector=uk-1&code=KIOSK5', 'PRODUCTS_UNAVAILABLE', 422);
    await refused('sector=fr-1&code=GARLICBREAD', 'NOT_FOUND', 404);
  });

  it('is CONFLICT when the basket has a deal the voucher cannot be used with', async () => {
    const error = await refused('sector=uk-1&code=SPEFEAST&dealIds=any-20,bogof', 'CONFLICT', 409);
    expect(error.message).toContain('cannot be used with');
    // The id of the conflicting deal, so the page names it in the customer's language (10-G30).
    expect(error.conflictId).toBe('bogof');
    expect((await validate('sector=uk-1&code=SPEFEAST&dealIds=any-20&dealIds=meal-for-one')).status).toBe(200);
    await refused('sector=uk-1&code=SRZDUO&dealIds=family-feast', 'CONFLICT', 409);
  });

  it('answers 400 with the API error body for a bad query', async () => {
    for (const query of ['code=WEB20', 'sector=xx-9&code=WEB20', 'sector=uk-1', 'sector=uk-1&code=ABCDEFGHIJKLMNOP', 'sector=uk-1&code=WEB20&disposition=dinein']) {
      const res = await validate(query);
      expect(res.status, query).toBe(400);
      expect(res.headers.get('cache-control')).toBe('no-store');
      expect(apiErrorBodySchema.parse(await res.json()).error).toBe('invalid_request');
    }
  });
});

describe('findVoucher', () => {
  it('treats a voucher as expired from its expiry instant on', async () => {
    const db = testDb.handle.db;
    await db.insertInto('vouchers').values({ sector: 'uk-1', code: 'ENDSNOW', type: 'discount', discount_id: 'web-only-20-off', title: 'Ends now', expires_at: now }).execute();
    const before = await findVoucher(db, { sector: 'uk-1', code: 'endsnow', channel: 'web', now: new Date(now.getTime() - 1) });
    expect(before.ok).toBe(true);
    const at = await findVoucher(db, { sector: 'uk-1', code: 'ENDSNOW', channel: 'web', now });
    expect(at).toEqual({ ok: false, error: { type: 'NOT_FOUND', message: 'Invalid voucher code', invalidVoucherId: 'ENDSNOW' } });
  });

  it('refuses a code longer than 15 characters without a look-up', async () => {
    const result = await findVoucher(testDb.handle.db, { sector: 'uk-1', code: 'X'.repeat(16), channel: 'web', now });
    expect(result.ok).toBe(false);
  });
});
