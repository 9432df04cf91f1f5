import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db';

/**
 * Account deletion (11-G8; issue 14 "Deletion removes personal data and revokes every session; placed
 * orders stay, anonymised"). The one service behind GraphQL deleteAccount, DELETE /v2/accounts/myaccount
 * and the legacy DELETE {customer-api}/customer/{id} (C32). One transaction, so a failure half-way
 * leaves the account whole and the customer may try again:
 * - the accounts row is deleted;
 * - the identity user is marked deleted and scrubbed: e-mail, phone, names, password, provider ids;
 *   its username becomes a tombstone, so the same contact registers again as a new customer;
 * - its codes (by user and by contact) are deleted, and every session family is revoked (verifyIdentity
 *   refuses its tokens at once, not when they expire);
 * - messages sent to its contacts are deleted from the outbox;
 * - its orders stay for the hut's books and the tax records, anonymised: the customer's name, e-mail,
 *   phone, delivery address and names are replaced in orders.customer and orders.payload, and the link
 *   orders.account_id is cleared (pick: an anonymous order belongs to nobody).
 */

/** What an anonymised order's customer says. Not personal, and valid against the order contract. */
export const DELETED_CUSTOMER = { name: 'Deleted customer', marketing: { all: false } } as const;

export async function deleteAccount(db: Kysely<Database>, userId: string, now: Date = new Date()): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const user = await trx
      .selectFrom('identity_users')
      .select(['id', 'username', 'email', 'phone'])
      .where('id', '=', userId)
      .where('deleted_at', 'is', null)
      .forUpdate()
      .executeTakeFirst();
    if (!user) return false;
    const accounts = await trx.deleteFrom('accounts').where('user_id', '=', userId).returning(['email', 'phone']).execute();
    const contacts = [...new Set([user.username, user.email, user.phone, ...accounts.flatMap((row) => [row.email, row.phone])].filter((value): value is string => !!value))];

    await trx
      .updateTable('identity_users')
      .set({
        username: `deleted:${user.id}`,
        email: null,
        phone: null,
        given_name: null,
        family_name: null,
        password_hash: null,
        password_reset_required: false,
        provider: null,
        provider_subject: null,
        deleted_at: now,
      })
      .where('id', '=', userId)
      .execute();

    await trx.deleteFrom('identity_codes').where((eb) => eb.or([eb('user_id', '=', userId), ...(contacts.length > 0 ? [eb('contact', 'in', contacts)] : [])])).execute();
    await trx.updateTable('identity_sessions').set({ revoked_at: now }).where('user_id', '=', userId).where('revoked_at', 'is', null).execute();
    // Passkeys (issue 14 "Beyond the spec"): the user row stays (soft delete), so no cascade; its credentials go now.
    await trx.deleteFrom('identity_passkeys').where('user_id', '=', userId).execute();
    if (contacts.length > 0) await trx.deleteFrom('message_outbox').where('recipient', 'in', contacts).execute();

    const anonymous = JSON.stringify(DELETED_CUSTOMER);
    await trx
      .updateTable('orders')
      .set({
        customer: anonymous,
        payload: sql<string>`jsonb_set(payload, '{customer}', ${anonymous}::jsonb)`,
        account_id: null,
      })
      .where('account_id', '=', userId)
      .execute();
    return true;
  });
}
