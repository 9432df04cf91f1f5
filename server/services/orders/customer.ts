import type { Context } from 'hono';
import type { Kysely } from 'kysely';
import { accountSettings } from '../../../src/domain/markets/config';
import { marketOfSectorId } from '../../../src/domain/markets/facts';
import type { Database } from '../../db';
import { optionalIdCaller, type Caller } from '../accounts/caller';
import { orderError } from './errors';

/**
 * Orders know their customer (issue 14, 11-G30..G32). A signed-in customer's page sends its ID token on
 * every order and payment call ("guests send none"); the server verifies it (identity/tokens.ts
 * verifyIdentity: signature, expiry, use 'id', live user, live session family) and from it alone decides
 * - the order's account: orders.account_id and payload.customer.accountId are the token's subject, the
 *   body's `customer.accountId` is never kept;
 * - the account holder (S3 §6, S2 §6): the supplement's account-holder price and loyalty rewards. The
 *   body's `accountHolder` is ignored (issue 9's seam, issue 12's attack).
 * A header that does not verify is refused with 401 (optionalIdCaller), never read as a guest.
 */

/** The verified customer of an order call; null for a guest. */
export type OrderCustomer = Caller;

/** 401 for an Authorization header that does not verify on an order call. */
export const sessionExpired = () => orderError(401, 'Generic', 'Your sign-in has expired. Please sign in again.');

export const orderCustomer = (db: Kysely<Database>, c: Context): Promise<OrderCustomer | null> => optionalIdCaller(db, c, sessionExpired);

/**
 * An account holder at this hut: a verified customer of the hut's market (its tenant, 11-G39). A UK
 * account ordering at a Paris hut orders as a guest there: accounts, rewards and prices are per market.
 */
export function isAccountHolderAt(customer: OrderCustomer | null, sector: string): boolean {
  if (!customer) return false;
  const market = marketOfSectorId(sector);
  return market !== null && customer.tenant === accountSettings(market).tenant;
}
