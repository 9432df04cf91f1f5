import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OptimiseDealGroupBody } from '../../src/api/contract/basket';
import { basketValidationResponseSchema } from '../../src/api/contract/basket';
import { apiErrorBodySchema } from '../../src/api/contract/error';
import { kioskEnrolmentSchema } from '../../src/api/contract/kiosk-devices';
import { orderErrorBodySchema, type OrderPayloadInput } from '../../src/api/contract/orders';
import { FIXED_TEST_TIME } from '../../server/db/seed/huts';
import { kioskDeviceRoutes } from '../../server/routes/kiosk-devices';
import { reservePriority } from '../../server/services/priority-orders';
import { setEnrolmentCode } from '../../server/services/kiosk-devices';
import { group, inOption, largePizza, loose, side } from './basket-fixtures';
import { countOrders, createOrderTestApp, fourMargheritas, MARKETS, orderPayload, twoMargheritas, type Market, type OrderTestApp } from './orders-setup';

// Issue 12 item 5, "entitlements asserted by the client": each attack as it was made (plain HTTP, no
// browser), and what the server answers now. The server judges by facts it verified in the same
// request (src/domain/entitlements, server/services/orders/entitlements.ts), never by body claims.
let setup: OrderTestApp;
const STAFF_CODE = 'CAMDEN-STAFF-77';

beforeAll(async () => {
  setup = await createOrderTestApp();
  setup.app.route('/', kioskDeviceRoutes(setup.testDb.handle));
  await setEnrolmentCode(setup.testDb.handle.db, { sector: 'uk-1', hutId: '1101', code: STAFF_CODE });
  await setEnrolmentCode(setup.testDb.handle.db, { sector: 'uk-1', hutId: '1102', code: 'OTHER-HUT-CODE' });
});

afterAll(async () => {
  await setup.testDb.cleanup();
});

const db = () => setup.testDb.handle.db;

async function preauthorise(payload: OrderPayloadInput, headers: Record<string, string> = {}) {
  const res = await setup.post('/v1/orders/preauthorise', payload, headers);
  return { status: res.status, json: (await res.json()) as unknown };
}

function expectRefused(res: { status: number; json: unknown }, status: number, error: string, message?: RegExp) {
  expect(res.status, JSON.stringify(res.json)).toBe(status);
  const body = orderErrorBodySchema.parse(res.json);
  expect(body.error).toBe(error);
  if (message) expect(body.message).toMatch(message);
}

async function validate(market: Market, deals: OptimiseDealGroupBody[], changes: Record<string, unknown> = {}, headers: Record<string, string> = {}) {
  const res = await setup.post('/v1/basket-validator/', { hut: market.hut, payment: { type: 'card', amount: 0, currency: market.currency }, disposition: { type: 'collection', when: 'asap' }, deals, ...changes }, headers);
  expect(res.status).toBe(200);
  return basketValidationResponseSchema.parse(await res.json());
}

const sixPizzas = () => loose({ pizzas: [1, 2, 3, 4, 5, 6].map((n) => largePizza(`p${n}`)) });
const giftVoucher = (value: number) => group(`gift-voucher-${value}`, `basket-gv${value}`, {});
const camdenAddress = { address: '186 Camden High Street', postcode: 'NW1 8QP' };
const delivery = { disposition: { type: 'delivery' as const, when: 'asap' as const } };
const withAddress = (address: object | undefined) => ({
  customer: { name: 'Ada Lovelace', phone: MARKETS.uk.phone, email: 'ada@example.com', marketing: { all: false }, ...(address ? { deliveryAddress: address } : {}) },
});

