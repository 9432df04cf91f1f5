import { createHash } from 'node:crypto';
import type { IdentityProvider } from '../../db/schema-identity';

/**
 * The local providers' people (11-G42): a few fixed test users per provider, shown as one-tap choices
 * on the sign-in page, and anyone who types an e-mail address (so a journey can make a fresh account
 * every run). Picks, written in the report:
 * - the fixed users' e-mails are under the reserved `example.test` domain and come with
 *   `email_verified: true`, as the real three send for their own accounts;
 * - a typed-in address is NOT verified (`email_verified: false`): the stand-in cannot prove the visitor
 *   owns that mailbox, and the store API links a social sign-in to an existing account only by a
 *   verified e-mail, so typing someone else's address on the test page never opens their account.
 */

export interface StandInUser {
  /** The subject (`sub`) this provider gives the person. */
  id: string;
  givenName: string;
  familyName: string;
  email: string;
  emailVerified: boolean;
}

export interface ProviderBrand {
  /** The provider's own name, as on its button. */
  name: string;
  /** A class on the page's <body> that gives the provider's colours. */
  brand: string;
}

export const PROVIDER_BRANDS: Record<IdentityProvider, ProviderBrand> = {
  google: { name: 'Google', brand: 'google' },
  facebook: { name: 'Facebook', brand: 'facebook' },
  apple: { name: 'Apple', brand: 'apple' },
};

export const STAND_IN_USERS: Record<IdentityProvider, readonly StandInUser[]> = {
  google: [
    { id: '108512345678901234567', givenName: 'Ada', familyName: 'Lovelace', email: 'ada@example.test', emailVerified: true },
    { id: '108598765432109876543', givenName: 'Grace', familyName: 'Hopper', email: 'grace@example.test', emailVerified: true },
    { id: '108511122233344455566', givenName: 'Alan', familyName: 'Turing', email: 'alan@example.test', emailVerified: true },
  ],
  facebook: [
    { id: '10160000000000001', givenName: 'Katherine', familyName: 'Johnson', email: 'katherine@example.test', emailVerified: true },
    { id: '10160000000000002', givenName: 'Ada', familyName: 'Lovelace', email: 'ada@example.test', emailVerified: true },
  ],
  apple: [
    { id: '001234.5f3c0e2a8b9d4c1e.1011', givenName: 'Grace', familyName: 'Hopper', email: 'grace@example.test', emailVerified: true },
    { id: '001234.9a8b7c6d5e4f3a2b.1012', givenName: 'Hedy', familyName: 'Lamarr', email: 'hedy@example.test', emailVerified: true },
  ],
};

export function findStandInUser(provider: IdentityProvider, id: string): StandInUser | undefined {
  return STAND_IN_USERS[provider].find((user) => user.id === id);
}

/** The stable subject a provider gives a typed-in address: the same address is the same person every time. */
export function typedInSubject(provider: IdentityProvider, email: string): string {
  return `typed-${createHash('sha256').update(`${provider}\n${email}`).digest('hex').slice(0, 32)}`;
}

/** The name the stand-in shows and sends for a typed-in address without names: the address's local part. */
export function nameFromEmail(email: string): { givenName: string; familyName: string } {
  const local = email.split('@')[0] ?? email;
  const words = local.split(/[._+-]+/).filter(Boolean).map((word) => word.charAt(0).toUpperCase() + word.slice(1));
  return { givenName: words[0] ?? local, familyName: words.slice(1).join(' ') || 'Tester' };
}
