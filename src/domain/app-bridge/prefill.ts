/**
 * App-session prefill (14-G25): "A logged-in app session prefills customer email, name and phone" (S1
 * §4); "An app-embedded session (login token, account info) prefills email, name and phone at checkout"
 * (S3 §6). The session is the account-info record (11-G17) the wrapper handed over (`app-session`,
 * messages.ts). Only empty fields are filled: what the customer typed is never overwritten. India phones
 * lose +91 (C38).
 */
import { stripIndiaPrefix } from '../accounts/phones';

export interface PrefillFields {
  email: string;
  name: string;
  firstName: string;
  lastName: string;
  phone: string;
}

export interface AppAccountInfo {
  email?: string | null;
  firstName?: string | null;
  lastName?: string | null;
  phone?: string | null;
}

/** The fields to set (a patch): each empty one the session can fill; {} when there is nothing to do. */
export function appSessionPrefill(current: PrefillFields, info: AppAccountInfo, market: string): Partial<PrefillFields> {
  const patch: Partial<PrefillFields> = {};
  const first = info.firstName?.trim() ?? '';
  const last = info.lastName?.trim() ?? '';
  const email = info.email?.trim() ?? '';
  const phoneRaw = info.phone?.trim() ?? '';
  const phone = market === 'IN' ? stripIndiaPrefix(phoneRaw) : phoneRaw;
  if (current.email.trim() === '' && email !== '') patch.email = email;
  if (current.firstName.trim() === '' && first !== '') patch.firstName = first;
  if (current.lastName.trim() === '' && last !== '') patch.lastName = last;
  const full = [first, last].filter(Boolean).join(' ');
  if (current.name.trim() === '' && full !== '') patch.name = full;
  if (current.phone.trim() === '' && phone !== '') patch.phone = phone;
  return patch;
}
