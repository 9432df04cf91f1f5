// Passkeys (issue 14 "Beyond the spec"): the page's side of WebAuthn. The store API makes and checks
// the challenges (PASSKEY_PATHS); the browser's ceremony runs through @simplewebauthn/browser, loaded
// only when a passkey is used (never in the entry bundle). Refusals become the identity client's
// IdentityError, so the screens map them as the other sign-in calls'.
import type { AuthenticationResponseJSON, PublicKeyCredentialCreationOptionsJSON, PublicKeyCredentialRequestOptionsJSON, RegistrationResponseJSON } from '@simplewebauthn/browser';
import { tokensSchema, type Tenant, type Tokens } from './contract/accounts';
import { creationOptionsSchema, PASSKEY_PATHS, passkeyListSchema, passkeySchema, requestOptionsSchema, type Passkey } from './contract/passkeys';
import { api, type ApiClient } from './client';
import { toIdentityError } from './identity';

/** The browser offers WebAuthn at all (the sign-in button and the account home section show only then). */
export function passkeysSupported(): boolean {
  return typeof window !== 'undefined' && typeof window.PublicKeyCredential === 'function';
}

/** The customer closed the browser's passkey sheet or let it time out: no error to show. */
export function isPasskeyCancelled(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  return error.name === 'NotAllowedError' || error.name === 'AbortError' || code === 'ERROR_CEREMONY_ABORTED';
}

/** The authenticator already holds a passkey of this account (excludeCredentials matched). */
export function isPasskeyAlreadyAdded(error: unknown): boolean {
  return error instanceof Error && ((error as { code?: unknown }).code === 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED' || error.name === 'InvalidStateError');
}

export interface PasskeyCeremony {
  register(optionsJSON: PublicKeyCredentialCreationOptionsJSON): Promise<RegistrationResponseJSON>;
  authenticate(optionsJSON: PublicKeyCredentialRequestOptionsJSON): Promise<AuthenticationResponseJSON>;
}

const browserCeremony: PasskeyCeremony = {
  register: async (optionsJSON) => (await import('@simplewebauthn/browser')).startRegistration({ optionsJSON }),
  authenticate: async (optionsJSON) => (await import('@simplewebauthn/browser')).startAuthentication({ optionsJSON }),
};

async function call<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    throw toIdentityError(error);
  }
}

export interface PasskeyClient {
  /** Runs the browser's "create a passkey" and saves it under `name`. */
  add(accessToken: string, name: string): Promise<Passkey>;
  /** Runs the browser's passkey sign-in (the customer picks the account) and answers the session's tokens. */
  signIn(tenant: Tenant): Promise<Tokens>;
  list(accessToken: string): Promise<Passkey[]>;
  remove(accessToken: string, id: string): Promise<void>;
}

export function createPasskeyClient(client: ApiClient = api, ceremony: PasskeyCeremony = browserCeremony): PasskeyClient {
  const noStore = { cache: 'no-store' as const };
  const auth = (token: string) => ({ authorization: `Bearer ${token}` });
  return {
    add: async (accessToken, name) => {
      const options = await call(() => client.post(PASSKEY_PATHS.registrationOptions, {}, { ...noStore, schema: creationOptionsSchema, headers: auth(accessToken) }));
      const response = await ceremony.register(options as unknown as PublicKeyCredentialCreationOptionsJSON);
      return call(() => client.post(PASSKEY_PATHS.registrationVerify, { response, name }, { ...noStore, schema: passkeySchema, headers: auth(accessToken) }));
    },
    signIn: async (tenant) => {
      const options = await call(() => client.post(PASSKEY_PATHS.authenticationOptions, {}, { ...noStore, schema: requestOptionsSchema }));
      const response = await ceremony.authenticate(options as unknown as PublicKeyCredentialRequestOptionsJSON);
      return call(() => client.post(PASSKEY_PATHS.authenticationVerify, { response, tenant }, { ...noStore, schema: tokensSchema }));
    },
    list: async (accessToken) => (await call(() => client.get(PASSKEY_PATHS.list, { ...noStore, schema: passkeyListSchema, headers: auth(accessToken) }))).passkeys,
    remove: (accessToken, id) => call(async () => void (await client.delete(`${PASSKEY_PATHS.list}/${encodeURIComponent(id)}`, { ...noStore, headers: auth(accessToken) }))),
  };
}

export const passkeys: PasskeyClient = createPasskeyClient();

/** A name for a new passkey from the device it is made on ('Passkey on iPhone'); the customer sees it in the list. */
export function deviceLabel(userAgent: string): string | null {
  const devices: [RegExp, string][] = [
    [/iPhone/, 'iPhone'],
    [/iPad/, 'iPad'],
    [/Android/, 'Android'],
    [/Macintosh|Mac OS X/, 'Mac'],
    [/Windows/, 'Windows'],
    [/CrOS/, 'Chromebook'],
    [/Linux/, 'Linux'],
  ];
  return devices.find(([pattern]) => pattern.test(userAgent))?.[1] ?? null;
}
