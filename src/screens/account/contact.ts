// Contact entry of the modern area (11-G7): "all digits means phone, otherwise email … The prefix is
// added from a selected country code (+91 or +44)".
// TODO(wt-legacy): replace with the rules helper's contact classification in src/domain/accounts once
// merged; this stand-in keeps the flow usable until then and follows the same rule.
import type { AccountSettings } from '../../domain/markets/config';

/** "Only +91 and +44 are offered as country codes" (S3 §9, 11-G7). */
export const COUNTRY_CODES = ['+44', '+91'] as const;

export type ContactResult = { ok: true; username: string; method: 'email' | 'sms' } | { ok: false; reason: 'email' | 'phone' | 'phoneNotAllowed' | 'emailNotAllowed' };

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function classifyContact(raw: string, settings: AccountSettings, countryCode: string): ContactResult {
  const value = raw.trim();
  const digits = value.replace(/[\s()-]/g, '');
  if (/^\+?\d+$/.test(digits)) {
    if (!settings.allowAuthWithPhone) return { ok: false, reason: 'phoneNotAllowed' };
    const national = digits.replace(/^\+?/, '').replace(new RegExp(`^${countryCode.slice(1)}`), '').replace(/^0/, '');
    const local = countryCode === settings.defaultPhonePrefix ? new RegExp(settings.phoneRegex).test(national) || new RegExp(settings.phoneRegex).test(`0${national}`) : /^\d{7,12}$/.test(national);
    if (!local) return { ok: false, reason: 'phone' };
    return { ok: true, username: `${countryCode}${national}`, method: 'sms' };
  }
  if (!settings.allowAuthWithEmail) return { ok: false, reason: 'emailNotAllowed' };
  if (!EMAIL.test(value)) return { ok: false, reason: 'email' };
  return { ok: true, username: value.toLowerCase(), method: 'email' };
}
