// The wallet calls of the payment providers (spec 2 §7): Apple Pay merchant validation and the
// hut's store config (13-G13, 13-G15). A refusal is an answer (its error name picks the modal).
import { api, type ApiClient } from './client';
import {
  applePayMerchantSessionSchema,
  SECTOR_HUT_SEPARATOR,
  storeConfigResponseSchema,
  type ApplePayMerchantSession,
  type ApplePayValidateMerchantBody,
  type StoreConfig,
} from './contract/payment-providers';
import { orderCall, type OrderCallResult } from './order-call';

/** POST /v1/payment-providers/apple-pay/on-validate-merchant: the merchant session, or APPLE_PAY_FAILURE. */
export function validateApplePayMerchant(body: ApplePayValidateMerchantBody, client: ApiClient = api): Promise<OrderCallResult<ApplePayMerchantSession>> {
  return orderCall(() => client.post('/v1/payment-providers/apple-pay/on-validate-merchant', body, { schema: applePayMerchantSessionSchema }));
}

/** GET /v1/payment-providers/store-config/{sector:hutId} (url-encoded); null when it cannot be read. */
export async function fetchStoreConfig(hut: { sector: string; id: string }, client: ApiClient = api): Promise<StoreConfig | null> {
  const storeId = encodeURIComponent(`${hut.sector}${SECTOR_HUT_SEPARATOR}${hut.id}`);
  const result = await orderCall(() => client.get(`/v1/payment-providers/store-config/${storeId}`, { schema: storeConfigResponseSchema }));
  return result.ok ? result.answer : null;
}
