// The basket's server call (spec 1 §7 POST /v1/basket-validator/), checked by its contract. The
// dealbot itself runs in the basket worker (src/workers), so the optimise endpoint is the server's own.
import { api, type ApiClient } from './client';
import {
  basketValidationResponseSchema,
  type BasketValidationResponse,
  type BasketValidatorRequestInput,
} from './contract/basket';

/** Re-prices the basket on the server: SUCCESS when it agrees with the page to the penny, else FAILURE. */
export function validateBasket(body: BasketValidatorRequestInput, client: ApiClient = api, headers: Record<string, string> = {}): Promise<BasketValidationResponse> {
  return client.post('/v1/basket-validator/', body, { schema: basketValidationResponseSchema, headers });
}
