import { z } from 'zod';
import { sectorSchema } from './common';
import { safeText, safeTrimmedText } from './text';
import { legacyCustomerSchema, tenantSchema, tokensSchema } from './account-records';

// The records a stored session holds are their own module (start-up reads them; the rest of this
// contract loads with the account screens).
export { TENANTS, accountSchema, identityUserSchema, legacyCustomerSchema, tenantSchema, tokensSchema } from './account-records';
export type { Account, IdentityUser, Tenant, Tokens } from './account-records';

/**
 * Accounts and identity (issue 14, checklist section 11): the calls between the page and the store API,
 * which also plays the identity provider (11-G42). One file so the page, the server and the tests agree.
 *
 * Paths (picks, written in the closing note):
 * - identity stand-in (11-G35):   /v1/identity/*              (IDENTITY_PATHS below)
 * - bot check (11-G36):           GET /v1/bot-check/challenge  (ALTCHA proof of work; the solved payload
 *                                 travels as the `recaptcha-token` header)
 * - BFF (11-G34):                 /v1/bff/graphql              (queries by GET, mutations by POST)
 * - profile (11-G37, C32):        GET/POST/DELETE /v2/accounts/myaccount, header `x-default-sector`
 * - legacy India (11-G16):        POST /v1/otp/generate, POST /v1/otp/verify,
 *                                 {customer-api} = /v1/customer-api: POST /register, POST /login,
 *                                 DELETE /customer/{id}
 * - in-store check (11-G24):      GET /v2/loyalty/pos/{sector}/{hutId}/account/{mobile}/exists
 * - history (11-G31):             GET /v2/orders/orders/history (Authorization: Bearer <id token>)
 * - development outbox (11-G42):  GET /dev/outbox (JSON), DEV_ENDPOINTS=1 only
 *
 * Identity errors answer 400 (401 for NotAuthorizedException, 429 for TooManyRequestsException, with
 * Retry-After) with `{ name, message }`, `name` one of IDENTITY_ERROR_NAMES — the names the page maps to
 * the spec's texts (11-G21, §8.1).
 */

export const IDENTITY_PATHS = {
  signUp: '/v1/identity/sign-up',
  /** Starts a sign-in: a password sign-in answers tokens, a code sign-in sends a code and answers a challenge. */
  initiateAuth: '/v1/identity/initiate-auth',
  respondToChallenge: '/v1/identity/respond-to-challenge',
  /** Sends a new code for a challenge (the resend link, 11-G6). */
  resendCode: '/v1/identity/resend-code',
  refresh: '/v1/identity/refresh',
  signOut: '/v1/identity/sign-out',
  forgotPassword: '/v1/identity/forgot-password',
  confirmForgotPassword: '/v1/identity/confirm-forgot-password',
  /** The signed-in user's identity attributes (Bearer access token). */
  user: '/v1/identity/user',
  jwks: '/v1/identity/.well-known/jwks.json',
  /** Social sign-in: a browser navigation (not fetch) to `${federatedStart}/{provider}?returnTo=/account/`. */
  federatedStart: '/v1/identity/federated',
  /** The page trades the one-time `handoff` value of the return URL for tokens. */
  federatedExchange: '/v1/identity/federated/exchange',
} as const;

export const BOT_CHECK_PATH = '/v1/bot-check/challenge';
export const BOT_CHECK_HEADER = 'recaptcha-token';
export const BFF_PATH = '/v1/bff/graphql';
export const MY_ACCOUNT_PATH = '/v2/accounts/myaccount';
export const DEFAULT_SECTOR_HEADER = 'x-default-sector';
export const OTP_PATHS = { generate: '/v1/otp/generate', verify: '/v1/otp/verify' } as const;
export const CUSTOMER_API_BASE = '/v1/customer-api';

export const IDENTITY_ERROR_NAMES = [
  'UsernameExistsException',
  'InvalidParameterException',
  'InvalidPasswordException',
  'TooManyRequestsException',
  'NotAuthorizedException',
  'UserNotFoundException',
  'CodeMismatchException',
  'ExpiredCodeException',
  /** The third wrong code: the challenge is spent, a new code is needed (OTP_THIRD_TIME_ERROR). */
  'CodeAttemptsExceededException',
  'PasswordResetRequiredException',
] as const;
export type IdentityErrorName = (typeof IDENTITY_ERROR_NAMES)[number];
export const identityErrorSchema = z.object({ name: z.enum(IDENTITY_ERROR_NAMES), message: z.string() });
export type IdentityError = z.infer<typeof identityErrorSchema>;


