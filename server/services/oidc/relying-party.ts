import type { Kysely } from 'kysely';
import * as client from 'openid-client';
import { TENANTS } from '../../../src/api/contract/accounts';
import { accountSettings } from '../../../src/domain/markets';
import { MARKETS, type Market } from '../../../src/domain/markets/ids';
import type { Database } from '../../db';
import type { IdentityProvider } from '../../db/schema-identity';
import { ensureAccount, federatedUser, langOf, personOf } from './account-linking';
import { browserValueFor, claimFlow, findFlow, isBrowserValue, saveFlow, saveHandoff, sameHash, sha256 } from './flow-storage';
import { loopbackFetch, type Loopback } from './origin';
import { DEFAULT_RETURN_TO, withQuery } from './return-target';
import type { FederatedSettings } from './settings';
import { callbackPath, FEDERATED_SCOPES, STAND_IN_CLIENT_ID, standInClientSecret, standInIssuer } from './stand-in';

/**
 * The store API as relying party of social sign-in (11-G11, S3 §7.1 "federated sign-in with hosted
 * UI (code flow …)"), with openid-client: start (PKCE verifier, state and nonce kept here, in the
 * database, short-lived and single use; the browser gets only a random cookie naming its flows),
 * callback (authorization code grant; openid-client checks the id token's signature, iss, aud, exp and
 * nonce, and the response's state and iss), then the identity user and its account, and a handoff
 * code the page trades for the store's own tokens. Pointing at the real Google, Facebook or Apple is
 * configuration (OIDC_{PROVIDER}_ISSUER, _CLIENT_ID, _CLIENT_SECRET), not code.
 *
 * The parts: settings.ts (the environment's providers), return-target.ts (where the browser goes back
 * to), flow-storage.ts (the flow, the handoff code and the exchange), account-linking.ts (the identity
 * user and customer record of a person); this file is the relying party itself, and its callers
 * import everything from here.
 */
export { exchangeHandoff, FLOW_COOKIE, FLOW_COOKIE_PATH, FLOW_SECONDS, HANDOFF_SECONDS, isBrowserValue } from './flow-storage';
export { federatedUser } from './account-linking';
export { DEFAULT_RETURN_TO, failedReturn, safeReturnTo, withQuery } from './return-target';
export { federatedSettingsFromEnvironment, type FederatedSettings, type RealProvider } from './settings';

/** The market a start names: a market code ('UK', 'uk') or a tenant ('44-gbr'); undefined when neither. */
export function marketOf(value: string | undefined): Market | undefined {
  if (!value) return undefined;
  const upper = value.toUpperCase();
  const byCode = MARKETS.find((market) => market === upper);
  if (byCode) return byCode;
  if (!(TENANTS as readonly string[]).includes(value)) return undefined;
  return MARKETS.find((market) => accountSettings(market).tenant === value);
}

export function providerAllowed(market: Market, provider: IdentityProvider): boolean {
  const settings = accountSettings(market);
  return provider === 'google' ? settings.hasGoogleSignIn : provider === 'facebook' ? settings.hasFacebookSignIn : settings.hasAppleSignIn;
}

/** Discovered configurations, per issuer and (for the stand-ins) the address the server reaches itself at. */
const configurations = new Map<string, Promise<client.Configuration>>();
const MAX_CONFIGURATIONS = 32;

export interface Where {
  origin: string;
  loopback: Loopback | undefined;
}

/** The issuer a provider uses for a request: the configured real one, else the stand-in at the request's origin. */
export function issuerFor(settings: FederatedSettings, provider: IdentityProvider, origin: string): string {
  return settings.real[provider]?.issuer ?? standInIssuer(origin, provider);
}

export async function clientConfiguration(db: Kysely<Database>, settings: FederatedSettings, provider: IdentityProvider, where: Where): Promise<client.Configuration> {
  const real = settings.real[provider];
  const issuer = issuerFor(settings, provider, where.origin);
  const key = real ? issuer : `${issuer}|${where.loopback?.host}:${where.loopback?.port}`;
  let found = configurations.get(key);
  if (!found) {
    if (configurations.size >= MAX_CONFIGURATIONS) configurations.delete(configurations.keys().next().value!);
    found = (async () => {
      if (real) return client.discovery(new URL(issuer), real.clientId, undefined, client.ClientSecretBasic(real.clientSecret));
      if (!where.loopback) throw new Error('the local provider is reachable only through the node server');
      const secret = await standInClientSecret(db);
      return client.discovery(new URL(issuer), STAND_IN_CLIENT_ID, undefined, client.ClientSecretBasic(secret), {
        [client.customFetch]: loopbackFetch(where.origin, where.loopback),
        execute: issuer.startsWith('http:') ? [client.allowInsecureRequests] : [],
      });
    })();
    found.catch(() => configurations.delete(key));
    configurations.set(key, found);
  }
  return found;
}

