import { createHash, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import type { Kysely } from 'kysely';
import * as client from 'openid-client';
import { z } from 'zod';
import { TENANTS, type Tokens } from '../../../src/api/contract/accounts';
import { accountSettings, marketConfig } from '../../../src/domain/markets';
import { MARKETS, type Market } from '../../../src/domain/markets/ids';
import type { Database } from '../../db';
import type { IdentityProvider } from '../../db/schema-identity';
import { IDENTITY_MESSAGES, IdentityError } from '../identity/errors';
import { revokeAllSessions, startSession } from '../identity/sessions';
import { createUser, findLiveUser } from '../identity/users';
import { loopbackFetch, type Loopback } from './origin';
import { callbackPath, FEDERATED_SCOPES, STAND_IN_CLIENT_ID, standInClientSecret, standInIssuer } from './stand-in';

/**
 * The store API as relying party of social sign-in (11-G11, S3 §7.1 "federated sign-in with hosted
 * UI (code flow …)"), with openid-client: start (PKCE verifier, state and nonce kept here, in the
 * database, short-lived and single use; the browser gets only a random cookie naming its flows),
 * callback (authorization code grant; openid-client checks the id token's signature, iss, aud, exp and
 * nonce, and the response's state and iss), then the identity user and its account, and a handoff
 * code the page trades for the store's own tokens. Pointing at the real Google, Facebook or Apple is
 * configuration (OIDC_{PROVIDER}_ISSUER, _CLIENT_ID, _CLIENT_SECRET), not code.
 */

/** A flow's life: start to callback (the visitor chooses an account and consents in between). */
export const FLOW_SECONDS = 10 * 60;
/** The handoff code's life: callback to the page's exchange call (brief: 2 minutes). */
export const HANDOFF_SECONDS = 2 * 60;
/** The browser's cookie naming its flows: sent only to the federated paths, never readable by scripts. */
export const FLOW_COOKIE = 'federated_flow';
export const FLOW_COOKIE_PATH = '/v1/identity/federated';

export interface RealProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
}

export interface FederatedSettings {
  trustProxy: boolean;
  /** Providers configured to a real issuer; the others use the local stand-in at the request's origin. */
  real: Partial<Record<IdentityProvider, RealProvider>>;
}

const unsetIfEmpty = (value: unknown) => (value === '' ? undefined : value);
const optionalText = z.preprocess(unsetIfEmpty, z.string().min(1).optional());

