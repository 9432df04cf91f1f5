import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CUSTOMER_API_BASE, legacyLoginAnswerSchema, legacyRegisterAnswerSchema, otpGenerateAnswerSchema, otpVerifyAnswerSchema, OTP_PATHS } from '../../src/api/contract/accounts';
import { createShadowAccount } from '../../server/services/accounts/legacy';
import { verifyIdentity } from '../../server/services/identity/tokens';
import { bearer, createAccountTestApp, signIn } from './account-setup';
import type { OrderTestApp } from './orders-setup';

// Issue 14, 11-G12..G17: the legacy India OTP and customer API; 11-G24: the in-store account check.
let setup: OrderTestApp;
const db = () => setup.testDb.handle.db;

beforeAll(async () => {
  process.env.TRUST_PROXY = '1';
  setup = await createAccountTestApp();
});
afterAll(async () => {
  delete process.env.TRUST_PROXY;
  await setup.testDb.cleanup();
});

let client = 0;
const fromClient = () => ({ 'x-forwarded-for': `10.9.0.${++client}` });

async function generate(phone: string) {
  const res = await setup.post(OTP_PATHS.generate, { phone }, fromClient());
  expect(res.status).toBe(200);
  const { token } = otpGenerateAnswerSchema.parse(await res.json());
  const sms = await db().selectFrom('message_outbox').select(['body', 'channel']).where('recipient', '=', phone).orderBy('created_at', 'desc').executeTakeFirstOrThrow();
  expect(sms.channel).toBe('sms');
  return { token, code: /\b(\d{6})\b/.exec(sms.body)![1]! };
}
const verify = async (token: string, code: string) => otpVerifyAnswerSchema.parse(await (await setup.post(OTP_PATHS.verify, { token, code }, fromClient())).json());
const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('OTP generate and verify', () => {
  it('a right code gives a verified token carrying the phone; the code is single use', async () => {
    const { token, code } = await generate('+919876500001');
    const answer = await verify(token, code);
    expect(answer.result).toBe(true);
    const claims = JSON.parse(Buffer.from(answer.token!.split('.')[1]!, 'base64url').toString()) as Record<string, unknown>;
    expect(claims).toMatchObject({ token_use: 'verified-phone', phone_number: '+919876500001' });
    expect(await verify(token, code)).toEqual({ result: false });
  });

  it('brute force: two wrong codes, then the right one still works; a third wrong spends it and the right code never verifies', async () => {
    const first = await generate('+919876500002');
    expect(await verify(first.token, wrong(first.code))).toEqual({ result: false });
    expect(await verify(first.token, wrong(wrong(first.code)))).toEqual({ result: false });
    expect((await verify(first.token, first.code)).result).toBe(true);

    const second = await generate('+919876500003');
    for (let i = 0; i < 3; i += 1) expect(await verify(second.token, wrong(second.code))).toEqual({ result: false });
    expect(await verify(second.token, second.code)).toEqual({ result: false });
  });

  it('refuses a non-Indian phone, a forged token, and codes flooding one phone (429 with Retry-After)', async () => {
    expect((await setup.post(OTP_PATHS.generate, { phone: '+447700900123' }, fromClient())).status).toBe(400);
    expect(await verify('eyJhbGciOiJub25lIn0.eyJjaWQiOiJ4In0.', '123456')).toEqual({ result: false });
    let last = 200;
    let retryAfter: string | null = null;
    for (let i = 0; i < 8 && last === 200; i += 1) {
      const res = await setup.post(OTP_PATHS.generate, { phone: '+919876500009' }, fromClient());
      last = res.status;
      retryAfter = res.headers.get('retry-after');
    }
    expect(last).toBe(429);
    expect(Number(retryAfter)).toBeGreaterThan(0);
  });
});

