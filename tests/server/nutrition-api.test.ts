import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app';
import { migrateToLatest, seedDatabase } from '../../server/db';
import { createLogger } from '../../server/logger';
import { apiErrorBodySchema } from '../../src/api/contract/error';
import { nutritionSchema, type Nutrition } from '../../src/api/contract/nutrition';
import { createTestDatabase, type TestDatabase } from './test-db';

// GET /v1/content/nutrition (issue 13, 10-G5): the /nutrition page's data, from the seeded menu.
let testDb: TestDatabase;
let app: ReturnType<typeof createApp>;
const hutOf: Record<string, string> = {};

beforeAll(async () => {
  testDb = await createTestDatabase();
  await migrateToLatest(testDb.handle.db);
  await seedDatabase(testDb.handle.db);
  const huts = await testDb.handle.db.selectFrom('huts').select(['sector', 'id']).orderBy('sector').orderBy('id').execute();
  for (const hut of huts) hutOf[hut.sector] ??= hut.id;
  app = createApp({ db: testDb.handle, staticDir: '/nonexistent', releaseHash: 'test', logger: createLogger({ level: 'silent' }) });
});

afterAll(async () => {
  await testDb.cleanup();
});

async function nutrition(query: string): Promise<Nutrition> {
  const res = await app.request(`/v1/content/nutrition?${query}`);
  expect(res.status, query).toBe(200);
  return nutritionSchema.parse(await res.json());
}

describe('GET /v1/content/nutrition', () => {
  it('lists the UK menu with allergens that follow the ingredients, and calories per size', async () => {
    const answer = await nutrition(`sector=uk-1&hutid=${hutOf['uk-1']}`);
    expect(answer.showCalories).toBe(true);
    expect(answer.locale).toBe('en-GB');
    const groups = new Set(answer.items.map((item) => item.group));
    expect([...groups].sort()).toEqual(['desserts', 'dips', 'drinks', 'pizzas', 'sides']);

    const garlicBread = answer.items.find((item) => item.id === 'garlic-bread')!;
    expect(garlicBread.allergens).toEqual(expect.arrayContaining(['gluten', 'milk']));
    expect(garlicBread.calories).toEqual([{ name: 'Garlic Bread', kcal: 520 }]);

    const pizzas = answer.items.filter((item) => item.type === 'pizza');
    expect(pizzas.length).toBeGreaterThan(5);
    for (const pizza of pizzas) {
      // dough → gluten on every pizza; a cheese pizza → milk
      expect(pizza.allergens, pizza.id).toContain('gluten');
      expect(pizza.caloriesPer).toBe('slice');
      expect(pizza.calories.length, pizza.id).toBeGreaterThan(1);
    }
    const pepperoni = pizzas.find((item) => /pepperoni/i.test(item.title) && !item.vegan)!;
    expect(pepperoni.allergens).toEqual(expect.arrayContaining(['gluten', 'milk', 'sulphites']));
    // hidden and deal-only products are not on the menu, so not here
    expect(answer.items.some((item) => item.id === 'kfc-popcorn-chicken')).toBe(false);
  });

  it('answers in the asked language, and leaves calories out where the hut shows no nutrition', async () => {
    const answer = await nutrition(`sector=fr-1&hutid=${hutOf['fr-1']}&locale=fr-FR`);
    expect(answer.locale).toBe('fr-FR');
    expect(answer.showCalories).toBe(false);
    expect(answer.items.length).toBeGreaterThan(10);
    expect(answer.items.every((item) => item.calories.length === 0)).toBe(true);
    expect(answer.items.some((item) => item.allergens.includes('milk'))).toBe(true);
  });

  it('answers fr-CA words for Canada', async () => {
    const en = await nutrition('sector=ca-1&locale=en-CA');
    const fr = await nutrition('sector=ca-1&locale=fr-CA');
    expect(fr.locale).toBe('fr-CA');
    expect(fr.items.map((item) => item.id)).toEqual(en.items.map((item) => item.id));
    expect(fr.showCalories).toBe(true);
  });

  it('refuses an unknown sector and answers 404 for an unknown hut', async () => {
    const bad = await app.request('/v1/content/nutrition?sector=xx-9');
    expect(bad.status).toBe(400);
    expect(apiErrorBodySchema.parse(await bad.json()).error).toBe('invalid_request');
    const unknown = await app.request('/v1/content/nutrition?sector=uk-1&hutid=nope');
    expect(unknown.status).toBe(404);
  });
});