/** The environment's settings; a real issuer without its client id and secret stops the start with a clear message. */
export function federatedSettingsFromEnvironment(env: NodeJS.ProcessEnv = process.env): FederatedSettings {
  const real: FederatedSettings['real'] = {};
  const problems: string[] = [];
  for (const provider of ['google', 'facebook', 'apple'] as const) {
    const prefix = `OIDC_${provider.toUpperCase()}`;
    const issuer = optionalText.parse(env[`${prefix}_ISSUER`]);
    if (!issuer) continue;
    const clientId = optionalText.parse(env[`${prefix}_CLIENT_ID`]);
    const clientSecret = optionalText.parse(env[`${prefix}_CLIENT_SECRET`]);
    if (!/^https:\/\//.test(issuer)) problems.push(`${prefix}_ISSUER must be an https:// URL`);
    if (!clientId || !clientSecret) problems.push(`${prefix}_ISSUER needs ${prefix}_CLIENT_ID and ${prefix}_CLIENT_SECRET`);
    else real[provider] = { issuer, clientId, clientSecret };
  }
  if (problems.length > 0) throw new Error(`Bad social sign-in settings: ${problems.join('; ')}`);
  return { trustProxy: env.TRUST_PROXY === '1', real };
}

const sha256 = (value: string) => createHash('sha256').update(value).digest('base64url');

function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

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

export const DEFAULT_RETURN_TO = '/account/';

/**
 * The return target when it is one of the account areas' own paths ('/account…' or '/accounts…' on
 * this origin), else null. Refused: other paths, absolute and protocol-relative URLs, backslashes
 * (browsers read '/\evil' as '//evil'), control characters, '..' segments.
 */
export function safeReturnTo(value: string | undefined): string | null {
  if (!value || value.length > 500) return null;
  if (!/^\/accounts?(?:[/?#]|$)/.test(value)) return null;
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused here
  if (/[\\\u0000-\u001f\u007f]/.test(value) || value.includes('//')) return null;
  let parsed: URL;
  try {
    parsed = new URL(value, 'http://origin.invalid');
  } catch {
    return null;
  }
  if (parsed.origin !== 'http://origin.invalid' || !/^\/accounts?(?:\/|$)/.test(parsed.pathname)) return null;
  return `${parsed.pathname}${parsed.search}`;
}

/** The return target with one query value added (the handoff, or socialError=1). */
export function withQuery(returnTo: string, name: string, value: string): string {
  const url = new URL(returnTo, 'http://origin.invalid');
  url.searchParams.delete('handoff');
  url.searchParams.delete('socialError');
  url.searchParams.set(name, value);
  return `${url.pathname}${url.search}`;
}

export const failedReturn = (returnTo: string) => withQuery(returnTo, 'socialError', '1');

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

const BROWSER_VALUE = /^[A-Za-z0-9_-]{43}$/;
export const isBrowserValue = (value: string | undefined): value is string => !!value && BROWSER_VALUE.test(value);

export async function startFlow(
  db: Kysely<Database>,
  settings: FederatedSettings,
  { provider, market, returnTo, where, browser }: { provider: IdentityProvider; market: Market; returnTo: string; where: Where; browser: string | undefined },
): Promise<StartedFlow> {
  const configuration = await clientConfiguration(db, settings, provider, where);
  const codeVerifier = client.randomPKCECodeVerifier();
  const state = client.randomState();
  const nonce = client.randomNonce();
  const browserValue = isBrowserValue(browser) ? browser : randomBytes(32).toString('base64url');
  const redirectUri = `${where.origin}${callbackPath(provider)}`;
  await db
    .insertInto('federated_flows')
    .values({
      state_hash: sha256(state),
      browser_hash: sha256(browserValue),
      provider,
      tenant: accountSettings(market).tenant,
      market,
      issuer: issuerFor(settings, provider, where.origin),
      redirect_uri: redirectUri,
      code_verifier: codeVerifier,
      nonce,
      return_to: returnTo,
      expires_at: new Date(Date.now() + FLOW_SECONDS * 1000),
    })
    .execute();
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
  const flow = await db.selectFrom('federated_flows').selectAll().where('state_hash', '=', sha256(state)).executeTakeFirst();
  if (!flow) throw new FederatedFailure('unknown state');
  const returnTo = flow.return_to;
  if (flow.provider !== provider) throw new FederatedFailure('state of another provider', returnTo);
  if (!isBrowserValue(browser) || !sameHash(sha256(browser), flow.browser_hash)) throw new FederatedFailure('state of another browser', returnTo);
  // Single use: the first callback claims the flow; a replay finds it used.
  const claimed = await db
    .updateTable('federated_flows')
    .set({ used_at: new Date() })
    .where('state_hash', '=', flow.state_hash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', new Date())
    .returning('state_hash')
    .executeTakeFirst();
  if (!claimed) throw new FederatedFailure('flow used or expired', returnTo);
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

  const handoff = randomBytes(32).toString('base64url');
  const codeId = randomUUID();
  await db
    .insertInto('identity_codes')
    .values({
      id: codeId,
      purpose: 'handoff',
      user_id: user.id,
      contact: user.username,
      code_hash: sha256(handoff),
      expires_at: new Date(Date.now() + HANDOFF_SECONDS * 1000),
    })
    .execute();
  await db.updateTable('federated_flows').set({ code_id: codeId }).where('state_hash', '=', flow.state_hash).execute();
  return withQuery(returnTo, 'handoff', handoff);
}

interface Person {
  subject: string;
  email: string | null;
  emailVerified: boolean;
  givenName: string | null;
  familyName: string | null;
}

const claimText = (value: unknown, max: number) => (typeof value === 'string' && value.trim() !== '' ? value.trim().slice(0, max) : null);

function personOf(claims: client.IDToken): Person | null {
  const subject = claimText(claims.sub, 255);
  if (!subject) return null;
  const emailParsed = z.email().max(200).safeParse(typeof claims.email === 'string' ? claims.email.trim().toLowerCase() : undefined);
  // Some providers send the flag as the string 'true' (Apple did).
  const verified = claims.email_verified === true || claims.email_verified === 'true';
  return {
    subject,
    email: emailParsed.success ? emailParsed.data : null,
    emailVerified: emailParsed.success && verified,
    givenName: claimText(claims.given_name, 60),
    familyName: claimText(claims.family_name, 60),
  };
}

const langOf = (market: Market): 'en' | 'fr' => (marketConfig(market).defaultLocale.startsWith('fr') ? 'fr' : 'en');

interface FederatedUser {
  id: string;
  username: string;
}

/**
 * The identity user of a social sign-in (pick, written in the report):
 * 1. the live user already linked to (tenant, provider, subject);
 * 2. else, when the provider vouches for the e-mail (email_verified), the live user whose username is
 *    that e-mail: the provider's proof of the mailbox is the same proof an e-mailed code gives. An
 *    unconfirmed one (a sign-up nobody finished) loses any password it was given and its sessions, so
 *    whoever started it with this e-mail cannot sign in to the owner's account later
 *    (pre-hijacking); the link is recorded when the user has none;
 * 3. else a new confirmed user: username = the verified e-mail, or `{provider}_{subject}` without one
 *    (an unverified e-mail is not kept at all).
 */
export async function federatedUser(
  db: Kysely<Database>,
  person: Person & { tenant: string; provider: IdentityProvider; lang: 'en' | 'fr' },
): Promise<FederatedUser> {
  const linked = await db
    .selectFrom('identity_users')
    .select(['id', 'username'])
    .where('tenant', '=', person.tenant)
    .where('provider', '=', person.provider)
    .where('provider_subject', '=', person.subject)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  if (linked) return linked;

  if (person.email && person.emailVerified) {
    const existing = await findLiveUser(db, person.tenant, person.email);
    if (existing) {
      if (!existing.confirmed) {
        await db.updateTable('identity_users').set({ password_hash: null, confirmed: true, password_reset_required: false }).where('id', '=', existing.id).execute();
        await revokeAllSessions(db, existing.id);
      }
      if (!existing.provider) {
        await db.updateTable('identity_users').set({ provider: person.provider, provider_subject: person.subject }).where('id', '=', existing.id).execute();
      }
      return { id: existing.id, username: existing.username };
    }
  }

  const username = person.email && person.emailVerified ? person.email : `${person.provider}_${person.subject}`;
  try {
    const id = await createUser(db, {
      tenant: person.tenant,
      username,
      email: person.email && person.emailVerified ? person.email : null,
      phone: null,
      confirmed: true,
      lang: person.lang,
      givenName: person.givenName,
      familyName: person.familyName,
      provider: person.provider,
      providerSubject: person.subject,
    });
    return { id, username };
  } catch (error) {
    // Two callbacks for the same person at once: the other one made the user.
    const raced = await findLiveUser(db, person.tenant, username);
    if (raced) return { id: raced.id, username: raced.username };
    throw error;
  }
}

/**
 * The customer record behind the modern area (11-G38): made with the provider's names when the user
 * has none in this tenant; an existing record is left as the customer saved it. Marketing consent
 * starts as the market's default (C36: false in UK, FR and IN; CA counts the customer in until they
 * opt out, as its registration does).
 */
async function ensureAccount(db: Kysely<Database>, user: FederatedUser, tenant: string, market: Market): Promise<void> {
  const existing = await db.selectFrom('accounts').select('id').where('user_id', '=', user.id).where('tenant', '=', tenant).executeTakeFirst();
  if (existing) return;
  const identity = await db.selectFrom('identity_users').select(['given_name', 'family_name', 'email', 'phone']).where('id', '=', user.id).executeTakeFirstOrThrow();
  const optIn = accountSettings(market).marketing.optInByDefault;
  await db
    .insertInto('accounts')
    .values({
      id: randomUUID(),
      user_id: user.id,
      tenant,
      first_name: identity.given_name,
      last_name: identity.family_name,
      email: identity.email,
      phone: identity.phone,
      marketing_email: optIn,
      marketing_sms: optIn,
    })
    .onConflict((conflict) => conflict.columns(['user_id', 'tenant']).doNothing())
    .execute();
}

/**
 * The page's exchange: the handoff code (single use, 2 minutes) of a flow of this browser, traded for
 * the store's own tokens (a new session family).
 */
export async function exchangeHandoff(db: Kysely<Database>, { handoff, browser }: { handoff: string; browser: string | undefined }): Promise<Tokens> {
  const refuse = () => new IdentityError('NotAuthorizedException', IDENTITY_MESSAGES.notAuthorized);
  if (!isBrowserValue(browser)) throw refuse();
  const candidates = await db
    .selectFrom('federated_flows as flow')
    .innerJoin('identity_codes as code', 'code.id', 'flow.code_id')
    .select(['code.id as id', 'code.code_hash as codeHash'])
    .where('flow.browser_hash', '=', sha256(browser))
    .where('code.purpose', '=', 'handoff')
    .where('code.used_at', 'is', null)
    .where('code.expires_at', '>', new Date())
    .execute();
  const wanted = sha256(handoff);
  const match = candidates.find((candidate) => sameHash(candidate.codeHash, wanted));
  if (!match) throw refuse();
  const claimed = await db
    .updateTable('identity_codes')
    .set({ used_at: new Date() })
    .where('id', '=', match.id)
    .where('used_at', 'is', null)
    .returning('user_id')
    .executeTakeFirst();
  if (!claimed?.user_id) throw refuse();
  return startSession(db, claimed.user_id);
}