describe('customer API', () => {
  it('login without an account → data null; register → data; login → customer with an id token the order calls accept', async () => {
    const phone = '+919876500004';
    const { token, code } = await generate(phone);
    const verified = (await verify(token, code)).token!;
    const none = legacyLoginAnswerSchema.parse(await (await setup.post(`${CUSTOMER_API_BASE}/login`, { sector: 'in-1', token: verified })).json());
    expect(none.data).toBeNull();
    const registered = await setup.post(`${CUSTOMER_API_BASE}/register`, { firstName: 'Asha', lastName: 'Rao', email: 'Asha@Example.com', marketing: true, sector: 'in-1' }, bearer(verified));
    expect(registered.status).toBe(200);
    const { data } = legacyRegisterAnswerSchema.parse(await registered.json());
    expect(data).toMatchObject({ firstName: 'Asha', lastName: 'Rao', email: 'asha@example.com', phone, shadow: false });
    const login = legacyLoginAnswerSchema.parse(await (await setup.post(`${CUSTOMER_API_BASE}/login`, { sector: 'in-1', token: verified })).json());
    expect(login.data).toMatchObject({ id: data.id, firstName: 'Asha', shadow: false });
    const claims = await verifyIdentity(db(), login.data!.token, 'id');
    expect(claims).toMatchObject({ sub: data.id, tenant: '91-ind' });
    const account = await db().selectFrom('accounts').selectAll().where('id', '=', data.id).executeTakeFirstOrThrow();
    expect(account).toMatchObject({ marketing_email: true, marketing_sms: true, tenant: '91-ind' });
  });

  it('register needs the verified token: none, an otp token, an access token → 401', async () => {
    const { token } = await generate('+919876500005');
    const someone = await signIn(db(), { tenant: '91-ind', username: '+919876500015' });
    for (const headers of [{}, bearer(token), bearer(someone.accessToken)]) {
      expect((await setup.post(`${CUSTOMER_API_BASE}/register`, { firstName: 'A', lastName: 'B', email: 'a@example.com', marketing: false, sector: 'in-1' }, headers)).status).toBe(401);
    }
    expect((await setup.post(`${CUSTOMER_API_BASE}/login`, { sector: 'in-1', token })).status).toBe(401);
  });

  it('a shadow account logs in with shadow:true and register completes it', async () => {
    const phone = '+919876500006';
    await createShadowAccount(db(), phone, { firstName: 'Till', lastName: 'Customer' });
    const { token, code } = await generate(phone);
    const verified = (await verify(token, code)).token!;
    const login = legacyLoginAnswerSchema.parse(await (await setup.post(`${CUSTOMER_API_BASE}/login`, { sector: 'in-1', token: verified })).json());
    expect(login.data).toMatchObject({ shadow: true, firstName: 'Till' });
    const done = legacyRegisterAnswerSchema.parse(await (await setup.post(`${CUSTOMER_API_BASE}/register`, { firstName: 'Tilly', lastName: 'Customer', email: 't@example.com', marketing: false, sector: 'in-1' }, bearer(verified))).json());
    expect(done.data).toMatchObject({ id: login.data!.id, shadow: false, firstName: 'Tilly' });
  });

  it('DELETE customer/{id}: only that phone\'s own account; then login is a new start and its login token is dead', async () => {
    const phone = '+919876500007';
    const { token, code } = await generate(phone);
    const verified = (await verify(token, code)).token!;
    const { data } = legacyRegisterAnswerSchema.parse(await (await setup.post(`${CUSTOMER_API_BASE}/register`, { firstName: 'Ravi', lastName: 'Kumar', email: 'ravi@example.com', marketing: false, sector: 'in-1' }, bearer(verified))).json());
    const login = legacyLoginAnswerSchema.parse(await (await setup.post(`${CUSTOMER_API_BASE}/login`, { sector: 'in-1', token: verified })).json());
    const other = await generate('+919876500008');
    const otherVerified = (await verify(other.token, other.code)).token!;
    expect((await setup.app.request(`${CUSTOMER_API_BASE}/customer/${data.id}`, { method: 'DELETE', headers: bearer(otherVerified) })).status).toBe(404);
    expect((await setup.app.request(`${CUSTOMER_API_BASE}/customer/${data.id}`, { method: 'DELETE' })).status).toBe(401);
    expect((await setup.app.request(`${CUSTOMER_API_BASE}/customer/${data.id}`, { method: 'DELETE', headers: bearer(verified) })).status).toBe(200);
    expect(await verifyIdentity(db(), login.data!.token, 'id')).toBeNull();
    expect(legacyLoginAnswerSchema.parse(await (await setup.post(`${CUSTOMER_API_BASE}/login`, { sector: 'in-1', token: verified })).json()).data).toBeNull();
    const left = await db().selectFrom('accounts').select('id').where('phone', '=', phone).execute();
    expect(left).toEqual([]);
  });
});

describe('in-store account check (11-G24)', () => {
  const check = (sector: string, hutId: string, mobile: string, headers = fromClient()) => setup.app.request(`/v2/loyalty/pos/${sector}/${hutId}/account/${mobile}/exists`, { headers });

  it('true for an online account by any form of the number, false otherwise; a shadow account is not online', async () => {
    await signIn(db(), { tenant: '44-gbr', username: '+447700900321' });
    expect(await (await check('uk-1', '1101', '07700900321')).json()).toEqual({ exists: true });
    expect(await (await check('uk-1', '1101', '+447700900321')).json()).toEqual({ exists: true });
    expect(await (await check('uk-1', '1101', '07700900999')).json()).toEqual({ exists: false });
    // Another market's account is not this market's.
    expect(await (await check('fr-1', '2101', '+447700900321')).json()).toEqual({ exists: false });
    await createShadowAccount(db(), '+919876500010', { firstName: 'S', lastName: 'H' });
    expect(await (await check('in-1', '3101', '9876500010')).json()).toEqual({ exists: false });
  });

  it('refuses a bad number or hut, and is rate-limited per client', async () => {
    expect((await check('uk-1', '1101', 'abc')).status).toBe(400);
    expect((await check('uk-1', 'no-such-hut', '07700900321')).status).toBe(404);
    const me = fromClient();
    const statuses: number[] = [];
    for (let i = 0; i < 22; i += 1) statuses.push((await check('uk-1', '1101', `0770090${String(1000 + i)}`, me)).status);
    expect(statuses.slice(0, 20).every((status) => status === 200)).toBe(true);
    expect(statuses[21]).toBe(429);
  });
});
