import type { Kysely, Selectable } from 'kysely';
import type { Account, AccountInput, CustomerProfile, CustomerProfileBody } from '../../../src/api/contract/accounts';
import { emailSignInName, phoneSignInName } from '../../../src/domain/accounts/aliases';
import { birthdayOf, consentFromAll, isGenericPhone, isPastDateOfBirth, marketingAll } from '../../../src/domain/accounts/record';
import type { Database } from '../../db';
import type { AccountsTable } from '../../db/schema-identity';

/**
 * The customer's account record (issue 14, C32, C36): ONE row of `accounts` per identity user behind the
 * modern area's GraphQL `account`, the profile of /v2/accounts/myaccount and the legacy customer API.
 * Its id is the identity user's id (the tokens' `sub`), so an order made with an id token is the
 * account's (orders.account_id) even before the details step has written the row.
 */

export type AccountRow = Selectable<AccountsTable>;

export interface IdentityUserFacts {
  id: string;
  tenant: string;
  username: string;
  email: string | null;
  phone: string | null;
  given_name: string | null;
  family_name: string | null;
}

/** A live identity user, or undefined (deleted or unknown). */
export async function liveUser(db: Kysely<Database>, userId: string): Promise<IdentityUserFacts | undefined> {
  return db
    .selectFrom('identity_users')
    .select(['id', 'tenant', 'username', 'email', 'phone', 'given_name', 'family_name'])
    .where('id', '=', userId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
}

export async function findAccount(db: Kysely<Database>, user: Pick<IdentityUserFacts, 'id' | 'tenant'>): Promise<AccountRow | undefined> {
  return db.selectFrom('accounts').selectAll().where('user_id', '=', user.id).where('tenant', '=', user.tenant).executeTakeFirst();
}

/** The GraphQL Account (11-G34, 11-G38). */
export function toAccount(row: AccountRow): Account {
  return {
    id: row.id,
    firstName: row.first_name,
    lastName: row.last_name,
    phone: row.phone,
    email: row.email,
    marketingEmail: row.marketing_email,
    marketingSMS: row.marketing_sms,
  };
}

/** The customer profile (11-G29): the same row in the profile's names; marketing.all per C36. */
export function toProfile(row: AccountRow): CustomerProfile {
  const name = [row.first_name, row.last_name].filter(Boolean).join(' ');
  return {
    externalIdentityGUID: row.user_id,
    email: row.email,
    firstName: row.first_name,
    lastName: row.last_name,
    mobile: row.phone,
    dateOfBirth: row.date_of_birth,
    name: name === '' ? null : name,
    phone: row.phone,
    marketing: { all: marketingAll({ email: row.marketing_email, sms: row.marketing_sms }) },
    birthday: birthdayOf(row.date_of_birth),
  };
}

/** A field the record refuses, named for the answer (400 / GraphQL BAD_USER_INPUT). */
export class AccountInputError extends Error {
  constructor(
    readonly path: string,
    message: string,
  ) {
    super(message);
    this.name = 'AccountInputError';
  }
}

function checkedPhone(phone: string | undefined, path: string): string | undefined {
  if (phone === undefined || phone === '') return undefined;
  if (!isGenericPhone(phone)) throw new AccountInputError(path, 'expected a phone number: 6 to 15 digits; spaces, brackets, # and + allowed');
  return phone;
}

/**
 * The contact the customer signed in with is verified and locked (11-G7 "The email field is locked when
 * the auth method is email, and the phone field is locked when it is sms"): the record keeps the
 * identity's own e-mail or phone whatever the input says; the other contact is the input's.
 */
function contacts(user: IdentityUserFacts, email: string | undefined, phone: string | undefined, current?: AccountRow) {
  return {
    email: user.email ?? email ?? current?.email ?? null,
    phone: user.phone ?? phone ?? current?.phone ?? null,
  };
}

/** GraphQL createAccount and updateAccount: one upsert (a retried create finds its own row, C33's 3 attempts). */
export async function saveAccount(db: Kysely<Database>, user: IdentityUserFacts, input: AccountInput): Promise<AccountRow> {
  const current = await findAccount(db, user);
  const phone = checkedPhone(input.phone, 'account.phone');
  const values = {
    first_name: input.firstName,
    last_name: input.lastName,
    ...contacts(user, input.email, phone, current),
    marketing_email: input.marketingEmail,
    marketing_sms: input.marketingSMS,
    shadow: false,
    updated_at: new Date(),
  };
  return upsert(db, user, values);
}

/** POST /v2/accounts/myaccount: a partial update (11-G29); absent fields keep their value. */
export async function saveProfile(db: Kysely<Database>, user: IdentityUserFacts, body: CustomerProfileBody, today: Date): Promise<AccountRow> {
  if (body.dateOfBirth !== undefined && !isPastDateOfBirth(body.dateOfBirth, today)) {
    throw new AccountInputError('dateOfBirth', 'expected a real date in the past, DD/MM/YYYY');
  }
  const phone = checkedPhone(body.mobile, 'mobile');
  const current = await findAccount(db, user);
  const consent = body.marketing ? consentFromAll(body.marketing.all) : undefined;
  const values = {
    first_name: body.firstName ?? current?.first_name ?? user.given_name,
    last_name: body.lastName ?? current?.last_name ?? user.family_name,
    ...contacts(user, undefined, phone, current),
    date_of_birth: body.dateOfBirth ?? current?.date_of_birth ?? null,
    ...(consent ? { marketing_email: consent.email, marketing_sms: consent.sms } : {}),
    shadow: false,
    updated_at: new Date(),
  };
  return upsert(db, user, values);
}

interface AccountValues {
  first_name?: string | null;
  last_name?: string | null;
  email?: string | null;
  phone?: string | null;
  date_of_birth?: string | null;
  marketing_email?: boolean;
  marketing_sms?: boolean;
  shadow?: boolean;
  updated_at?: Date;
}

/** The contacts as a sign-in sends them, kept beside what was typed (a second sign-in name, 0020). */
function signInNames(tenant: string, values: AccountValues) {
  return {
    ...(values.email !== undefined ? { sign_in_email: values.email === null ? null : emailSignInName(values.email) } : {}),
    ...(values.phone !== undefined ? { sign_in_phone: values.phone === null ? null : phoneSignInName(values.phone, tenant) } : {}),
  };
}

export async function upsert(db: Kysely<Database>, user: Pick<IdentityUserFacts, 'id' | 'tenant'>, values: AccountValues): Promise<AccountRow> {
  const row = { ...values, ...signInNames(user.tenant, values) };
  return db
    .insertInto('accounts')
    .values({ id: user.id, user_id: user.id, tenant: user.tenant, ...row })
    .onConflict((conflict) => conflict.columns(['user_id', 'tenant']).doUpdateSet(row))
    .returningAll()
    .executeTakeFirstOrThrow();
}
