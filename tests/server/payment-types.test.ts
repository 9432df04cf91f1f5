import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signEigenReturn, verifyEigenReturn } from '../../server/services/payment-sandbox/signature';
import { FIXED_TEST_TIME } from '../../server/db/seed/huts';
import { MICROFORM_TOKEN_VALIDITY_MS } from '../../src/domain/checkout/card-authentication';
import {
  createOrderTestApp,
  fourMargheritas,
  orderPayload,
  pageToken,
  preauthorised,
  returnQuery,
  SANDBOX_SECRET,
  serverTotal,
  submitForm,
  twoMargheritas,
  type Market,
  type OrderTestApp,
} from './orders-setup';

/**
 * Issue 16 leftovers (13-G7, 13-G17): Eigen's framed card page and its mac2, the VTEX-style hosted card
 * page, France's cash or meal ticket at the door, and the Microform token's age judged by the server.
 * Each flow runs preauthorise → sandbox page → place, and each attack is refused.
 */
let setup: OrderTestApp;

beforeAll(async () => {
  setup = await createOrderTestApp();
});

afterAll(async () => {
  await setup.testDb.cleanup();
});

// The picks (seed README): Eigen at 2103 Lyon, cash/ticket at 2104 Marseille, the VTEX card at 2105 Lille.
const LYON: Market = { hut: { id: '2103', sector: 'fr-1' }, currency: 'EUR', phone: '0472000000', postcode: '69003' };
const MARSEILLE: Market = { hut: { id: '2104', sector: 'fr-1' }, currency: 'EUR', phone: '0491000000', postcode: '13002' };
const LILLE: Market = { hut: { id: '2105', sector: 'fr-1' }, currency: 'EUR', phone: '0320000000', postcode: '59000' };
const BASTILLE: Market = { hut: { id: '2101', sector: 'fr-1' }, currency: 'EUR', phone: '0140000000', postcode: '75011' };
const OTTAWA: Market = { hut: { id: '4101', sector: 'ca-1' }, currency: 'CAD', phone: '4165550123', postcode: 'M5V 2T6' };

const CARD = { expiry: '12/30', cvc: '123', name: 'Ada Lovelace', number: '4242 4242 4242 4242' };

const place = (body: Record<string, unknown>) => setup.post('/v1/orders/place', body);

async function errorOf(res: Response) {
  return ((await res.json()) as { error: string }).error;
}

async function paymentRow(transactionId: string) {
  return setup.testDb.handle.db.selectFrom('payments').selectAll().where('transaction_id', '=', transactionId).executeTakeFirstOrThrow();
}

/** Pays an Eigen order on its framed page and answers the return link's values. */
async function paidEigen() {
  const { answer, total } = await preauthorised(setup, LYON, { payment: { type: 'eigen', amount: 0, currency: 'EUR' } });
  const result = await submitForm(setup, `/sandbox/card/${answer.transactionId}`, { ...CARD, frame: '1', token: pageToken(answer) });
  expect(result.status).toBe(303);
  return { answer, total, query: returnQuery(result.location) };
}

