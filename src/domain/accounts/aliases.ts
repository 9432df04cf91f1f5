import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/min';
import { marketConfig, marketOfTenant } from '../markets/config';
import { normaliseEmail } from './email';

/**
 * A customer's second sign-in name (issue 14 "one customer, two sign-in names"): the contact saved on
 * the account beside the one the account was made with — the mobile of a customer who signed up by
 * e-mail, the e-mail of one who signed up by SMS. The identity provider keeps it in the form a sign-in
 * sends (`parseContact`): an e-mail trimmed and lower-cased, a phone in E.164, read in the market of
 * the account's tenant when it was typed nationally ('07700 900123' in the UK → '+447700900123').
 * Not in the accounts barrel: libphonenumber's metadata stays out of the pages that import the rules.
 */

/** The E.164 sign-in form of a saved phone, or null when it is not a possible number of that market. */
export function phoneSignInName(phone: string, tenant: string): string | null {
  const market = marketOfTenant(tenant);
  if (!market) return null;
  const parsed = parsePhoneNumberFromString(phone, marketConfig(market).country as CountryCode);
  return parsed?.isPossible() ? parsed.number : null;
}

/** The sign-in form of a saved e-mail. */
export function emailSignInName(email: string): string | null {
  const normal = normaliseEmail(email);
  return normal === '' ? null : normal;
}
