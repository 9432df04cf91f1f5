import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app';
import { migrateToLatest, seedDatabase } from '../../server/db';
import { createLogger } from '../../server/logger';
import { optimiseResponseSchema } from '../../src/api/contract/basket';
import { optimiseBasket } from '../../src/domain/dealbot/optimise';
import { basketFromPayload } from '../../src/domain/basket/wire';
import { optimisePayload } from '../../src/domain/dealbot/payload';
import { createCatalogueVersion } from '../../server/services/catalogue-version';
import { basketHut, createPricingCatalogueLoader } from '../../server/services/pricing-catalogue';
import { candidateDeals, itemClasses, solverProblem } from '../../src/domain/dealbot/problem';
import { solveDeals } from '../../src/domain/dealbot/solver';
import type { OptimiseContext } from '../../src/domain/dealbot/types';
import { highsTotal } from '../domain/dealbot/highs-oracle';
import { counterIds, randomBasket, seededRandom, ukCatalogue } from '../domain/dealbot/uk-fixture';
import { CAMDEN } from './basket-fixtures';
import { createTestDatabase, type TestDatabase } from './test-db';

// POST /v1/deals/optimise answers the proven optimum (issue 5 "Greedy is not enough: it must return the
// optimum") for baskets the branch and bound cannot finish within its node budget: the server then
// solves the same problem with HiGHS (src/domain/dealbot/milp.ts). Seeded uk-1 menu, hut 1101 Camden.
let testDb: TestDatabase;
let app: ReturnType<typeof createApp>;

beforeAll(async () => {
  testDb = await createTestDatabase();
  await migrateToLatest(testDb.handle.db);
  await seedDatabase(testDb.handle.db);
  app = createApp({ db: testDb.handle, staticDir: '/nonexistent', releaseHash: 'test', logger: createLogger({ level: 'silent' }) });
});

afterAll(async () => {
  await testDb.cleanup();
});

const catalogue = ukCatalogue();
const context: OptimiseContext = { disposition: 'delivery', decimals: { product: 2, basket: 2 }, loyaltyMember: false, discountId: null, voucherId: null };
const cents = (value: number) => Math.round(value * 100) / 100;

async function optimise(body: unknown) {
  const res = await app.request('/v1/deals/optimise', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  expect(res.status).toBe(200);
  const [order] = optimiseResponseSchema.parse(await res.json()).optimisedOrders;
  return order!;
}

/** The payload of a seeded random uk-1 basket, the same basket as the server reads it, and the server's catalogue. */
async function seeded(seed: number, size: number) {
  const served = await createPricingCatalogueLoader(testDb.handle.db, createCatalogueVersion(testDb.handle.db)).catalogueFor(await basketHut(testDb.handle.db, CAMDEN), 'delivery');
  const payload = optimisePayload(randomBasket(seededRandom(seed), size, catalogue), { hut: CAMDEN, disposition: 'delivery', amount: 0 });
  const basket = basketFromPayload(payload.deals, served);
  const sync = optimiseBasket(basket, served, context, counterIds());
  const problem = solverProblem(itemClasses(Object.values(basket.items), served, 2), candidateDeals(served, context, [], sync.before, new Set()), served, 2);
  return { payload, basket, sync, problem };
}

const itemIds = (groups: { pizzas: Record<string, unknown>[]; sides: Record<string, unknown>[]; drinks: Record<string, unknown>[]; desserts: Record<string, unknown>[]; dips: Record<string, unknown>[] }[]) =>
  groups.flatMap((entry) => [...entry.pizzas, ...entry.sides, ...entry.drinks, ...entry.desserts, ...entry.dips].map((item) => item.basketItemID)).sort();

describe('POST /v1/deals/optimise: the proven optimum (issue 5)', () => {
  // 40-item baskets the branch and bound alone stops on at its node budget with a dearer grouping (the
  // budget counts nodes, not time, so the seeds are stable; 9007 left the list when issue 18's solver
  // began to prove it within the budget).
  it.each([9001, 9012, 9014])('40-item basket %i: the HiGHS optimum where the branch and bound alone stops dearer', { timeout: 60_000 }, async (seed) => {
    const { payload, basket, sync, problem } = await seeded(seed, 40);
    const alone = solveDeals(problem);
    const optimum = cents(await highsTotal(problem));
    expect(alone.exact).toBe(false);
    expect(sync.exact).toBe(false);
    expect(sync.after).toBeGreaterThan(optimum);

    const order = await optimise(payload);
    expect(order.total).toBe(optimum);
    expect(order.savings).toBe(cents(sync.before - optimum));
    expect(itemIds(order.deals)).toEqual(Object.keys(basket.items).sort());
  });

  it.each([1, 2, 3, 4])('30-item basket %i: the optimum', { timeout: 60_000 }, async (seed) => {
    const { payload, problem } = await seeded(3000 + seed, 30);
    const order = await optimise(payload);
    expect(order.total).toBe(cents(await highsTotal(problem)));
  });
});
