import { randomUUID } from 'node:crypto';
import { Hono } from 'hono';
import type { KyselyConfig } from 'kysely';
import { expect } from 'vitest';
import { fixedClock } from '../../server/clock';
import { migrateToLatest, seedDatabase } from '../../server/db';
import type { AppEnv } from '../../server/http/app-env';
import { handleError, handleNotFound } from '../../server/http/errors';
import { requestLog } from '../../server/http/request-log';
import { securityHeaders } from '../../server/http/security-headers';
import { createLogger } from '../../server/logger';
import { basketRoutes } from '../../server/routes/basket';
import { orderRoutes } from '../../server/routes/orders';
import { createCatalogueVersion } from '../../server/services/catalogue-version';
import { paymentSandboxRoutes } from '../../server/routes/payment-sandbox';
import { FIXED_TEST_TIME } from '../../server/db/seed/huts';
import type { OptimiseDealGroupBody } from '../../src/api/contract/basket';
import { basketValidationResponseSchema } from '../../src/api/contract/basket';
import { preauthoriseResponseSchema, type OrderPayloadInput } from '../../src/api/contract/orders';
import { group, inOption, largePizza, loose } from './basket-fixtures';
import { createTestDatabase, type TestDatabase } from './test-db';

/**
 * The order routes and the payment sandbox on a seeded database with the store clock frozen at the
 * seed's test time and a kitchen clock the test moves by hand (no real waiting for the tracker).
 */
export interface OrderTestApp {
  testDb: TestDatabase;
  app: Hono<AppEnv>;
  kitchen: { now: number };
  post(url: string, body: unknown, headers?: Record<string, string>): Promise<Response>;
}

export const SANDBOX_SECRET = 'test-sandbox-secret';

