import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db';
import type { IdentityProvider } from '../../db/schema-identity';

/** Identity users (11-G42): one per tenant and username among live (not deleted) users. */

export const isPhoneUsername = (username: string): boolean => username.startsWith('+');

export async function findLiveUser(db: Kysely<Database>, tenant: string, username: string) {
  return db
    .selectFrom('identity_users')
    .selectAll()
    .where('tenant', '=', tenant)
    .where('username', '=', username)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
}

/**
 * The user a second sign-in name belongs to (issue 14, migration 0020): the one live, confirmed user of
 * the tenant whose account record saved this e-mail or E.164 phone. Its own username always wins (the
 * caller asks findLiveUser first); a contact saved on two accounts names neither, so a code never opens
 * an account the contact cannot be tied to alone.
 */
export async function findUserBySignInName(db: Kysely<Database>, tenant: string, username: string) {
  const column = isPhoneUsername(username) ? 'accounts.sign_in_phone' : 'accounts.sign_in_email';
  const users = await db
    .selectFrom('accounts')
    .innerJoin('identity_users', 'identity_users.id', 'accounts.user_id')
    .selectAll('identity_users')
    .where('accounts.tenant', '=', tenant)
    .where(column, '=', username)
    .where('accounts.shadow', '=', false)
    .where('identity_users.deleted_at', 'is', null)
    .where('identity_users.confirmed', '=', true)
    .limit(2)
    .execute();
  return users.length === 1 ? users[0] : undefined;
}

export async function findUserById(db: Kysely<Database>, id: string) {
  return db.selectFrom('identity_users').selectAll().where('id', '=', id).where('deleted_at', 'is', null).executeTakeFirst();
}

export interface NewUser {
  tenant: string;
  /** A lower-cased e-mail or an E.164 phone: the e-mail or phone attribute is filled from it. */
  username: string;
  passwordHash?: string | null;
  confirmed?: boolean;
  lang?: string;
  email?: string | null;
  phone?: string | null;
  givenName?: string | null;
  familyName?: string | null;
  provider?: IdentityProvider | null;
  providerSubject?: string | null;
}

/**
 * Inserts a user and answers its id. A username taken by a live user fails on the partial unique index
 * (callers check with findLiveUser first and map the race to UsernameExistsException).
 */
export async function createUser(db: Kysely<Database>, user: NewUser): Promise<string> {
  const id = randomUUID();
  const phone = isPhoneUsername(user.username);
  await db
    .insertInto('identity_users')
    .values({
      id,
      tenant: user.tenant,
      username: user.username,
      email: user.email !== undefined ? user.email : phone ? null : user.username,
      phone: user.phone !== undefined ? user.phone : phone ? user.username : null,
      password_hash: user.passwordHash ?? null,
      confirmed: user.confirmed ?? false,
      lang: user.lang ?? 'en',
      given_name: user.givenName ?? null,
      family_name: user.familyName ?? null,
      provider: user.provider ?? null,
      provider_subject: user.providerSubject ?? null,
    })
    .execute();
  return id;
}