describe('1. voucher-only deals need their voucher, validated in the same request', () => {
  it('six large pizzas and the six gift vouchers at £0.00 as cash: refused, nothing stored', async () => {
    const deals = [sixPizzas(), ...[5, 10, 15, 20, 25, 30].map(giftVoucher)];
    const before = await countOrders(setup);
    const res = await preauthorise(orderPayload(MARKETS.uk, deals, 0, { payment: { type: 'cash', amount: 0, currency: 'GBP' } }));
    expectRefused(res, 422, 'VOUCHER_INVALID', /gift-voucher-5 is only available through its voucher/);
    expect(await countOrders(setup)).toBe(before);
  });

  it('the validator says FAILURE for a gift voucher deal without its code, SUCCESS with it', async () => {
    const deals = [loose({ pizzas: [largePizza('p1')] }), giftVoucher(5)];
    const without = await validate(MARKETS.uk, deals);
    expect(without.status).toBe('FAILURE');
    expect(without.status === 'FAILURE' && without.reasons?.map((r) => r.code)).toContain('DEAL_NOT_AVAILABLE');
    const withCode = await validate(MARKETS.uk, deals, { voucher: { id: 'gift5' } });
    expect(withCode).toMatchObject({ status: 'FAILURE', total: 11.99 });
    const paid = await validate(MARKETS.uk, deals, { voucher: { id: 'GIFT5' }, payment: { type: 'card', amount: 11.99, currency: 'GBP' } });
    expect(paid.status).toBe('SUCCESS');
  });

  it('a gift voucher deal with its own code is placed at the voucher price; its code unlocks it once and no other', async () => {
    const one = [loose({ pizzas: [largePizza('p1')] }), giftVoucher(5)];
    const ok = await preauthorise(orderPayload(MARKETS.uk, one, 11.99, { voucher: { id: 'GIFT5', discountType: 'deal' } }));
    expect(ok.status, JSON.stringify(ok.json)).toBe(200);
    const other = [loose({ pizzas: [largePizza('p1')] }), giftVoucher(30)];
    expectRefused(await preauthorise(orderPayload(MARKETS.uk, other, 0, { voucher: { id: 'GIFT5', discountType: 'deal' } })), 422, 'VOUCHER_INVALID');
  });

  it('a code of another market is refused (GIFT5 is a UK code, not French)', async () => {
    const deals = [loose({ pizzas: [largePizza('p1', 'margherita')] }), group('gift-voucher-10', 'basket-gv10', {})];
    expectRefused(await preauthorise(orderPayload(MARKETS.fr, deals, 4.9, { voucher: { id: 'GIFT5', discountType: 'deal' } })), 422, 'VOUCHER_INVALID', /Invalid voucher code/);
  });

  it('an expired code, and any invalid code on an order, are refused even when the basket does not use it', async () => {
    const deals = [loose({ pizzas: [largePizza('p1')] }), giftVoucher(5)];
    await db().insertInto('vouchers').values({ sector: 'uk-1', code: 'GIFTOLD', type: 'deal', deal_id: 'gift-voucher-5', discount_id: null, title: 'Old', expires_at: new Date(Date.parse(FIXED_TEST_TIME) - 60_000), conflicts: '[]' }).execute();
    expectRefused(await preauthorise(orderPayload(MARKETS.uk, deals, 11.99, { voucher: { id: 'GIFTOLD', discountType: 'deal' } })), 422, 'VOUCHER_INVALID');
    expectRefused(await preauthorise(orderPayload(MARKETS.uk, twoMargheritas(), 16.99, { voucher: { id: 'NOSUCHCODE' } })), 422, 'VOUCHER_INVALID');
  });

  it('a voucher that lapses between preauthorise and place refuses the place; the order stays unplaced', async () => {
    const deals = [loose({ pizzas: [largePizza('p1')] }), giftVoucher(10)];
    await db().insertInto('vouchers').values({ sector: 'uk-1', code: 'GIFTSOON', type: 'deal', deal_id: 'gift-voucher-10', discount_id: null, title: 'Soon', conflicts: '[]' }).execute();
    const pre = await preauthorise(orderPayload(MARKETS.uk, deals, 6.99, { voucher: { id: 'GIFTSOON', discountType: 'deal' }, payment: { type: 'cash', amount: 6.99, currency: 'GBP' } }));
    expect(pre.status, JSON.stringify(pre.json)).toBe(200);
    await db().updateTable('vouchers').set({ active: false }).where('code', '=', 'GIFTSOON').execute();
    const { transactionId } = pre.json as { transactionId: string };
    const res = await setup.post('/v1/orders/place', { transactionId });
    expectRefused({ status: res.status, json: await res.json() }, 422, 'VOUCHER_INVALID');
    expect(await countOrders(setup, { state: 'PLACED' })).toBe(0);
  });
});

