import { z } from 'zod';
import { ALLERGENS } from '../../domain/menu/allergens';
import { idSchema, localeSchema, productTypeSchema, sectorSchema } from './common';

/**
 * GET /v1/content/nutrition (checklist 10-G5 /nutrition; spec 1 §3 showNutrition, §5 calories):
 * every product a hut's menu lists, with its 14-allergen codes from the product content and its
 * calories from the menu records — the same data the menu shows, in one answer.
 */
export const nutritionQuerySchema = z.object({
  sector: sectorSchema,
  locale: localeSchema.optional(),
  hutid: idSchema.optional(),
});
export type NutritionQuery = z.infer<typeof nutritionQuerySchema>;

/** The menu tab a product is listed under on the page (pizzas, sides, drinks, desserts, dips). */
export const nutritionGroupSchema = z.enum(['pizzas', 'sides', 'drinks', 'desserts', 'dips']);
export type NutritionGroup = z.infer<typeof nutritionGroupSchema>;

export const nutritionItemSchema = z.object({
  id: idSchema,
  type: productTypeSchema,
  group: nutritionGroupSchema,
  title: z.string().min(1),
  description: z.string(),
  veg: z.boolean(),
  vegan: z.boolean(),
  allergens: z.array(z.enum(ALLERGENS)),
  /** kcal per size or portion; pizzas per slice. Empty when calories are not shown (see below). */
  calories: z.array(z.object({ name: z.string().min(1), kcal: z.number().int().nonnegative() })),
  caloriesPer: z.enum(['slice', 'serving']),
});
export type NutritionItem = z.infer<typeof nutritionItemSchema>;

export const nutritionSchema = z.object({
  locale: localeSchema,
  /** Calories are answered only where the hut shows nutrition and the market's calories config is on. */
  showCalories: z.boolean(),
  items: z.array(nutritionItemSchema),
});
export type Nutrition = z.infer<typeof nutritionSchema>;
