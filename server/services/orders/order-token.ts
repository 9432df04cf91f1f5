import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db';
import { serverSecret } from '../secrets';

/**
 * The order token (issue 12 item 10): what proves a caller may read an order's summary — its
 * customer's name, address and what they paid. The order id and transaction id are no proof: they
 * are in the summary's address, the provider return URLs and the logs.
 *
 * The token is base64url HMAC-SHA256 of the order id under the server's 'order-token' secret
 * (server/services/secrets.ts): no column, the same on every process sharing the database, and it
 * can be given again wherever the caller has already proved it placed the order. It is handed out
 * once, in the place answer (POST /v1/orders/place); a repeated place (410) does not carry it, since
 * anyone holding the transaction id can ask that.
 */

/** Sent by the page on the summary and state calls; a header, not a query value, so it stays out of URLs. */
export const ORDER_TOKEN_HEADER = 'x-order-token';

const PURPOSE = 'order-token:v1:';

function mac(secret: string, orderId: string): Buffer {
  return createHmac('sha256', secret).update(PURPOSE + orderId).digest();
}

export async function orderTokenFor(db: Kysely<Database>, orderId: string): Promise<string> {
  return mac(await serverSecret(db, 'order-token'), orderId).toString('base64url');
}

/** Whether `token` is the order's; compared in constant time (a wrong length is simply wrong). */
export async function isOrderToken(db: Kysely<Database>, orderId: string, token: string | undefined): Promise<boolean> {
  if (!token) return false;
  const expected = mac(await serverSecret(db, 'order-token'), orderId);
  const given = Buffer.from(token, 'utf8');
  // Compare the text form: Buffer.from(…, 'base64url') would forgive stray characters and padding.
  const wanted = Buffer.from(expected.toString('base64url'), 'utf8');
  return given.length === wanted.length && timingSafeEqual(given, wanted);
}