export async function createOrderTestApp({
  clockSpeed = 1,
  devEndpoints = false,
  log,
  catalogueVersionMaxAgeMs,
}: {
  clockSpeed?: number;
  devEndpoints?: boolean;
  log?: KyselyConfig['log'];
  /** How long the catalogue version is trusted before it is read again (the routes' default: 1 s). */
  catalogueVersionMaxAgeMs?: number;
} = {}): Promise<OrderTestApp> {
  const testDb = await createTestDatabase({ log });
  await migrateToLatest(testDb.handle.db);
  await seedDatabase(testDb.handle.db);
  const kitchen = { now: Date.parse('2030-01-01T12:00:00Z') };
  const settings = { clockSpeed, sandboxSecret: SANDBOX_SECRET, devEndpoints, kitchenClock: () => kitchen.now };
  const clock = fixedClock(FIXED_TEST_TIME);
  const app = new Hono<AppEnv>();
  app.use('*', requestLog(createLogger({ level: 'silent' })));
  app.use('*', securityHeaders);
  const version = catalogueVersionMaxAgeMs === undefined ? undefined : createCatalogueVersion(testDb.handle.db, { maxAgeMs: catalogueVersionMaxAgeMs });
  app.route('/', basketRoutes(testDb.handle, clock, undefined, version));
  app.route('/', orderRoutes(testDb.handle, clock, settings, version));
  app.route('/', paymentSandboxRoutes(testDb.handle, clock, settings));
  app.notFound(handleNotFound);
  app.onError(handleError);
  const post = async (url: string, body: unknown, headers: Record<string, string> = {}) =>
    app.request(url, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
  return { testDb, app, kitchen, post };
}

export interface Market {
  hut: { id: string; sector: 'uk-1' | 'fr-1' | 'in-1' | 'ca-1' };
  currency: string;
  phone: string;
  postcode: string;
}

export const MARKETS = {
  uk: { hut: { id: '1101', sector: 'uk-1' }, currency: 'GBP', phone: '02071234567', postcode: 'NW1 8QP' },
  fr: { hut: { id: '2101', sector: 'fr-1' }, currency: 'EUR', phone: '0140000000', postcode: '75011' },
  in: { hut: { id: '3101', sector: 'in-1' }, currency: 'INR', phone: '9876543210', postcode: '110001' },
  ca: { hut: { id: '4101', sector: 'ca-1' }, currency: 'CAD', phone: '4165550123', postcode: 'M5V 2T6' },
} as const satisfies Record<string, Market>;

/** Two large Margheritas as one bogof (the second free): a basket every seeded market sells. */
export const twoMargheritas = (): OptimiseDealGroupBody[] => [group('bogof', 'basket-bogof', { pizzas: inOption(0, largePizza('p1'), largePizza('p2')) })];

export const oneMargherita = (): OptimiseDealGroupBody[] => [loose({ pizzas: [largePizza('p1')] })];

/** What the server charges for the basket, asked the way the page asks (POST /v1/basket-validator/). */
export async function serverTotal(
  setup: OrderTestApp,
  market: Market,
  deals: OptimiseDealGroupBody[],
  disposition: 'delivery' | 'collection' = 'collection',
  voucher?: OrderPayloadInput['voucher'],
): Promise<number> {
  const res = await setup.post('/v1/basket-validator/', {
    hut: market.hut,
    payment: { type: 'cash', amount: 0, currency: market.currency },
    disposition: { type: disposition, when: 'asap' },
    deals,
    // A voucher-only deal is priced only with its voucher (issue 12).
    ...(voucher ? { voucher } : {}),
  });
  const answer = basketValidationResponseSchema.parse(await res.json());
  expect(answer.total, JSON.stringify(answer)).toBeGreaterThan(0);
  return answer.total!;
}

export function orderPayload(market: Market, deals: OptimiseDealGroupBody[], amount: number, changes: Partial<OrderPayloadInput> = {}): OrderPayloadInput {
  return {
    version: '1.0',
    clientOrderId: randomUUID(),
    hut: market.hut,
    customer: { name: 'Ada Lovelace', phone: market.phone, email: 'ada@example.com', marketing: { all: false } },
    payment: { type: 'card', amount, currency: market.currency },
    disposition: { type: 'collection', when: 'asap' },
    deals,
    ...changes,
  };
}

/** Four loose large Margheritas: over uk-1 1101's cash maximum (50) and every delivery minimum. */
export const fourMargheritas = (): OptimiseDealGroupBody[] => [
  loose({ pizzas: [largePizza('p1'), largePizza('p2'), largePizza('p3'), largePizza('p4')] }),
];

/** A preauthorised order of the market's basket, and its server total. */
export async function preauthorised(setup: OrderTestApp, market: Market, changes: Partial<OrderPayloadInput> = {}, deals = twoMargheritas(), headers: Record<string, string> = {}) {
  const disposition = changes.disposition?.type === 'delivery' ? 'delivery' : 'collection';
  const total = await serverTotal(setup, market, deals, disposition, changes.voucher);
  // A payment given without its amount (0) pays the server's total.
  const payment = changes.payment && { ...changes.payment, amount: changes.payment.amount || total };
  const payload = orderPayload(market, deals, total, { ...changes, ...(payment ? { payment } : {}) });
  const res = await setup.post('/v1/orders/preauthorise', payload, headers);
  const json: unknown = await res.json();
  expect(res.status, JSON.stringify(json)).toBe(200);
  return { payload, total, answer: preauthoriseResponseSchema.parse(json) };
}

export async function countOrders(setup: OrderTestApp, where: { clientOrderId?: string; state?: 'PLACED' | 'PREAUTHORIZED' } = {}) {
  let query = setup.testDb.handle.db.selectFrom('orders').select((eb) => eb.fn.countAll<string>().as('count'));
  if (where.clientOrderId) query = query.where('client_order_id', '=', where.clientOrderId);
  if (where.state) query = query.where('state', '=', where.state);
  return Number((await query.executeTakeFirstOrThrow()).count);
}

/** Posts a sandbox form the way a browser does (urlencoded) and answers the redirect's Location. */
export async function submitForm(setup: OrderTestApp, url: string, fields: Record<string, string>) {
  const res = await setup.app.request(url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  });
  return { status: res.status, location: res.headers.get('location'), text: await res.text() };
}

/**
 * The token a provider page was opened with (issue 12: bound to the transaction and its amount):
 * from the page URL preauthorise answered, or Microform's token. A form posted straight to the
 * sandbox carries it as the page's hidden field would.
 */
export function pageToken(answer: { threeDSUrl?: string; iframeUrl?: string; redirectUrl?: string; token?: string }): string {
  if (answer.token) return answer.token;
  const url = answer.threeDSUrl ?? answer.iframeUrl ?? answer.redirectUrl ?? '';
  return new URL(url, 'http://localhost').searchParams.get('token') ?? '';
}

/** The query of a sandbox redirect back to the app. */
export const returnQuery = (location: string | null) => new URL(location ?? '', 'http://localhost').searchParams;
