import { z } from 'zod';
import { tenantSchema } from './accounts';
import { safeTrimmedText } from './text';

/**
 * Passkeys (issue 14 "Beyond the spec"): WebAuthn registration on the account home and usernameless
 * sign-in on the sign-in screen. A contract of its own beside accounts.ts (additive). Every call is
 * no-store (the service worker never caches /v1/identity/*). Refusals are the identity stand-in's
 * `{ name, message }`: NotAuthorizedException (401) for a missing or refused token and for a passkey
 * sign-in that does not verify; InvalidParameterException (400) for a registration that does not
 * verify (the customer stays signed in); TooManyRequests comes from the rate limiter (429).
 */
export const PASSKEY_PATHS = {
  /** Bearer access token. */
  registrationOptions: '/v1/identity/passkeys/registration/options',
  registrationVerify: '/v1/identity/passkeys/registration/verify',
  /** No token: discoverable credentials, no username asked. */
  authenticationOptions: '/v1/identity/passkeys/authentication/options',
  authenticationVerify: '/v1/identity/passkeys/authentication/verify',
  /** GET the list (Bearer); DELETE `${list}/{credentialId}` (Bearer). */
  list: '/v1/identity/passkeys',
} as const;

export const PASSKEY_NAME_MAX = 60;

const base64url = (max: number) => z.string().min(1).max(max).regex(/^[A-Za-z0-9_-]+$/, 'expected base64url');
const transportSchema = z.enum(['ble', 'cable', 'hybrid', 'internal', 'nfc', 'smart-card', 'usb']);
/** What the browser adds that the server does not read (credProps…): accepted, then dropped. */
const extensionResultsSchema = z.record(z.string(), z.unknown()).transform(() => ({}));

/** RegistrationResponseJSON of @simplewebauthn/browser, the fields the server reads. */
export const registrationResponseSchema = z.object({
  id: base64url(1400),
  rawId: base64url(1400),
  type: z.literal('public-key'),
  response: z.object({
    clientDataJSON: base64url(4000),
    attestationObject: base64url(20_000),
    authenticatorData: base64url(20_000).optional(),
    transports: z.array(transportSchema).max(8).optional(),
    publicKeyAlgorithm: z.number().int().optional(),
    publicKey: base64url(4000).optional(),
  }),
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
  clientExtensionResults: extensionResultsSchema,
});

/** AuthenticationResponseJSON of @simplewebauthn/browser. */
export const authenticationResponseSchema = z.object({
  id: base64url(1400),
  rawId: base64url(1400),
  type: z.literal('public-key'),
  response: z.object({
    clientDataJSON: base64url(4000),
    authenticatorData: base64url(4000),
    signature: base64url(2000),
    userHandle: base64url(200).optional(),
  }),
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
  clientExtensionResults: extensionResultsSchema,
});

export const registrationVerifyBodySchema = z.strictObject({
  response: registrationResponseSchema,
  /** The name shown in the list; the page proposes one from the device ('Passkey on iPhone'). */
  name: safeTrimmedText(PASSKEY_NAME_MAX).min(1).optional(),
});
export const authenticationVerifyBodySchema = z.strictObject({
  response: authenticationResponseSchema,
  /** The area's tenant (11-G39): a passkey of another market's account does not sign in here. */
  tenant: tenantSchema,
});

/** The options are @simplewebauthn/server's JSON, handed to @simplewebauthn/browser as they are. */
export const creationOptionsSchema = z.looseObject({ challenge: z.string(), rp: z.looseObject({ id: z.string().optional(), name: z.string() }) });
export const requestOptionsSchema = z.looseObject({ challenge: z.string(), rpId: z.string().optional() });

export const passkeySchema = z.object({
  id: z.string(),
  name: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
  /** Synced by the platform (iCloud Keychain, Google Password Manager) rather than bound to one device. */
  synced: z.boolean(),
});
export type Passkey = z.infer<typeof passkeySchema>;
export const passkeyListSchema = z.object({ passkeys: z.array(passkeySchema) });
