// The signed-in customer's record (11-G26..29, 11-G38, C34): the identity tokens, the last auth method,
// the identity attributes and the account record, kept in Dexie table `identity` (version 8) so that
// signed-in state survives reloads and the offline mode. Tokens stay in IndexedDB (issue 14). Kept across
// browser sessions until sign-out, a failed refresh, or the idle time-out on the web (C34, C35).
import { z } from 'zod';

export const storedTokensSchema = z.object({
  accessToken: z.string(),
  idToken: z.string(),
  refreshToken: z.string(),
  /** Epoch ms at which the access and id tokens expire (now + expiresIn when they were issued). */
  expiresAt: z.number(),
});
export type StoredTokens = z.infer<typeof storedTokensSchema>;

/** "Auth method email or sms" (S3 §3); the e-mail-and-password forms, the social providers and passkeys (issue 14) too. */
export const authMethodSchema = z.enum(['email', 'sms', 'password', 'google', 'facebook', 'apple', 'passkey']);
export type AuthMethod = z.infer<typeof authMethodSchema>;

export const storedIdentityUserSchema = z.object({
  sub: z.string(),
  username: z.string(),
  email: z.string().nullable(),
  given_name: z.string().nullable(),
  family_name: z.string().nullable(),
  gender: z.string().nullable(),
  phone_number: z.string().nullable(),
  provider: z.enum(['google', 'facebook', 'apple']).nullable(),
});

export const storedAccountSchema = z.object({
  id: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  marketingEmail: z.boolean(),
  marketingSMS: z.boolean(),
});

export const identitySliceSchema = z.object({
  tokens: storedTokensSchema.nullable().default(null),
  /** The last auth method (S3 §3 "Local storage holds the account data and the last auth method"). */
  authMethod: authMethodSchema.nullable().default(null),
  /** The tenant the account record belongs to (the market's, 11-G39; India's at /accounts). */
  tenant: z.string().nullable().default(null),
  user: storedIdentityUserSchema.nullable().default(null),
  account: storedAccountSchema.nullable().default(null),
  /** Epoch ms the account record was last fetched or saved: the offline home's 'Last updated …'. */
  updatedAt: z.number().nullable().default(null),
});
export type IdentitySlice = z.infer<typeof identitySliceSchema>;

// The default lives in defaults.ts, which has no runtime imports: the header reads it at first paint,
// and this file's zod schemas must not follow it into the home-page bundle.
export { DEFAULT_IDENTITY } from './defaults';
