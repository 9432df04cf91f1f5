// The signed-in customer's record (11-G26..29, 11-G38, C34): the identity tokens, the last auth method,
// the identity attributes and the account record, kept in Dexie table `identity` (version 8) so that
// signed-in state survives reloads and the offline mode. Tokens stay in IndexedDB (issue 14). Kept across
// browser sessions until sign-out, a failed refresh, or the idle time-out on the web (C34, C35).
// The shapes come from the contract (src/api/contract/accounts.ts), so that a change there cannot miss
// the stored copy: the stored tokens are the contract's with `expiresAt` in place of `expiresIn`, and the
// identity attributes and account record are the contract's own. A stored record that no longer parses
// is dropped and the customer signs in again (STYLE rule 5). This module is reached only lazily (Dexie
// slices); first paint reads `DEFAULT_IDENTITY` from defaults.ts, which has no runtime imports.
import { z } from 'zod';
import { accountSchema, identityUserSchema, tenantSchema, tokensSchema } from '../api/contract/account-records';

export const storedTokensSchema = tokensSchema.pick({ accessToken: true, idToken: true, refreshToken: true }).extend({
  /** Epoch ms at which the access and id tokens expire (now + expiresIn when they were issued). */
  expiresAt: z.number(),
});
export type StoredTokens = z.infer<typeof storedTokensSchema>;

/** The social providers of the identity attributes (11-G11). */
const socialProviders = identityUserSchema.shape.provider.unwrap().options;

/** "Auth method email or sms" (S3 §3); the e-mail-and-password forms, the social providers and passkeys (issue 14) too. */
export const authMethodSchema = z.enum(['email', 'sms', 'password', ...socialProviders, 'passkey']);
export type AuthMethod = z.infer<typeof authMethodSchema>;

export const storedIdentityUserSchema = identityUserSchema;

export const storedAccountSchema = accountSchema;

export const identitySliceSchema = z.object({
  tokens: storedTokensSchema.nullable().default(null),
  /** The last auth method (S3 §3 "Local storage holds the account data and the last auth method"). */
  authMethod: authMethodSchema.nullable().default(null),
  /** The tenant the account record belongs to (the market's, 11-G39; India's at /accounts). */
  tenant: tenantSchema.nullable().default(null),
  user: storedIdentityUserSchema.nullable().default(null),
  account: storedAccountSchema.nullable().default(null),
  /** Epoch ms the account record was last fetched or saved: the offline home's 'Last updated …'. */
  updatedAt: z.number().nullable().default(null),
});
export type IdentitySlice = z.infer<typeof identitySliceSchema>;

// The default lives in defaults.ts, which has no runtime imports: the header reads it at first paint,
// and this file's zod schemas must not follow it into the home-page bundle.
export { DEFAULT_IDENTITY } from './defaults';
