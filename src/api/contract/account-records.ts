import { z } from 'zod';

/**
 * The account records a stored session holds (src/db/session.ts, src/db/legacy-account.ts check them
 * when the app starts): tenants, tokens, the identity's attributes, the account and the legacy
 * customer. Apart from the rest of the accounts contract (./accounts re-exports them), so a start-up
 * builds these few schemas and not the sign-in and sign-up forms' (issue 18: first-visit blocking time).
 */

/** Tenants per market (11-G39), as in the market records (src/domain/markets/records): India's '91-ind' is the spec's (11-G18). */
export const TENANTS = ['44-gbr', '33-fra', '91-ind', '1-can'] as const;
export const tenantSchema = z.enum(TENANTS);
export type Tenant = z.infer<typeof tenantSchema>;

export const tokensSchema = z.object({
  accessToken: z.string(),
  idToken: z.string(),
  refreshToken: z.string(),
  /** Seconds the access and id tokens live. */
  expiresIn: z.number().int().positive(),
  tokenType: z.literal('Bearer'),
});
export type Tokens = z.infer<typeof tokensSchema>;

/** Identity attributes read by the page (11-G4 "username, email, given_name, family_name, gender, phone number"). */
export const identityUserSchema = z.object({
  sub: z.string(),
  username: z.string(),
  email: z.string().nullable(),
  given_name: z.string().nullable(),
  family_name: z.string().nullable(),
  gender: z.string().nullable(),
  phone_number: z.string().nullable(),
  provider: z.enum(['google', 'facebook', 'apple']).nullable(),
});
export type IdentityUser = z.infer<typeof identityUserSchema>;

/** The modern area's account record (GraphQL, 11-G34, 11-G38). */
export const accountSchema = z.object({
  id: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  marketingEmail: z.boolean(),
  marketingSMS: z.boolean(),
});
export type Account = z.infer<typeof accountSchema>;

/** The legacy accounts area's customer (a shadow customer has no password yet). */
export const legacyCustomerSchema = z.object({
  id: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string(),
  shadow: z.boolean(),
});
