// Contact entry of the modern area (11-G7) through the account rules (src/domain/accounts/contact.ts):
// the market's settings decide which contacts are allowed and the phone pattern.
import { COUNTRY_CODES, parseContact, type CountryCode, type ContactResult } from '../../domain/accounts';
import type { AccountSettings } from '../../domain/markets/config';

export { COUNTRY_CODES, type CountryCode };

export function isCountryCode(value: string): value is CountryCode {
  return (COUNTRY_CODES as readonly string[]).includes(value);
}

export function classifyContact(raw: string, settings: AccountSettings, countryCode: string, devMode: boolean): ContactResult {
  return parseContact(raw, {
    countryCode: isCountryCode(countryCode) ? countryCode : '+44',
    phoneRegex: settings.phoneRegex,
    allowAuthWithPhone: settings.allowAuthWithPhone,
    allowAuthWithEmail: settings.allowAuthWithEmail,
    devMode,
  });
}
