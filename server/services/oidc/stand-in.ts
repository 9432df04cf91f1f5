import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Kysely } from 'kysely';
import Provider, { interactionPolicy, type Configuration, type KoaContextWithOIDC } from 'oidc-provider';
import type { Database } from '../../db';
import type { IdentityProvider } from '../../db/schema-identity';
import { serverSecret } from '../secrets';
import { DatabaseAdapter } from './adapter';
import { providerSigningKey } from './keys';
import { providerErrorPage } from './pages';
import { findStandInUser, STAND_IN_USERS, type StandInUser } from './stand-in-users';

/**
 * The local OpenID Connect providers standing in for Google, Facebook and Apple (11-G11, 11-G42):
 * oidc-provider (a Koa app) per provider, mounted under /sandbox/oidc/{provider} on the store's own
 * server, issuer `${origin}/sandbox/oidc/{provider}`. One confidential client, the store API, with PKCE
 * required (the library's default for every client) and the code flow only. Keys and cookie keys are
 * the database's (keys.ts, serverSecret), state is the database's (adapter.ts): any process serves any
 * step of a sign-in.
 *
 * The issuer follows the origin the browser used, so a provider is built per (origin, provider) and
 * kept in a small per-process cache; building one again costs a key read, nothing else.
 */

export const STAND_IN_BASE = '/sandbox/oidc';
export const IDENTITY_PROVIDERS = ['google', 'facebook', 'apple'] as const satisfies readonly IdentityProvider[];
export const isIdentityProvider = (value: string): value is IdentityProvider => (IDENTITY_PROVIDERS as readonly string[]).includes(value);

/** The store API's client id at the stand-ins. */
export const STAND_IN_CLIENT_ID = 'pizza-store-api';
export const STAND_IN_CLIENT_NAME = 'Pizza Hut';
/** The scopes the store asks for (the real three's: no `phone` or `admin`, which are the hosted UI's, S3 §7.1). */
export const FEDERATED_SCOPES = 'openid email profile';

export const standInIssuer = (origin: string, provider: IdentityProvider) => `${origin}${STAND_IN_BASE}/${provider}`;
export const callbackPath = (provider: IdentityProvider) => `/v1/identity/federated/${provider}/callback`;

/** The store API's client secret at the stand-ins (the database's own key, like the payment sandbox's). */
export const standInClientSecret = (db: Kysely<Database>) => serverSecret(db, 'oidc-client');

/** A typed-in account the stand-in remembers (adapter model 'Account'): its claims. */
export interface TypedInAccount {
  givenName: string;
  familyName: string;
  email: string;
}

export async function rememberTypedInAccount(db: Kysely<Database>, provider: IdentityProvider, id: string, account: TypedInAccount): Promise<void> {
  await new DatabaseAdapter(db, provider, 'Account').upsert(id, { ...account });
}

/** A person of a stand-in by subject: a fixed test user or a remembered typed-in address. */
export async function findStandInPerson(db: Kysely<Database>, provider: IdentityProvider, id: string): Promise<StandInUser | undefined> {
  const fixed = findStandInUser(provider, id);
  if (fixed) return fixed;
  const typed = (await new DatabaseAdapter(db, provider, 'Account').find(id)) as Partial<TypedInAccount> | undefined;
  if (!typed?.email) return undefined;
  return { id, givenName: typed.givenName ?? '', familyName: typed.familyName ?? '', email: typed.email, emailVerified: false };
}

/** How many (origin, provider) instances one process keeps; the oldest goes first. */
const MAX_PROVIDERS = 24;
const providers = new WeakMap<Kysely<Database>, Map<string, Promise<Provider>>>();

export interface StandInOptions {
  /** TRUST_PROXY=1: the proxy's X-Forwarded-Proto and -Host say which origin the browser used. */
  trustProxy: boolean;
}

export function standInProvider(db: Kysely<Database>, origin: string, provider: IdentityProvider, options: StandInOptions): Promise<Provider> {
  let byKey = providers.get(db);
  if (!byKey) providers.set(db, (byKey = new Map()));
  const key = `${origin}|${provider}`;
  let found = byKey.get(key);
  if (!found) {
    if (byKey.size >= MAX_PROVIDERS) byKey.delete(byKey.keys().next().value!);
    found = buildProvider(db, origin, provider, options);
    found.catch(() => byKey.delete(key));
    byKey.set(key, found);
  }
  return found;
}

