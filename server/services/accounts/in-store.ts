import type { Kysely } from 'kysely';
import { accountSettings } from '../../../src/domain/markets/config';
import { marketOfSectorId } from '../../../src/domain/markets/facts';
import type { Database } from '../../db';

/**
 * The in-store account check (11-G24): does this mobile already belong to an online account of the
 * hut's market? "Online" is a live identity user with that phone, or a full (not shadow) account record
 * with it. The till types the number as the customer says it (UK '07700 900123', India '9876543210'),
 * the identity holds E.164 ('+447700900123'): both forms are asked.
 */

/** The forms a typed mobile is stored in: as typed, and E.164 with the market's prefix (its leading 0 dropped). */
export function phoneForms(mobile: string, prefix: string): string[] {
  const digits = mobile.replace(/\D/g, '');
  if (mobile.startsWith('+')) return [`+${digits}`];
  const national = digits.replace(/^0/, '');
  const forms = new Set([digits, `0${national}`, `${prefix}${national}`]);
  // India's 12 digits starting 91 (C38) are already the international form.
  if (digits.length > 10 && digits.startsWith(prefix.slice(1))) forms.add(`+${digits}`);
  return [...forms];
}

export async function onlineAccountExists(db: Kysely<Database>, sector: string, mobile: string): Promise<boolean> {
  const market = marketOfSectorId(sector);
  if (!market) return false;
  const { tenant, defaultPhonePrefix } = accountSettings(market);
  const forms = phoneForms(mobile, defaultPhonePrefix);
  const user = await db
    .selectFrom('identity_users')
    .select('id')
    .where('tenant', '=', tenant)
    .where('deleted_at', 'is', null)
    .where((eb) => eb.or([eb('phone', 'in', forms), eb('username', 'in', forms)]))
    // A shadow account's identity is not an online account (11-G13).
    .where(({ not, exists, selectFrom }) =>
      not(exists(selectFrom('accounts').select('accounts.id').whereRef('accounts.user_id', '=', 'identity_users.id').where('accounts.shadow', '=', true))),
    )
    .executeTakeFirst();
  if (user) return true;
  const account = await db
    .selectFrom('accounts')
    .select('id')
    .where('tenant', '=', tenant)
    .where('shadow', '=', false)
    // The account's mobile as typed, or as its sign-in name (E.164, migration 0020): a Hut Rewards
    // member who saved '07700 900123' is found by the till too (12-G16).
    .where((eb) => eb.or([eb('phone', 'in', forms), eb('sign_in_phone', 'in', forms)]))
    .executeTakeFirst();
  return account !== undefined;
}
