import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOrderTestApp, MARKETS, preauthorised, type Market, type OrderTestApp } from './orders-setup';

// 13-G26 (06-G38): the server stores which orders are test orders (migration 0024 `test_kind`):
// test hut, a customer name starting 'TEST ', or the synthetic-traffic header (picks:
// src/domain/checkout/test-orders.ts). The page's claims cannot make a real order of a test one.
let setup: OrderTestApp;
beforeAll(async () => {
  setup = await createOrderTestApp();
});
afterAll(async () => {
  await setup.testDb.cleanup();
});

const TEST_HUT: Market = { ...MARKETS.uk, hut: { id: '1199', sector: 'uk-1' } };

async function kindOf(transactionId: string) {
  const row = await setup.testDb.handle.db.selectFrom('orders').select('test_kind').where('transaction_id', '=', transactionId).executeTakeFirstOrThrow();
  return row.test_kind;
}

const customer = (name: string) => ({ customer: { name, phone: MARKETS.uk.phone, email: 'ada@example.com', marketing: { all: false } } });

describe('13-G26 test orders are stored as such', () => {
  it('a real customer at a real hut: a real order', async () => {
    const { answer } = await preauthorised(setup, MARKETS.uk);
    expect(await kindOf(answer.transactionId)).toBeNull();
  });

  it('the test hut (1199): test-hut, whatever the name', async () => {
    const { answer } = await preauthorised(setup, TEST_HUT);
    expect(await kindOf(answer.transactionId)).toBe('test-hut');
  });

  it("a customer named 'TEST Ada': test-customer; 'Tester Ada' is a real customer", async () => {
    expect(await kindOf((await preauthorised(setup, MARKETS.uk, customer('TEST Ada'))).answer.transactionId)).toBe('test-customer');
    expect(await kindOf((await preauthorised(setup, MARKETS.uk, customer('Tester Ada'))).answer.transactionId)).toBeNull();
  });

  it('x-synthetic-traffic: 1 marks synthetic traffic; another value does not', async () => {
    const synthetic = await preauthorised(setup, MARKETS.fr, {}, undefined, { 'x-synthetic-traffic': '1' });
    expect(await kindOf(synthetic.answer.transactionId)).toBe('synthetic');
    const other = await preauthorised(setup, MARKETS.fr, {}, undefined, { 'x-synthetic-traffic': 'no' });
    expect(await kindOf(other.answer.transactionId)).toBeNull();
  });

  it('a real order retried under a TEST name (the same clientOrderId) becomes a test order', async () => {
    const { payload, total } = await preauthorised(setup, MARKETS.uk);
    const renamed = await setup.post('/v1/orders/preauthorise', { ...payload, ...customer('TEST Ada'), payment: { ...payload.payment, amount: total } });
    const json = (await renamed.json()) as { transactionId: string };
    expect(renamed.status, JSON.stringify(json)).toBe(200);
    expect(await kindOf(json.transactionId)).toBe('test-customer');
  });
});
