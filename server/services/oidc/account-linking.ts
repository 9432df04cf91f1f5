import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type * as client from 'openid-client';
import { z } from 'zod';
import { accountSettings, marketConfig } from '../../../src/domain/markets';
import type { Market } from '../../../src/domain/markets/ids';
import type { Database } from '../../db';
import type { IdentityProvider } from '../../db/schema-identity';
import { revokeAllSessions } from '../identity/sessions';
import { createUser, findLiveUser } from '../identity/users';

/**
 * Account linking of social sign-in (11-G11, 11-G38): the person an id token names, the identity user
 * it is (linked, matched by a verified e-mail, or new) and the customer record behind the modern area.
 */

export interface Person {
  subject: string;
  email: string | null;
  emailVerified: boolean;
  givenName: string | null;
  familyName: string | null;
}

const claimText = (value: unknown, max: number) => (typeof value === 'string' && value.trim() !== '' ? value.trim().slice(0, max) : null);

export function personOf(claims: client.IDToken): Person | null {
  const subject = claimText(claims.sub, 255);
  if (!subject) return null;
  const emailParsed = z.email().max(200).safeParse(typeof claims.email === 'string' ? claims.email.trim().toLowerCase() : undefined);
  // Some providers send the flag as the string 'true' (Apple did).
  const verified = claims.email_verified === true || claims.email_verified === 'true';
  return {
    subject,
    email: emailParsed.success ? emailParsed.data : null,
    emailVerified: emailParsed.success && verified,
    givenName: claimText(claims.given_name, 60),
    familyName: claimText(claims.family_name, 60),
  };
}

export const langOf = (market: Market): 'en' | 'fr' => (marketConfig(market).defaultLocale.startsWith('fr') ? 'fr' : 'en');

export interface FederatedUser {
  id: string;
  username: string;
}

/**
 * The identity user of a social sign-in (pick, written in the report):
 * 1. the live user already linked to (tenant, provider, subject);
 * 2. else, when the provider vouches for the e-mail (email_verified), the live user whose username is
 *    that e-mail: the provider's proof of the mailbox is the same proof an e-mailed code gives. An
 *    unconfirmed one (a sign-up nobody finished) loses any password it was given and its sessions, so
 *    whoever started it with this e-mail cannot sign in to the owner's account later
 *    (pre-hijacking); the link is recorded when the user has none;
 * 3. else a new confirmed user: username = the verified e-mail, or `{provider}_{subject}` without one
 *    (an unverified e-mail is not kept at all).
 */
export async function federatedUser(
  db: Kysely<Database>,
  person: Person & { tenant: string; provider: IdentityProvider; lang: 'en' | 'fr' },
): Promise<FederatedUser> {
  const linked = await db
    .selectFrom('identity_users')
    .select(['id', 'username'])
    .where('tenant', '=', person.tenant)
    .where('provider', '=', person.provider)
    .where('provider_subject', '=', person.subject)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  if (linked) return linked;

  if (person.email && person.emailVerified) {
    const existing = await findLiveUser(db, person.tenant, person.email);
    if (existing) {
      if (!existing.confirmed) {
        await db.updateTable('identity_users').set({ password_hash: null, confirmed: true, password_reset_required: false }).where('id', '=', existing.id).execute();
        await revokeAllSessions(db, existing.id);
      }
      if (!existing.provider) {
        await db.updateTable('identity_users').set({ provider: person.provider, provider_subject: person.subject }).where('id', '=', existing.id).execute();
      }
      return { id: existing.id, username: existing.username };
    }
  }

  const username = person.email && person.emailVerified ? person.email : `${person.provider}_${person.subject}`;
  try {
    const id = await createUser(db, {
      tenant: person.tenant,
      username,
      email: person.email && person.emailVerified ? person.email : null,
      phone: null,
      confirmed: true,
      lang: person.lang,
      givenName: person.givenName,
      familyName: person.familyName,
      provider: person.provider,
      providerSubject: person.subject,
    });
    return { id, username };
  } catch (error) {
    // Two callbacks for the same person at once: the other one made the user.
    const raced = await findLiveUser(db, person.tenant, username);
    if (raced) return { id: raced.id, username: raced.username };
    throw error;
  }
}

/**
 * The customer record behind the modern area (11-G38): made with the provider's names when the user
 * has none in this tenant; an existing record is left as the customer saved it. Marketing consent
 * starts as the market's default (C36: false in UK, FR and IN; CA counts the customer in until they
 * opt out, as its registration does).
 */
export async function ensureAccount(db: Kysely<Database>, user: FederatedUser, tenant: string, market: Market): Promise<void> {
  const existing = await db.selectFrom('accounts').select('id').where('user_id', '=', user.id).where('tenant', '=', tenant).executeTakeFirst();
  if (existing) return;
  const identity = await db.selectFrom('identity_users').select(['given_name', 'family_name', 'email', 'phone']).where('id', '=', user.id).executeTakeFirstOrThrow();
  const optIn = accountSettings(market).marketing.optInByDefault;
  await db
    .insertInto('accounts')
    .values({
      id: randomUUID(),
      user_id: user.id,
      tenant,
      first_name: identity.given_name,
      last_name: identity.family_name,
      email: identity.email,
      phone: identity.phone,
      marketing_email: optIn,
      marketing_sms: optIn,
    })
    .onConflict((conflict) => conflict.columns(['user_id', 'tenant']).doNothing())
    .execute();
}