describe('2. rewards and account-holder prices need a verified identity (none exists yet)', () => {
  const reward = () => [loose({ pizzas: [largePizza('p1')] }), group('reward-free-side', 'basket-reward', { sides: inOption(0, side('s1')) })];

  it('accountHolder: true with no token does not unlock a reward at £0.00', async () => {
    expectRefused(await preauthorise(orderPayload(MARKETS.uk, reward(), 16.99, { accountHolder: true })), 403, 'LOYALTY_REDEMPTION_REFUSED', /reward for signed-in members/);
    const answer = await validate(MARKETS.uk, reward(), { accountHolder: true, payment: { type: 'card', amount: 16.99, currency: 'GBP' } });
    expect(answer.status).toBe('FAILURE');
  });

  it('accountHolder: true does not buy the account-holder delivery supplement: the guest price is the price', async () => {
    // 16.99 is in Camden's first supplement band: 1.50 for a guest, 1.00 for an account holder.
    const guest = await validate(MARKETS.uk, twoMargheritas(), { ...delivery });
    const claimed = await validate(MARKETS.uk, twoMargheritas(), { ...delivery, accountHolder: true });
    expect(guest.total).toBeGreaterThan(16.99 + 1.5 - 0.001);
    expect(claimed.total).toBe(guest.total);
  });
});

describe('3. channel discounts only on their channel (the server never grants app yet)', () => {
  it('app-only and kiosk-only discounts are refused on the web; the web discount applies', async () => {
    const deals = fourMargheritas();
    expectRefused(await preauthorise(orderPayload(MARKETS.uk, deals, 61.16, { discount: { id: 'app-10-off' } })), 403, 'NOT_ENTITLED', /app channel|web channel/);
    expectRefused(await preauthorise(orderPayload(MARKETS.uk, deals, 62.96, { discount: { id: 'kiosk-5-off' } })), 403, 'NOT_ENTITLED', /web channel/);
    const web = await validate(MARKETS.uk, deals, { discount: { id: 'web-only-20-off' } });
    expect(web.total).toBeGreaterThan(0);
    const ok = await preauthorise(orderPayload(MARKETS.uk, deals, web.total!, { discount: { id: 'web-only-20-off' } }));
    expect(ok.status, JSON.stringify(ok.json)).toBe(200);
  });

  it('the app-only voucher is refused on the web and at the kiosk', async () => {
    expectRefused(await preauthorise(orderPayload(MARKETS.uk, fourMargheritas(), 61.16, { voucher: { id: 'APPONLY10' }, discount: { id: 'app-10-off' } })), 422, 'VOUCHER_INVALID', /APP_ONLY/);
  });
});

async function enrol(hutId = '1101', code = STAFF_CODE) {
  const res = await setup.post('/v1/kiosk/devices', { sector: 'uk-1', hutId, enrolmentCode: code });
  return { status: res.status, json: (await res.json()) as unknown };
}

