/**
 * Pure rules of the customer's account record (issue 14): the one consent record (C36) and the
 * profile's date of birth (11-G20) and phone (11-G41). The store API applies them on every write; the
 * page may use them for its own checks. No React, DOM, fetch or node:* here.
 */

/** C36: one consent record per customer, {email, sms}. */
export interface Consent {
  email: boolean;
  sms: boolean;
}

/** C36: `marketing.all` is true when both are true. */
export const marketingAll = (consent: Consent): boolean => consent.email && consent.sms;

/** C36: a single box (`marketing.all`, the legacy register's `marketing`) sets both. */
export const consentFromAll = (all: boolean): Consent => ({ email: all, sms: all });

const DATE_OF_BIRTH = /^(\d{2})\/(\d{2})\/(\d{4})$/;

/** The calendar date of 'DD/MM/YYYY', or null when it is no real date (31/02/2000, 00/01/2000). */
export function parseDateOfBirth(text: string): { day: number; month: number; year: number } | null {
  const match = DATE_OF_BIRTH.exec(text);
  if (!match) return null;
  const [day, month, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (year < 1900 || date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return { day, month, year };
}

/** 11-G20 "Date of birth: DD/MM/YYYY, in the past": a real date before `today` (the store's day, UTC). */
export function isPastDateOfBirth(text: string, today: Date): boolean {
  const parsed = parseDateOfBirth(text);
  if (!parsed) return false;
  const todayUtc = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate());
  return Date.UTC(parsed.year, parsed.month - 1, parsed.day) < todayUtc;
}

/** The profile's `birthday` (11-G29): the day and month of the date of birth, 'DD/MM' (pick). */
export function birthdayOf(dateOfBirth: string | null): string | null {
  return dateOfBirth && parseDateOfBirth(dateOfBirth) ? dateOfBirth.slice(0, 5) : null;
}

/**
 * 11-G41 "Other markets: a generic pattern (6 to 15 digits; spaces, brackets, # and + allowed)". The
 * store API holds every market's profile phone to it; the market's own pattern is the form's (11-G7:
 * "Phone on edit: required non-empty only").
 */
export function isGenericPhone(text: string): boolean {
  if (!/^[0-9 ()#+]+$/.test(text)) return false;
  const digits = text.replace(/\D/g, '').length;
  return digits >= 6 && digits <= 15;
}