describe('13-G7 eigen: a card on Eigen\u2019s framed page (iframeUrl), its mac2 checked at place', () => {
  it('preauthorise answers an iframeUrl to Eigen\u2019s own card page, which posts to the top window', async () => {
    const { answer } = await preauthorised(setup, LYON, { payment: { type: 'eigen', amount: 0, currency: 'EUR' } });
    expect(answer.iframeUrl).toMatch(/^\/sandbox\/card\/[^?]+\?frame=1&/);
    expect(answer.threeDSUrl).toBeUndefined();
    const page = await (await setup.app.request(answer.iframeUrl!)).text();
    expect(page).toContain('Eigen: pay by card');
    expect(page).toContain('brand-eigen');
    expect(page).toContain('target="_top"');
    expect(page).toContain('Lyon - Part-Dieu');
  });

  it('the success return carries mac2 and orderid (the transaction), and the order places with them', async () => {
    const { answer, total, query } = await paidEigen();
    expect(query.get('paymentStatus')).toBe('success');
    expect(query.get('paymentType')).toBe('eigen');
    expect(query.get('orderid')).toBe(answer.transactionId);
    expect(query.get('mac2')).toBe(signEigenReturn({ orderid: answer.transactionId, amount: total, currency: 'EUR' }, SANDBOX_SECRET));
    const res = await place({ transactionId: answer.transactionId, mac2: query.get('mac2'), orderid: query.get('orderid'), cardType: query.get('cardType') });
    expect(res.status, await res.clone().text()).toBe(200);
  });

  it('a forged mac2 is refused (400 INVALID_SIGNATURE) and the order stays to be placed', async () => {
    const { answer, query } = await paidEigen();
    const forged = 'a'.repeat(64);
    const res = await place({ transactionId: answer.transactionId, mac2: forged, orderid: query.get('orderid') });
    expect(res.status).toBe(400);
    expect(await errorOf(res)).toBe('INVALID_SIGNATURE');
    const retry = await place({ transactionId: answer.transactionId, mac2: query.get('mac2'), orderid: query.get('orderid') });
    expect(retry.status).toBe(200);
  });

  it('a mac2 made for a smaller amount, or for another order id, is refused', async () => {
    const { answer, total, query } = await paidEigen();
    const smaller = signEigenReturn({ orderid: answer.transactionId, amount: total - 5, currency: 'EUR' }, SANDBOX_SECRET);
    const cheap = await place({ transactionId: answer.transactionId, mac2: smaller, orderid: answer.transactionId });
    expect(cheap.status).toBe(400);
    expect(await errorOf(cheap)).toBe('INVALID_SIGNATURE');
    const other = signEigenReturn({ orderid: 'TX-other', amount: total, currency: 'EUR' }, SANDBOX_SECRET);
    const swapped = await place({ transactionId: answer.transactionId, mac2: other, orderid: 'TX-other' });
    expect(swapped.status).toBe(400);
    expect(query.get('mac2')).not.toBe(smaller);
  });

  it('an authorised Eigen order without its mac2 is refused; a mac2 on another provider\u2019s order is refused', async () => {
    const { answer } = await paidEigen();
    const bare = await place({ transactionId: answer.transactionId });
    expect(bare.status).toBe(400);
    expect(await errorOf(bare)).toBe('INVALID_SIGNATURE');

    const hipay = await preauthorised(setup, BASTILLE);
    const paid = await submitForm(setup, `/sandbox/card/${hipay.answer.transactionId}`, { ...CARD, frame: '1', token: pageToken(hipay.answer) });
    expect(returnQuery(paid.location).get('paymentStatus')).toBe('success');
    const mac2 = signEigenReturn({ orderid: hipay.answer.transactionId, amount: hipay.total, currency: 'EUR' }, SANDBOX_SECRET);
    const res = await place({ transactionId: hipay.answer.transactionId, mac2, orderid: hipay.answer.transactionId });
    expect(res.status).toBe(400);
  });

  it('a declined Eigen card places nothing and keeps the card wording (CARD_REFUSED)', async () => {
    const { answer } = await preauthorised(setup, LYON, { payment: { type: 'eigen', amount: 0, currency: 'EUR' } });
    const result = await submitForm(setup, `/sandbox/card/${answer.transactionId}`, { ...CARD, number: '4000 0000 0000 0002', frame: '1', token: pageToken(answer) });
    expect(returnQuery(result.location).get('paymentStatus')).toBe('decline');
    expect(returnQuery(result.location).get('mac2')).toBeNull();
    const res = await place({ transactionId: answer.transactionId });
    expect(res.status).toBe(402);
    expect(await errorOf(res)).toBe('CARD_REFUSED');
  });

  it('a hut that does not offer eigen refuses it at preauthorise', async () => {
    const total = await serverTotal(setup, BASTILLE, twoMargheritas());
    const res = await setup.post('/v1/orders/preauthorise', orderPayload(BASTILLE, twoMargheritas(), total, { payment: { type: 'eigen', amount: total, currency: 'EUR' } }));
    expect(res.status).toBe(422);
    expect(await errorOf(res)).toBe('PAYMENT_TYPE_NOT_SUPPORTED');
  });

  it('mac2 is an HMAC-SHA256 over orderid and amount under the key, verified in constant time', () => {
    const fields = { orderid: 'TX1', amount: 21.5, currency: 'EUR' };
    const mac2 = signEigenReturn(fields, 'key');
    expect(mac2).toMatch(/^[0-9a-f]{64}$/);
    expect(verifyEigenReturn(fields, mac2, 'key')).toBe(true);
    expect(verifyEigenReturn({ ...fields, amount: 21.49 }, mac2, 'key')).toBe(false);
    expect(verifyEigenReturn(fields, mac2, 'other-key')).toBe(false);
    expect(verifyEigenReturn(fields, 'not-hex', 'key')).toBe(false);
  });
});

