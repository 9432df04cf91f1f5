import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db';

/**
 * Keys the server makes for itself (issue 12): a named secret is generated on first use, kept in the
 * database and read back by every later start and by every other process on the same PostgreSQL.
 * Two processes starting at once each try to insert; the first insert wins and both read the winner.
 * A key given by configuration (an environment variable) is used as it is and never stored.
 */

export type SecretName = 'payment-sandbox' | 'order-token' | 'kiosk-device' | 'identity-code' | 'bot-check';

const SECRET_BYTES = 32;

/**
 * What this process has read, per database: a stored key never changes, so it is read once (place
 * and the summary ask for the order-token key on every call). Only a read cache: the key itself is
 * the database's, shared by every process.
 */
const readKeys = new WeakMap<Kysely<Database>, Map<SecretName, Promise<string>>>();

export function serverSecret(db: Kysely<Database>, name: SecretName, configured?: string): Promise<string> {
  if (configured) return Promise.resolve(configured);
  let keys = readKeys.get(db);
  if (!keys) readKeys.set(db, (keys = new Map()));
  let key = keys.get(name);
  if (!key) {
    key = storedSecret(db, name);
    // A failed read (the database briefly away) is not remembered: the next call asks again.
    key.catch(() => keys.delete(name));
    keys.set(name, key);
  }
  return key;
}

async function storedSecret(db: Kysely<Database>, name: SecretName): Promise<string> {
  await db
    .insertInto('server_secrets')
    .values({ name, value: randomBytes(SECRET_BYTES).toString('base64url') })
    .onConflict((conflict) => conflict.column('name').doNothing())
    .execute();
  const row = await db.selectFrom('server_secrets').select('value').where('name', '=', name).executeTakeFirstOrThrow();
  return row.value;
}
