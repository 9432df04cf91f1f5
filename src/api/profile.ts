// The e-mail-and-password accounts' profile and the in-store check (C32, 11-G23, 11-G24): GET and POST
// /v2/accounts/myaccount with the `x-default-sector` header and the access token, and the unauthenticated
// GET /v2/loyalty/pos/{sector}/{hutId}/account/{mobile}/exists. Every answer is checked by the contract.
import {
  customerProfileSchema,
  DEFAULT_SECTOR_HEADER,
  inStoreAccountExistsSchema,
  MY_ACCOUNT_PATH,
  type CustomerProfile,
  type CustomerProfileBody,
} from './contract/accounts';
import { api, type ApiClient } from './client';

export interface ProfileClient {
  get(accessToken: string, sector: string): Promise<CustomerProfile>;
  save(accessToken: string, sector: string, body: CustomerProfileBody): Promise<CustomerProfile>;
  inStoreAccountExists(sector: string, hutId: string, mobile: string): Promise<boolean>;
}

export function createProfileClient(client: ApiClient = api): ProfileClient {
  const headers = (accessToken: string, sector: string) => ({ authorization: `Bearer ${accessToken}`, [DEFAULT_SECTOR_HEADER]: sector });
  return {
    get: (accessToken, sector) => client.get(MY_ACCOUNT_PATH, { schema: customerProfileSchema, headers: headers(accessToken, sector), cache: 'no-store' }),
    save: (accessToken, sector, body) =>
      client.post(MY_ACCOUNT_PATH, body, { schema: customerProfileSchema, headers: headers(accessToken, sector), cache: 'no-store' }),
    inStoreAccountExists: async (sector, hutId, mobile) => {
      const path = `/v2/loyalty/pos/${encodeURIComponent(sector)}/${encodeURIComponent(hutId)}/account/${encodeURIComponent(mobile)}/exists`;
      return (await client.get(path, { schema: inStoreAccountExistsSchema, cache: 'no-store' })).exists;
    },
  };
}

export const profile: ProfileClient = createProfileClient();