export const PASSWORD_MAX = 128;
export const EMAIL_MAX = 200;
export const NAME_MAX = 60;

export const emailSchema = safeTrimmedText(EMAIL_MAX).toLowerCase().pipe(z.email());
/** E.164: '+' and 8 to 15 digits. The page adds the prefix (11-G7). */
export const e164Schema = z.string().regex(/^\+[1-9]\d{7,14}$/, 'expected an E.164 phone number');
/** A username is a lower-cased e-mail or an E.164 phone (11-G7 "all digits means phone"). */
export const usernameSchema = z.union([e164Schema, emailSchema]);
export const passwordSchema = safeText(PASSWORD_MAX).min(1);
export const langSchema = z.enum(['en', 'fr']);
/** Six digits (C29). */
export const codeSchema = z.string().regex(/^\d{6}$/, 'expected 6 digits');

export const signUpBodySchema = z.strictObject({
  username: usernameSchema,
  password: passwordSchema,
  lang: langSchema,
  tenant: tenantSchema,
  /** 'password' for the e-mail-and-password forms; 'code' for the passwordless flow's silent registration (C30). */
  method: z.enum(['password', 'code']).default('password'),
});
export type SignUpBody = z.input<typeof signUpBodySchema>;
export const signUpAnswerSchema = z.object({ userSub: z.string(), confirmed: z.boolean() });


export const initiateAuthBodySchema = z.discriminatedUnion('flow', [
  z.strictObject({ flow: z.literal('password'), username: usernameSchema, password: passwordSchema, tenant: tenantSchema }),
  /** The custom challenge: a 6-digit code by e-mail or SMS to the username (11-G4). */
  z.strictObject({ flow: z.literal('code'), username: usernameSchema, tenant: tenantSchema, lang: langSchema.default('en') }),
]);
export type InitiateAuthBody = z.input<typeof initiateAuthBodySchema>;

export const challengeSchema = z.object({
  challenge: z.literal('CUSTOM_CHALLENGE'),
  /** Opaque; sent back with the answer. */
  session: z.string(),
  medium: z.enum(['EMAIL', 'SMS']),
  /** Masked destination, e.g. 'j***@e***.com', '+44 ***** **0123'. */
  destination: z.string(),
  /** Seconds before a new code may be asked for (60, 11-G6). */
  resendAfter: z.number().int().nonnegative(),
});
export type Challenge = z.infer<typeof challengeSchema>;
export const initiateAuthAnswerSchema = z.union([tokensSchema, challengeSchema]);

export const respondToChallengeBodySchema = z.strictObject({ session: safeText(2000).min(1), answer: codeSchema });
export const resendCodeBodySchema = z.strictObject({ session: safeText(2000).min(1) });
export const refreshBodySchema = z.strictObject({ refreshToken: safeText(200).min(1) });
export const signOutBodySchema = z.strictObject({
  refreshToken: safeText(200).min(1),
  /** Sign out from all devices (11-G9): every session family of the user. */
  global: z.boolean().default(false),
});
export const forgotPasswordBodySchema = z.strictObject({ username: usernameSchema, tenant: tenantSchema, lang: langSchema.default('en') });
/** The answer of forgot-password: where the reset code went (the same shape for an unknown username). */
export const forgotPasswordAnswerSchema = z.object({
  medium: z.enum(['EMAIL', 'SMS']),
  destination: z.string(),
  resendAfter: z.number().int().nonnegative(),
});
/** resend-code answers the same challenge (the same `session`) with a new code behind it. */
export const resendCodeAnswerSchema = challengeSchema;
export const confirmForgotPasswordBodySchema = z.strictObject({
  username: usernameSchema,
  tenant: tenantSchema,
  code: codeSchema,
  password: passwordSchema,
});


export const federatedExchangeBodySchema = z.strictObject({ handoff: safeText(200).min(1) });

export const accountInputSchema = z.strictObject({
  firstName: safeTrimmedText(NAME_MAX).min(1),
  lastName: safeTrimmedText(NAME_MAX).min(1),
  phone: safeTrimmedText(20).optional(),
  email: emailSchema.optional(),
  marketingEmail: z.boolean(),
  marketingSMS: z.boolean(),
});
export type AccountInput = z.infer<typeof accountInputSchema>;