export interface StartedFlow {
  authorizationUrl: string;
  /** The browser's flow cookie value (reused when the browser already has one: two tabs, two flows). */
  browser: string;
}

export async function startFlow(
  db: Kysely<Database>,
  settings: FederatedSettings,
  { provider, market, returnTo, where, browser }: { provider: IdentityProvider; market: Market; returnTo: string; where: Where; browser: string | undefined },
): Promise<StartedFlow> {
  const configuration = await clientConfiguration(db, settings, provider, where);
  const codeVerifier = client.randomPKCECodeVerifier();
  const state = client.randomState();
  const nonce = client.randomNonce();
  const browserValue = browserValueFor(browser);
  const redirectUri = `${where.origin}${callbackPath(provider)}`;
  await saveFlow(db, {
    state,
    browser: browserValue,
    provider,
    market,
    issuer: issuerFor(settings, provider, where.origin),
    redirectUri,
    codeVerifier,
    nonce,
    returnTo,
  });
  const url = client.buildAuthorizationUrl(configuration, {
    redirect_uri: redirectUri,
    scope: FEDERATED_SCOPES,
    code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
    code_challenge_method: 'S256',
    state,
    nonce,
  });
  return { authorizationUrl: url.href, browser: browserValue };
}

/** Why a callback failed, for the log (never shown: the page says UNKNOWN_ERROR). */
export class FederatedFailure extends Error {
  constructor(
    message: string,
    readonly returnTo: string = DEFAULT_RETURN_TO,
  ) {
    super(message);
    this.name = 'FederatedFailure';
  }
}

/**
 * The provider's answer: the flow named by `state` (this browser's, not expired, not used), the code
 * traded for tokens with its PKCE verifier, the id token checked, the user found or made, and a
 * handoff code. Answers where to send the browser; throws FederatedFailure with the flow's return
 * target when anything is wrong.
 */
export async function finishFlow(
  db: Kysely<Database>,
  settings: FederatedSettings,
  { provider, currentUrl, browser, where }: { provider: IdentityProvider; currentUrl: URL; browser: string | undefined; where: Where },
): Promise<string> {
  const state = currentUrl.searchParams.get('state');
  if (!state || state.length > 200) throw new FederatedFailure('no state');
  const flow = await findFlow(db, state);
  if (!flow) throw new FederatedFailure('unknown state');
  const returnTo = flow.return_to;
  if (flow.provider !== provider) throw new FederatedFailure('state of another provider', returnTo);
  if (!isBrowserValue(browser) || !sameHash(sha256(browser), flow.browser_hash)) throw new FederatedFailure('state of another browser', returnTo);
  if (!(await claimFlow(db, flow))) throw new FederatedFailure('flow used or expired', returnTo);
  if (currentUrl.searchParams.has('error')) throw new FederatedFailure(`provider answered ${currentUrl.searchParams.get('error')}`, returnTo);
  if (flow.issuer !== issuerFor(settings, provider, where.origin) || flow.redirect_uri !== `${where.origin}${callbackPath(provider)}`) {
    throw new FederatedFailure('flow started at another origin', returnTo);
  }

  let claims: client.IDToken;
  try {
    const configuration = await clientConfiguration(db, settings, provider, where);
    const tokens = await client.authorizationCodeGrant(configuration, currentUrl, {
      pkceCodeVerifier: flow.code_verifier,
      expectedState: state,
      expectedNonce: flow.nonce,
      idTokenExpected: true,
    });
    const idClaims = tokens.claims();
    if (!idClaims) throw new Error('no id token');
    claims = idClaims;
  } catch (error) {
    throw new FederatedFailure(`code grant refused: ${error instanceof Error ? `${error.name} ${error.message}` : 'unknown'}`, returnTo);
  }

  const person = personOf(claims);
  if (!person) throw new FederatedFailure('id token without a usable subject', returnTo);
  const market = flow.market as Market;
  const user = await federatedUser(db, { tenant: flow.tenant, provider, lang: langOf(market), ...person });
  await ensureAccount(db, user, flow.tenant, market);
  return withQuery(returnTo, 'handoff', await saveHandoff(db, flow, user));
}