async function buildProvider(db: Kysely<Database>, origin: string, name: IdentityProvider, { trustProxy }: StandInOptions): Promise<Provider> {
  const [signingKey, cookieKey, clientSecret] = await Promise.all([
    providerSigningKey(db, name),
    serverSecret(db, 'oidc-cookies'),
    standInClientSecret(db),
  ]);
  const mountPath = `${STAND_IN_BASE}/${name}`;

  // Always ask the visitor to choose an account and to consent, as Google's prompt=select_account
  // does: a journey sees the same two pages every time, and a second sign-in can pick another person.
  const policy = interactionPolicy.base();
  policy.get('login')!.checks.add(
    new interactionPolicy.Check('account_chooser', 'the account chooser is always shown', (ctx: KoaContextWithOIDC) =>
      ctx.oidc.result?.login ? interactionPolicy.Check.NO_NEED_TO_PROMPT : interactionPolicy.Check.REQUEST_PROMPT,
    ),
  );

  const configuration: Configuration = {
    adapter: (modelName: string) => new DatabaseAdapter(db, name, modelName),
    clients: [
      {
        client_id: STAND_IN_CLIENT_ID,
        client_secret: clientSecret,
        client_name: STAND_IN_CLIENT_NAME,
        redirect_uris: [`${origin}${callbackPath(name)}`],
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_basic',
      },
    ],
    // PKCE (S256 only, the library's one method) for every client: the library's default in 8.x, said
    // here so a library change cannot drop it.
    pkce: { required: () => true },
    responseTypes: ['code'],
    scopes: ['openid', 'email', 'profile'],
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name', 'given_name', 'family_name'] },
    // The store reads the person from the id token alone, as it does with the real three.
    conformIdTokenClaims: false,
    jwks: { keys: [signingKey as never] },
    cookies: {
      keys: [cookieKey],
      names: { session: `_oidc_${name}`, interaction: `_oidc_${name}_interaction`, resume: `_oidc_${name}_resume` },
      long: { httpOnly: true, sameSite: 'lax', path: mountPath },
      short: { httpOnly: true, sameSite: 'lax', path: mountPath },
    },
    interactions: {
      policy,
      url: (_ctx: KoaContextWithOIDC, interaction: { uid: string }) => `${mountPath}/interaction/${interaction.uid}`,
    },
    // Consent every time (see the policy above): only a grant this interaction made counts.
    loadExistingGrant: async (ctx: KoaContextWithOIDC) => {
      const grantId = ctx.oidc.result?.consent?.grantId;
      return grantId ? ctx.oidc.provider.Grant.find(grantId) : undefined;
    },
    findAccount: async (_ctx: KoaContextWithOIDC, sub: string) => {
      const person = await findStandInPerson(db, name, sub);
      if (!person) return undefined;
      return {
        accountId: sub,
        claims: async () => ({
          sub,
          email: person.email,
          email_verified: person.emailVerified,
          given_name: person.givenName,
          family_name: person.familyName,
          name: `${person.givenName} ${person.familyName}`.trim(),
        }),
      };
    },
    features: {
      devInteractions: { enabled: false },
      rpInitiatedLogout: { enabled: false },
      introspection: { enabled: false },
      revocation: { enabled: false },
    },
    ttl: {
      AuthorizationCode: 60,
      AccessToken: 10 * 60,
      IdToken: 10 * 60,
      Interaction: 15 * 60,
      Session: 60 * 60,
      Grant: 60 * 60,
    },
    renderError: async (ctx: KoaContextWithOIDC, out: { error?: string; error_description?: string }) => {
      ctx.type = 'html';
      ctx.body = providerErrorPage(name, out.error_description ?? out.error ?? 'The sign-in could not be completed.');
    },
  };
  const instance = new Provider(standInIssuer(origin, name), configuration);
  instance.proxy = trustProxy;
  // The provider's own errors go to the server log through the app's logger, not the console.
  return instance;
}

/**
 * Hands a request to a provider's Koa app as if it were mounted at /sandbox/oidc/{provider}: the path
 * below the mount becomes the request's url (the library reads `originalUrl` to build its own links).
 * `body` is the form or JSON body when the app's middleware already read the stream.
 */
export function handOver(instance: Provider, mountPath: string, req: IncomingMessage, res: ServerResponse, body: string | undefined): Promise<void> {
  const original = req.url ?? '/';
  const rest = original.slice(mountPath.length) || '/';
  const mounted = req as IncomingMessage & { originalUrl?: string; body?: string };
  mounted.originalUrl = original;
  mounted.url = rest.startsWith('/') ? rest : `/${rest}`;
  if (body !== undefined) {
    mounted.body = body;
    // The stream was read to its end: the library takes the body from `req.body` instead.
    Object.defineProperty(mounted, 'readable', { value: false, configurable: true });
  }
  return new Promise((resolve) => {
    res.once('finish', resolve);
    res.once('close', resolve);
    void instance.callback()(req, res);
  });
}

export { STAND_IN_USERS };