/** The customer profile of GET/POST /v2/accounts/myaccount (11-G29, C32). */
export const customerProfileSchema = z.object({
  externalIdentityGUID: z.string(),
  email: z.string().nullable(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  mobile: z.string().nullable(),
  /** DD/MM/YYYY. */
  dateOfBirth: z.string().nullable(),
  name: z.string().nullable(),
  phone: z.string().nullable(),
  marketing: z.object({ all: z.boolean() }),
  birthday: z.string().nullable(),
});
export type CustomerProfile = z.infer<typeof customerProfileSchema>;
export const customerProfileBodySchema = z.strictObject({
  firstName: safeTrimmedText(NAME_MAX).min(1).optional(),
  lastName: safeTrimmedText(NAME_MAX).min(1).optional(),
  mobile: safeTrimmedText(20).optional(),
  dateOfBirth: z.string().regex(/^\d{2}\/\d{2}\/\d{4}$/, 'expected DD/MM/YYYY').optional(),
  marketing: z.strictObject({ all: z.boolean() }).optional(),
});
export type CustomerProfileBody = z.infer<typeof customerProfileBodySchema>;

/** Legacy India (11-G16). */
export const otpGenerateBodySchema = z.strictObject({ phone: z.string().regex(/^\+91[6-9]\d{9}$/, 'expected +91 and 10 digits starting 6 to 9') });
export const otpGenerateAnswerSchema = z.object({ token: z.string() });
export const otpVerifyBodySchema = z.strictObject({ code: codeSchema, token: safeText(2000).min(1) });
/** `token` (the verified token, carrying the phone) only when `result` is true. */
export const otpVerifyAnswerSchema = z.object({ result: z.boolean(), token: z.string().optional() });
export const legacyRegisterBodySchema = z.strictObject({
  firstName: safeTrimmedText(NAME_MAX).min(1),
  lastName: safeTrimmedText(NAME_MAX).min(1),
  email: emailSchema,
  marketing: z.boolean(),
  sector: sectorSchema,
});
export const legacyRegisterAnswerSchema = z.object({ data: legacyCustomerSchema });
export const legacyLoginBodySchema = z.strictObject({ sector: sectorSchema, token: safeText(2000).min(1) });
/** `data.token` is the login token: an id token the order calls accept (11-G30). Null data: no account yet. */
export const legacyLoginAnswerSchema = z.object({
  data: legacyCustomerSchema.extend({ token: z.string() }).nullable(),
});

export const inStoreAccountExistsSchema = z.object({ exists: z.boolean() });

/** One outbox message (development only). `code` is the 6-digit code of the message, when it has one. */
export const outboxMessageSchema = z.object({
  id: z.string(),
  channel: z.enum(['email', 'sms']),
  recipient: z.string(),
  subject: z.string(),
  body: z.string(),
  code: z.string().nullable(),
  createdAt: z.string(),
});
export type OutboxMessage = z.infer<typeof outboxMessageSchema>;

/**
 * The BFF's GraphQL schema (11-G34). Every operation needs `Authorization: Bearer <access token>`.
 * A missing account is an error whose message contains 'Not Found' (extensions.code 'NOT_FOUND').
 */
export const BFF_SCHEMA = /* GraphQL */ `
  type Account {
    id: ID!
    firstName: String
    lastName: String
    phone: String
    email: String
    marketingEmail: Boolean!
    marketingSMS: Boolean!
  }
  input AccountInput {
    firstName: String!
    lastName: String!
    phone: String
    email: String
    marketingEmail: Boolean!
    marketingSMS: Boolean!
  }
  type Query {
    account(tenant: String!): Account!
  }
  type Mutation {
    createAccount(tenant: String!, account: AccountInput!): Account!
    updateAccount(tenant: String!, account: AccountInput!): Account!
    deleteAccount(tenant: String!): Boolean!
  }
`;

const ACCOUNT_FIELDS = 'id firstName lastName phone email marketingEmail marketingSMS';
export const BFF_OPERATIONS = {
  account: `query account($tenant: String!) { account(tenant: $tenant) { ${ACCOUNT_FIELDS} } }`,
  createAccount: `mutation createAccount($tenant: String!, $account: AccountInput!) { createAccount(tenant: $tenant, account: $account) { ${ACCOUNT_FIELDS} } }`,
  updateAccount: `mutation updateAccount($tenant: String!, $account: AccountInput!) { updateAccount(tenant: $tenant, account: $account) { ${ACCOUNT_FIELDS} } }`,
  deleteAccount: `mutation deleteAccount($tenant: String!) { deleteAccount(tenant: $tenant) }`,
} as const;