describe('4. a kiosk is a device, not a claim', () => {
  const kioskOrder = () => orderPayload(MARKETS.uk, twoMargheritas(), 16.99, { channel: 'kiosk', customer: { name: 'Ada', marketing: { all: false } } });

  it('channel: "kiosk" without a credential does not lift the phone and e-mail requirement', async () => {
    const res = await preauthorise(kioskOrder());
    expect(res.status).toBe(400);
    expect(apiErrorBodySchema.parse(res.json).issues.map((issue) => issue.path).sort()).toEqual(['customer.email', 'customer.phone']);
    expect((await preauthorise(kioskOrder(), { 'x-kiosk-device': 'A'.repeat(43) })).status).toBe(400);
  });

  it('a wrong staff code enrols nothing; the right one answers a credential once, and the kiosk takes a name-only order', async () => {
    expect((await enrol('1101', 'WRONG-CODE')).status).toBe(403);
    expect((await enrol('1101', 'OTHER-HUT-CODE')).status).toBe(403);
    const enrolled = await enrol();
    expect(enrolled.status).toBe(201);
    const device = kioskEnrolmentSchema.parse(enrolled.json);
    const stored = await db().selectFrom('kiosk_devices').selectAll().where('id', '=', device.deviceId).executeTakeFirstOrThrow();
    expect(stored.credential_hash).not.toContain(device.credential);
    expect(stored.credential_hash).toMatch(/^[0-9a-f]{64}$/);
    const res = await preauthorise(kioskOrder(), { 'x-kiosk-device': device.credential });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    const current = await setup.app.request('/v1/kiosk/devices/current', { headers: { 'x-kiosk-device': device.credential } });
    expect(await current.json()).toEqual({ deviceId: device.deviceId, sector: 'uk-1', hutId: '1101' });
  });

  it('a credential of another hut is not a kiosk here; a revoked one is not a kiosk at all', async () => {
    const other = kioskEnrolmentSchema.parse((await enrol('1102', 'OTHER-HUT-CODE')).json);
    expect((await preauthorise(kioskOrder(), { 'x-kiosk-device': other.credential })).status).toBe(400);
    const device = kioskEnrolmentSchema.parse((await enrol()).json);
    const stranger = await setup.app.request(`/v1/kiosk/devices/${device.deviceId}`, { method: 'DELETE', headers: { 'x-kiosk-device': other.credential } });
    expect(stranger.status).toBe(403);
    const revoked = await setup.app.request(`/v1/kiosk/devices/${device.deviceId}`, { method: 'DELETE', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ enrolmentCode: STAFF_CODE }) });
    expect(revoked.status).toBe(204);
    expect((await preauthorise(kioskOrder(), { 'x-kiosk-device': device.credential })).status).toBe(400);
    expect((await setup.app.request('/v1/kiosk/devices/current', { headers: { 'x-kiosk-device': device.credential } })).status).toBe(401);
  });

  it('the kiosk discount applies only on an enrolled kiosk', async () => {
    const device = kioskEnrolmentSchema.parse((await enrol()).json);
    const headers = { 'x-kiosk-device': device.credential };
    const deals = fourMargheritas();
    const web = await validate(MARKETS.uk, deals, { discount: { id: 'kiosk-5-off' }, payment: { type: 'card', amount: 62.96, currency: 'GBP' } });
    expect(web.status).toBe('FAILURE');
    const answer = await validate(MARKETS.uk, deals, { discount: { id: 'kiosk-5-off' }, payment: { type: 'card', amount: 62.96, currency: 'GBP' } }, headers);
    expect(answer.status, JSON.stringify(answer)).toBe('SUCCESS');
    const res = await preauthorise({ ...kioskOrder(), deals, payment: { type: 'card', amount: 62.96, currency: 'GBP' }, discount: { id: 'kiosk-5-off' } }, headers);
    expect(res.status, JSON.stringify(res.json)).toBe(200);
  });
});