describe('13-G7 vtexCard: a card on a VTEX-style hosted card page (full-page redirect)', () => {
  it('preauthorise sends the customer to VTEX\u2019s page; the authorisation is bound to the amount and the order places', async () => {
    const { answer, total } = await preauthorised(setup, LILLE, { payment: { type: 'vtexCard', amount: 0, currency: 'EUR' } });
    expect(answer.threeDSUrl).toMatch(/^\/sandbox\/card\//);
    expect(answer.iframeUrl).toBeUndefined();
    const page = await (await setup.app.request(answer.threeDSUrl!)).text();
    expect(page).toContain('VTEX: pay by card');
    expect(page).not.toContain('target="_top"');
    const result = await submitForm(setup, `/sandbox/card/${answer.transactionId}`, { ...CARD, token: pageToken(answer) });
    const query = returnQuery(result.location);
    expect(query.get('paymentStatus')).toBe('success');
    expect(query.get('paymentType')).toBe('vtexCard');
    expect(await paymentRow(answer.transactionId)).toMatchObject({ status: 'authorised', authorised_currency: 'EUR' });
    expect(Number((await paymentRow(answer.transactionId)).authorised_amount)).toBe(total);
    const res = await place({ transactionId: answer.transactionId, cardType: query.get('cardType') });
    expect(res.status).toBe(200);
  });

  it('a page token made for another amount authorises nothing, and the order cannot be placed unpaid', async () => {
    const { answer } = await preauthorised(setup, LILLE, { payment: { type: 'vtexCard', amount: 0, currency: 'EUR' } });
    const result = await submitForm(setup, `/sandbox/card/${answer.transactionId}`, { ...CARD, token: 'x'.repeat(43) });
    expect(result.status).toBe(409);
    expect((await paymentRow(answer.transactionId)).status).toBe('pending');
    const res = await place({ transactionId: answer.transactionId });
    expect(res.status).toBe(409);
    expect(await errorOf(res)).toBe('PAYMENT_NOT_COMPLETED');
  });
});

describe('13-G7 cash/ticket: cash or meal ticket at the door (France)', () => {
  it('needs no provider page and places straight away at Marseille', async () => {
    const { answer } = await preauthorised(setup, MARSEILLE, { payment: { type: 'cash/ticket', amount: 0, currency: 'EUR' } });
    expect(answer.threeDSUrl ?? answer.iframeUrl ?? answer.redirectUrl ?? answer.token).toBeUndefined();
    const res = await place({ transactionId: answer.transactionId });
    expect(res.status).toBe(200);
    const row = await setup.testDb.handle.db.selectFrom('orders').select(['payment_type', 'state']).where('transaction_id', '=', answer.transactionId).executeTakeFirstOrThrow();
    expect(row).toEqual({ payment_type: 'cash/ticket', state: 'PLACED' });
  });

  it('follows cash\u2019s per-hut maximum: over it, refused with CASH_LIMIT_EXCEEDED', async () => {
    const deals = [...fourMargheritas(), ...fourMargheritas()];
    const total = await serverTotal(setup, MARSEILLE, deals);
    expect(total).toBeGreaterThanOrEqual(60);
    const payload = orderPayload(MARSEILLE, deals, total, { payment: { type: 'cash/ticket', amount: total, currency: 'EUR' } });
    const res = await setup.post('/v1/orders/preauthorise', payload);
    expect(res.status).toBe(422);
    expect(await errorOf(res)).toBe('CASH_LIMIT_EXCEEDED');
  });

  it('is not offered where the hut does not list it', async () => {
    const total = await serverTotal(setup, BASTILLE, twoMargheritas());
    const payload = orderPayload(BASTILLE, twoMargheritas(), total, { payment: { type: 'cash/ticket', amount: total, currency: 'EUR' } });
    const res = await setup.post('/v1/orders/preauthorise', payload);
    expect(res.status).toBe(422);
    expect(await errorOf(res)).toBe('PAYMENT_TYPE_NOT_SUPPORTED');
  });
});

describe('13-G17 the Microform token\u2019s age, judged by the server', () => {
  const db = () => setup.testDb.handle.db;
  const ageToken = (transactionId: string, ageMs: number) =>
    db().updateTable('payments').set({ token_valid_from: new Date(Date.parse(FIXED_TEST_TIME) - ageMs) }).where('transaction_id', '=', transactionId).execute();

  it('preauthorise records the tokenValidFrom it answers', async () => {
    const { answer } = await preauthorised(setup, OTTAWA);
    expect(answer.token).toBeTruthy();
    const row = await paymentRow(answer.transactionId);
    expect(new Date(row.token_valid_from!).toISOString()).toBe(answer.tokenValidFrom);
  });

  it('a token past its validity: the card field takes no card (403, nothing recorded)', async () => {
    const { answer } = await preauthorised(setup, OTTAWA);
    await ageToken(answer.transactionId, MICROFORM_TOKEN_VALIDITY_MS);
    const page = await setup.app.request(`/sandbox/card/${answer.transactionId}?frame=1&token=${encodeURIComponent(pageToken(answer))}`);
    expect(page.status).toBe(403);
    const result = await submitForm(setup, `/sandbox/card/${answer.transactionId}`, { ...CARD, frame: '1', token: pageToken(answer) });
    expect(result.status).toBe(403);
    expect(result.text).toContain('TOKEN_EXPIRED');
    expect((await paymentRow(answer.transactionId)).status).toBe('pending');
  });

  it('place refuses a token older than its validity with TOKEN_EXPIRED (409), even when the card was authorised', async () => {
    const { answer } = await preauthorised(setup, OTTAWA);
    const paid = await submitForm(setup, `/sandbox/card/${answer.transactionId}`, { ...CARD, frame: '1', token: pageToken(answer) });
    expect(returnQuery(paid.location).get('paymentStatus')).toBe('success');
    await ageToken(answer.transactionId, MICROFORM_TOKEN_VALIDITY_MS + 1000);
    const res = await place({ transactionId: answer.transactionId });
    expect(res.status).toBe(409);
    expect(await errorOf(res)).toBe('TOKEN_EXPIRED');
    const order = await db().selectFrom('orders').select('state').where('transaction_id', '=', answer.transactionId).executeTakeFirstOrThrow();
    expect(order.state).toBe('PREAUTHORIZED');
  });

  it('a token still inside its validity places', async () => {
    const { answer } = await preauthorised(setup, OTTAWA);
    await submitForm(setup, `/sandbox/card/${answer.transactionId}`, { ...CARD, frame: '1', token: pageToken(answer) });
    await ageToken(answer.transactionId, MICROFORM_TOKEN_VALIDITY_MS - 1000);
    const res = await place({ transactionId: answer.transactionId });
    expect(res.status).toBe(200);
  });

  it('preauthorising again gives a fresh token the card field takes', async () => {
    const { answer, payload } = await preauthorised(setup, OTTAWA);
    await ageToken(answer.transactionId, MICROFORM_TOKEN_VALIDITY_MS * 2);
    const again = await setup.post('/v1/orders/preauthorise', payload);
    expect(again.status).toBe(200);
    const result = await submitForm(setup, `/sandbox/card/${answer.transactionId}`, { ...CARD, frame: '1', token: pageToken(answer) });
    expect(returnQuery(result.location).get('paymentStatus')).toBe('success');
  });
});
