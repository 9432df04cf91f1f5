import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderErrorBodySchema } from '../../src/api/contract/orders';
import { applePayMerchantSessionSchema } from '../../src/api/contract/payment-providers';
import { LEGACY_APPLE_PAY_MERCHANTS } from '../../src/domain/checkout';
import { RATE_LIMITS } from '../../server/http/rate-limits';
import { createOrderTestApp, type OrderTestApp } from './orders-setup';

// POST /v1/payment-providers/apple-pay/on-validate-merchant (spec 2 §7; 13-G13): the sandbox stands in
// for Apple's gateway and answers a merchant session for merchants the store is registered as.
const URL_PATH = '/v1/payment-providers/apple-pay/on-validate-merchant';
const APPLE_SANDBOX = 'https://apple-pay-gateway-cert.apple.com/paymentservices/startSession';
const valid = { displayName: 'Pizza Hut Camden', merchantIdentifier: 'merchant.com.pizzahut.uk', validationUrl: APPLE_SANDBOX };

let setup: OrderTestApp;
let nextAddress = 1;
const newClient = () => `198.51.100.${nextAddress++}`;
const post = (body: unknown, client = newClient()) => setup.post(URL_PATH, body, { 'x-forwarded-for': client });

beforeAll(async () => {
  // Each test's requests come from their own address (X-Forwarded-For read behind our proxy).
  process.env.TRUST_PROXY = '1';
  setup = await createOrderTestApp();
});

afterAll(async () => {
  delete process.env.TRUST_PROXY;
  await setup.testDb.cleanup();
});

describe('Apple Pay merchant validation (13-G13)', () => {
  it('answers a merchant session for a hut merchant, not cached', async () => {
    const res = await post(valid);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const session = applePayMerchantSessionSchema.parse(await res.json());
    expect(session.displayName).toBe('Pizza Hut Camden');
    expect(session.domainName).toBe('localhost');
    expect(session.expiresAt - session.epochTimestamp).toBe(5 * 60_000);
    // Apple answers a hash of the merchant id, never the id itself.
    expect(session.merchantIdentifier).toMatch(/^[0-9A-F]{64}$/);
    expect(session.signature).not.toBe('');
    // Each validation is a new session.
    const again = applePayMerchantSessionSchema.parse(await (await post(valid)).json());
    expect(again.merchantSessionIdentifier).not.toBe(session.merchantSessionIdentifier);
  });

  it('knows the legacy app merchants of 14-G26', async () => {
    expect((await post({ ...valid, merchantIdentifier: LEGACY_APPLE_PAY_MERCHANTS.GB })).status).toBe(200);
  });

  it('fails an unknown merchant with APPLE_PAY_FAILURE', async () => {
    const res = await post({ ...valid, merchantIdentifier: 'merchant.com.someone.else' });
    expect(res.status).toBe(422);
    expect(orderErrorBodySchema.parse(await res.json()).error).toBe('APPLE_PAY_FAILURE');
  });

  it.each([
    ['no body fields', {}],
    ['an empty display name', { ...valid, displayName: '  ' }],
    ['a display name over 64 characters', { ...valid, displayName: 'x'.repeat(65) }],
    ['a NUL in the display name', { ...valid, displayName: 'Pizza\u0000Hut' }],
    ['a merchant id that is not one', { ...valid, merchantIdentifier: 'com.pizzahut.uk' }],
    ['a validation URL of another host (the certificate would go there)', { ...valid, validationUrl: 'https://evil.example/startSession' }],
    ['a look-alike host', { ...valid, validationUrl: 'https://apple-pay-gateway.apple.com.evil.example/x' }],
    ['plain http', { ...valid, validationUrl: 'http://apple-pay-gateway.apple.com/paymentservices/startSession' }],
    ['a credential in the URL', { ...valid, validationUrl: 'https://user@apple-pay-gateway.apple.com/x' }],
    ['another port', { ...valid, validationUrl: 'https://apple-pay-gateway.apple.com:8443/x' }],
    ['an extra field', { ...valid, merchantCertificate: 'x' }],
  ])('refuses %s with 400', async (_name, body) => {
    expect((await post(body)).status).toBe(400);
  });

  it('limits a client sweeping merchant ids (429 with Retry-After); another client goes on', async () => {
    const client = newClient();
    for (let i = 0; i < RATE_LIMITS.applePayValidatePerClient.points; i += 1) {
      expect((await post({ ...valid, merchantIdentifier: `merchant.com.guess${i}` }, client)).status).toBe(422);
    }
    const refused = await post(valid, client);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await post(valid)).status).toBe(200);
  });
});
