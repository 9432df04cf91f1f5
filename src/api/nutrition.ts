// The nutrition call of the store API (issue 13, checklist 10-G5), checked by its contract.
import type { Locale, Sector } from './contract/common';
import { nutritionSchema, type Nutrition } from './contract/nutrition';
import { api, type ApiClient } from './client';

/** GET /v1/content/nutrition: the hut's (or sector's) products with allergens and calories. */
export function fetchNutrition(params: { sector: Sector; locale?: Locale; hutid?: string }, client: ApiClient = api): Promise<Nutrition> {
  return client.get('/v1/content/nutrition', { query: params, schema: nutritionSchema });
}