describe('5. priority delivery at the reserved hut\u2019s price, only with a valid reservation', () => {
  const priority = (amount: number) => ({ surcharges: [{ type: 'priorityDelivery' as const, amount }] });

  async function deliveryTotal(extra: Record<string, unknown>) {
    const answer = await validate(MARKETS.uk, fourMargheritas(), { ...delivery, ...extra });
    return answer.total!;
  }

  it('a priority surcharge of 0 with no reservation is refused, and so is 0 with a reservation', async () => {
    const base = await deliveryTotal({});
    expectRefused(await preauthorise(orderPayload(MARKETS.uk, fourMargheritas(), base, { ...delivery, ...withAddress(camdenAddress), ...priority(0) })), 409, 'NOT_ENTITLED', /reservation/);
    const reserved = await reservePriority(db(), { sector: 'uk-1', hutId: '1101', numCookedItems: 4, now: new Date(FIXED_TEST_TIME) });
    if (!reserved.ok) throw new Error('no slot');
    const reservation = { id: reserved.reservation.id, hutId: '1101' };
    expectRefused(await preauthorise(orderPayload(MARKETS.uk, fourMargheritas(), base, { ...delivery, ...withAddress(camdenAddress), ...priority(0), priorityDeliveryReservation: reservation })), 409, 'NOT_ENTITLED', /costs 2.99/);
    const total = await deliveryTotal({ ...priority(2.99), priorityDeliveryReservation: reservation });
    expect(total).toBeCloseTo(base + 2.99, 2);
    const ok = await preauthorise(orderPayload(MARKETS.uk, fourMargheritas(), total, { ...delivery, ...withAddress(camdenAddress), ...priority(2.99), priorityDeliveryReservation: reservation }));
    expect(ok.status, JSON.stringify(ok.json)).toBe(200);
  });

  it('a reservation released before place refuses the place', async () => {
    const reserved = await reservePriority(db(), { sector: 'uk-1', hutId: '1101', numCookedItems: 2, now: new Date(FIXED_TEST_TIME) });
    if (!reserved.ok) throw new Error('no slot');
    const reservation = { id: reserved.reservation.id, hutId: '1101' };
    const deals = [loose({ pizzas: [largePizza('p1'), largePizza('p2')] })];
    const answer = await validate(MARKETS.uk, deals, { ...delivery, ...priority(2.99), priorityDeliveryReservation: reservation });
    const pre = await preauthorise(orderPayload(MARKETS.uk, deals, answer.total!, { ...delivery, ...withAddress(camdenAddress), ...priority(2.99), priorityDeliveryReservation: reservation, payment: { type: 'cash', amount: answer.total!, currency: 'GBP' } }));
    expect(pre.status, JSON.stringify(pre.json)).toBe(200);
    await db().deleteFrom('priority_reservations').where('id', '=', reservation.id).execute();
    const res = await setup.post('/v1/orders/place', { transactionId: (pre.json as { transactionId: string }).transactionId });
    expectRefused({ status: res.status, json: await res.json() }, 409, 'NOT_ENTITLED', /expired/);
  });
});

describe('6. tipping only where the market tips', () => {
  it('India refuses a driver tip; the UK takes one', async () => {
    const tip = { surcharges: [{ type: 'driverTip' as const, amount: 20 }] };
    const india = await validate(MARKETS.in, twoMargheritas(), tip);
    expect(india.status).toBe('FAILURE');
    expectRefused(await preauthorise(orderPayload(MARKETS.in, twoMargheritas(), 469, tip)), 422, 'NOT_ENTITLED', /tips are not offered/);
    const ukTip = { surcharges: [{ type: 'driverTip' as const, amount: 2 }] };
    const uk = await validate(MARKETS.uk, twoMargheritas(), ukTip);
    const ok = await preauthorise(orderPayload(MARKETS.uk, twoMargheritas(), uk.total!, ukTip));
    expect(ok.status, JSON.stringify(ok.json)).toBe(200);
  });
});

describe('7. a delivery goes to an address inside the hut\u2019s area', () => {
  async function deliveryOrder(address: object | undefined) {
    const total = (await validate(MARKETS.uk, fourMargheritas(), delivery)).total!;
    return preauthorise(orderPayload(MARKETS.uk, fourMargheritas(), total, { ...delivery, ...withAddress(address) }));
  }

  it('no address, an unknown postcode, or a postcode the hut does not serve: refused', async () => {
    expectRefused(await deliveryOrder(undefined), 422, 'NOT_ENTITLED', /needs an address/);
    expectRefused(await deliveryOrder({ address: '1 Nowhere Lane', postcode: 'ZZ9 9ZZ' }), 422, 'NOT_ENTITLED', /needs an address/);
    expectRefused(await deliveryOrder({ address: '55 Piccadilly', postcode: 'M1 2AP' }), 422, 'NOT_ENTITLED', /outside/);
    expectRefused(await deliveryOrder({ address: 'Far away', geoCoordinates: { lat: 53.48, lng: -2.23 } }), 422, 'NOT_ENTITLED', /outside/);
  });

  it('a served postcode, or coordinates inside the radius, are accepted', async () => {
    expect((await deliveryOrder(camdenAddress)).status).toBe(200);
    expect((await deliveryOrder({ address: '12 Parkway', geoCoordinates: { lat: 51.539, lng: -0.1426 } })).status).toBe(200);
  });
});
