import { randomUUID } from 'node:crypto';
import { Migrator, sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { migrateToLatest } from '../../server/db';
import { migrationProvider } from '../../server/db/migrations';
import { createTestDatabase, type TestDatabase } from './test-db';

// 13-G4 (migration 0023), 13-G26 (migration 0024) and issue 16's hut offerings (migration 0025): rows written by the release before are read
// by this one. The schema is taken to 0022, rows are written the old way, then the rest runs.
describe('payment migrations on rows written before them', () => {
  let testDb: TestDatabase;
  const db = () => testDb.handle.db;

  beforeEach(async () => {
    testDb = await createTestDatabase();
    const migrator = new Migrator({ db: db(), provider: migrationProvider });
    const { error } = await migrator.migrateTo('0022_loyalty_catalogue');
    expect(error).toBeUndefined();
    await sql`insert into markets (code, name, currency, default_locale) values ('UK', 'United Kingdom', 'GBP', 'en-GB') on conflict do nothing`.execute(db());
    await sql`insert into sectors (id, market_code, label) values ('uk-1', 'UK', 'UK 1') on conflict do nothing`.execute(db());
    await oldHut('9000', ['card', 'cash']);
  });
  afterEach(() => testDb.cleanup());

  async function oldHut(id: string, types: string[]) {
    await sql`insert into huts (sector, id, postcode, latitude, longitude, data)
      values ('uk-1', ${id}, 'NW1 8QP', 51.5, -0.14, ${JSON.stringify({ id, name: 'Old hut', supportedPayment: types.map((type) => ({ type })) })}::jsonb)`.execute(db());
  }

  async function oldOrder(type: string) {
    const id = `ORD-${randomUUID()}`;
    const payload = { version: '1.0', payment: { type, amount: 10, currency: 'GBP', credits: [] }, customer: { name: 'Ada' } };
    await sql`insert into orders (id, transaction_id, client_order_id, customer_order_reference, sector, hut_id, state, payment_type, provider, amount, currency, payload, breakdown, lines, surcharges, disposition, customer, eta_type)
      values (${id}, ${`TX-${id}`}, ${randomUUID()}, ${`REF-${id}`}, 'uk-1', '9000', 'PREAUTHORIZED', ${type}, 'none', 10, 'GBP', ${JSON.stringify(payload)}::jsonb, '{}'::jsonb, '[]'::jsonb, '[]'::jsonb, '{"type":"collection","when":"asap"}'::jsonb, '{"name":"Ada"}'::jsonb, 'collection')`.execute(db());
    return id;
  }

  async function orderTypes(id: string) {
    const row = await sql<{ payment_type: string; payload_type: string }>`select payment_type, payload #>> '{payment,type}' as payload_type from orders where id = ${id}`.execute(db());
    return row.rows[0];
  }

  it('0023 rewrites a hut\u2019s old spellings and drops its gift card; orders take the spec\u2019s spellings in the column and the payload', async () => {
    await oldHut('9001', ['card', 'googlepay', 'applepay', 'phonepe', 'paylater', 'giftcard', 'cash']);
    await oldHut('9002', ['card', 'cash']);
    const orders = Object.fromEntries(await Promise.all(['googlepay', 'applepay', 'phonepe', 'paylater', 'giftcard', 'card'].map(async (type) => [type, await oldOrder(type)] as const)));
    await migrateToLatest(db());
    const huts = await sql<{ id: string; data: { supportedPayment: { type: string }[] } }>`select id, data from huts order by id`.execute(db());
    expect(huts.rows.map((hut) => [hut.id, hut.data.supportedPayment.map((entry) => entry.type)])).toEqual([
      ['9000', ['card', 'cash']],
      ['9001', ['card', 'googlePay', 'applePay', 'phone-pe', 'paylater_credit', 'cash']],
      ['9002', ['card', 'cash']],
    ]);
    expect(await orderTypes(orders.googlepay!)).toEqual({ payment_type: 'googlePay', payload_type: 'googlePay' });
    expect(await orderTypes(orders.applepay!)).toEqual({ payment_type: 'applePay', payload_type: 'applePay' });
    expect(await orderTypes(orders.phonepe!)).toEqual({ payment_type: 'phone-pe', payload_type: 'phone-pe' });
    expect(await orderTypes(orders.paylater!)).toEqual({ payment_type: 'paylater_credit', payload_type: 'paylater_credit' });
    expect(await orderTypes(orders.card!)).toEqual({ payment_type: 'card', payload_type: 'card' });
    // A gift card is a credit, not a type (13-G4): an order "paid by gift card" had nothing left to pay,
    // which is sent as cash (spec 2 §5, C47); its summary still says gift card from its credits.
    expect(await orderTypes(orders.giftcard!)).toEqual({ payment_type: 'cash', payload_type: 'cash' });
  });

  it('0024: orders written before are real orders (test_kind null)', async () => {
    const id = await oldOrder('card');
    await migrateToLatest(db());
    const row = await sql<{ test_kind: string | null }>`select test_kind from orders where id = ${id}`.execute(db());
    expect(row.rows[0]).toEqual({ test_kind: null });
  });

  it('0025: a store seeded before gets the payment offerings a fresh seed writes; other huts and fields are kept', async () => {
    await sql`insert into markets (code, name, currency, default_locale) values ('FR', 'France', 'EUR', 'fr-FR') on conflict do nothing`.execute(db());
    await sql`insert into sectors (id, market_code, label) values ('fr-1', 'FR', 'FR 1') on conflict do nothing`.execute(db());
    // As 0023 left them: 1105 Bristol without Click to pay and pay-later, 2103 Lyon without Eigen.
    await oldHut('1105', ['card', 'cash', 'paypal', 'googlePay', 'applePay']);
    await sql`insert into huts (sector, id, postcode, latitude, longitude, data)
      values ('fr-1', '2103', '69003', 45.76, 4.85, ${JSON.stringify({ id: '2103', name: 'Lyon - Part-Dieu', cashMaximum: 60, supportedPayment: [{ type: 'card' }, { type: 'cash' }, { type: 'ticket' }] })}::jsonb)`.execute(db());
    await migrateToLatest(db());
    const huts = await sql<{ id: string; data: { name: string; cashMaximum?: number; supportedPayment: { type: string }[] } }>`select id, data from huts order by id`.execute(db());
    const byId = Object.fromEntries(huts.rows.map((hut) => [hut.id, hut.data]));
    expect(byId['1105']!.supportedPayment.map((entry) => entry.type)).toEqual(['card', 'visaCheckout', 'cash', 'paypal', 'googlePay', 'applePay', 'paylater_credit', 'paylater_debit']);
    expect(byId['2103']!.supportedPayment.map((entry) => entry.type)).toEqual(['eigen', 'cash', 'ticket']);
    expect(byId['2103']).toMatchObject({ name: 'Lyon - Part-Dieu', cashMaximum: 60 });
    expect(byId['9000']!.supportedPayment.map((entry) => entry.type)).toEqual(['card', 'cash']);
    const column = await sql<{ column_name: string }>`select column_name from information_schema.columns where table_name = 'payments' and column_name = 'token_valid_from'`.execute(db());
    expect(column.rows).toHaveLength(1);
  });
});
