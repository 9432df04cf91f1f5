import type { Kysely } from 'kysely';
import type { Product } from '../../src/api/contract/catalogue';
import type { Locale } from '../../src/api/contract/common';
import { nutritionSchema, type Nutrition, type NutritionGroup, type NutritionQuery } from '../../src/api/contract/nutrition';
import { isAllergen } from '../../src/domain/menu/allergens';
import { marketConfig, marketOfSector } from '../../src/domain/markets';
import type { Database } from '../db';
import { listMenu } from './catalogue';
import { listProductContent } from './catalogue-content';

/**
 * The nutrition and allergen table (/nutrition; checklist 10-G5). Products are those the menu lists
 * for the sector and hut (not hidden, not deal-only), so the page never names a product the menu
 * does not sell; words and allergens come from the product content in the customer's language.
 *
 * Allergens are always answered: declaring the 14 allergens is the law in the UK and the EU, and a
 * customer's safety. Calories follow the menu's rule (spec 1 §3, §5): only for a hut with
 * `showNutrition`, and only where the market's calories config is on. With no hut, the market's
 * config alone decides (our pick: every hut of a calories market shows nutrition in the seed).
 */
const GROUPS: readonly NutritionGroup[] = ['pizzas', 'sides', 'drinks', 'desserts', 'dips'];

export async function listNutrition(db: Kysely<Database>, query: NutritionQuery): Promise<Nutrition> {
  const market = marketOfSector(query.sector) ?? 'UK';
  const hutShows = query.hutid === undefined ? true : await hutShowsNutrition(db, query.sector, query.hutid);
  const showCalories = hutShows && marketConfig(market).features.calories;

  const lists = await Promise.all(
    GROUPS.map(async (group) => ({
      group,
      products: (await listMenu(db, group, { sector: query.sector, hutid: query.hutid }, undefined)) as Product[],
    })),
  );
  const content = await listProductContent(db, { sector: query.sector, locale: query.locale, hutid: query.hutid });
  const byId = new Map(content.map((entry) => [entry.id, entry]));
  const locale = (content[0]?.locale ?? marketConfig(market).defaultLocale) as Locale;

  const items = lists.flatMap(({ group, products }) =>
    products.map((product) => {
      const words = byId.get(product.id);
      const options = 'sizes' in product ? product.sizes : 'options' in product ? (product.options ?? []) : [];
      const calories = showCalories
        ? options.flatMap((option) => (option.servingCalories === undefined ? [] : [{ name: option.name, kcal: option.servingCalories }]))
        : [];
      return {
        id: product.id,
        type: product.type,
        group,
        title: words?.title ?? product.title,
        description: words?.description ?? product.desc,
        veg: product.veg,
        vegan: product.vegan,
        allergens: (words?.allergens ?? []).filter(isAllergen),
        calories:
          calories.length > 0 || !showCalories || product.servingCalories === undefined
            ? calories
            : [{ name: words?.title ?? product.title, kcal: product.servingCalories }],
        caloriesPer: product.type === 'pizza' ? ('slice' as const) : ('serving' as const),
      };
    }),
  );
  return nutritionSchema.parse({ locale, showCalories, items });
}

async function hutShowsNutrition(db: Kysely<Database>, sector: string, hutId: string): Promise<boolean> {
  const row = await db.selectFrom('huts').select('data').where('sector', '=', sector).where('id', '=', hutId).executeTakeFirst();
  const data = row?.data as { showNutrition?: unknown } | undefined;
  return data?.showNutrition === true;
}
