import { once } from 'node:events';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app';
import { migrateToLatest } from '../../server/db';
import { createLogger } from '../../server/logger';
import { createNodeServer } from '../../server/http/node-server';
import { verifyIdentity } from '../../server/services/identity/tokens';
import { createUser } from '../../server/services/identity/users';
import { safeReturnTo } from '../../server/services/oidc/relying-party';
import { STAND_IN_USERS } from '../../server/services/oidc/stand-in-users';
import { tokensSchema } from '../../src/api/contract/accounts';
import { createTestDatabase, type TestDatabase } from './test-db';

// Social sign-in (issue 14, 11-G11, 11-G42): the whole OpenID Connect code flow against the real node
// server on an ephemeral port — the store API as relying party, the local provider as Google — driven
// by fetch with a cookie jar, as a browser would: start → account chooser → consent → callback →
// handoff exchange → the store's own tokens. Then the attacks: tampered state, nonce and PKCE
// verifier, a callback or handoff replayed or carried to another browser, open redirects.

let testDb: TestDatabase;
let server: Server;
let base: string;

beforeAll(async () => {
  testDb = await createTestDatabase();
  await migrateToLatest(testDb.handle.db);
  const app = createApp({
    db: testDb.handle,
    staticDir: '/nonexistent',
    releaseHash: 'test',
    logger: createLogger({ level: process.env.OIDC_TEST_LOG ? 'warn' : 'silent' }),
    federatedSettings: { trustProxy: false, real: {} },
  });
  server = createNodeServer(app.fetch);
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}, 60_000);

afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await testDb.cleanup();
});

/** A browser's cookies: name → value and path; sent to the paths under their path, like a browser. */
class Browser {
  private readonly cookies = new Map<string, { value: string; path: string }>();

  async go(target: string, init: { method?: string; form?: Record<string, string>; json?: unknown } = {}): Promise<Response> {
    const url = new URL(target, base);
    const headers: Record<string, string> = {};
    const cookie = [...this.cookies.entries()]
      .filter(([, entry]) => url.pathname === entry.path || url.pathname.startsWith(entry.path.endsWith('/') ? entry.path : `${entry.path}/`))
      .map(([name, entry]) => `${name}=${entry.value}`)
      .join('; ');
    if (cookie) headers.cookie = cookie;
    let body: string | undefined;
    if (init.form) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      body = new URLSearchParams(init.form).toString();
    } else if (init.json !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(init.json);
    }
    const res = await fetch(url, { method: init.method ?? (body !== undefined ? 'POST' : 'GET'), headers, body, redirect: 'manual' });
    for (const line of res.headers.getSetCookie()) {
      const [pair, ...attributes] = line.split(';').map((part) => part.trim());
      const [name, ...rest] = pair!.split('=');
      const value = rest.join('=');
      const path = attributes.find((attribute) => /^path=/i.test(attribute))?.slice(5) ?? '/';
      const gone = attributes.some((attribute) => /^max-age=0$/i.test(attribute) || (/^expires=/i.test(attribute) && Date.parse(attribute.slice(8)) < Date.now()));
      if (gone || value === '') this.cookies.delete(name!);
      else this.cookies.set(name!, { value, path });
    }
    return res;
  }

  /** Follows redirects (GET) until one leaves `stopAt`'s test, answering the last response. */
  async follow(res: Response, until: (location: URL) => boolean = () => false): Promise<{ res: Response; location?: URL }> {
    let current = res;
    for (let hops = 0; hops < 10; hops += 1) {
      const header = current.headers.get('location');
      if (current.status < 300 || current.status >= 400 || !header) return { res: current };
      const location = new URL(header, base);
      if (until(location)) return { res: current, location };
      current = await this.go(location.href);
    }
    throw new Error('too many redirects');
  }

  has(name: string) {
    return this.cookies.has(name);
  }

  forget(name: string) {
    this.cookies.delete(name);
  }
}

const ADA = STAND_IN_USERS.google[0]!;
const isCallback = (location: URL) => location.pathname.startsWith('/v1/identity/federated/') && location.pathname.endsWith('/callback');

interface Journey {
  browser: Browser;
  /** The provider's redirect to the store's callback, not yet followed. */
  callback: URL;
}

/** Start → chooser → pick → consent → allow: stops before the store's callback. */
async function throughProvider(
  { provider = 'google', market = 'UK', returnTo = '/account/', pick = { account: ADA.id } as Record<string, string>, browser = new Browser() } = {},
): Promise<Journey> {
  const start = await browser.go(`/v1/identity/federated/${provider}?${new URLSearchParams({ returnTo, market })}`);
  expect(start.status).toBe(302);
  expect(start.headers.get('cache-control')).toBe('no-store');
  const authorize = new URL(start.headers.get('location')!);
  expect(authorize.pathname).toBe(`/sandbox/oidc/${provider}/auth`);
  expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
  expect(authorize.searchParams.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/);

  const { res: chooser } = await browser.follow(await browser.go(authorize.href));
  expect(chooser.status).toBe(200);
  const chooserHtml = await chooser.text();
  expect(chooserHtml).toContain('Choose an account');
  const loginAction = /action="([^"]+\/login)"/.exec(chooserHtml)![1]!;

  const { res: consent } = await browser.follow(await browser.go(loginAction, { form: pick }));
  expect(consent.status).toBe(200);
  const consentHtml = await consent.text();
  const consentAction = /action="([^"]+\/consent)"/.exec(consentHtml)![1]!;
  const afterConsent = await browser.go(consentAction, { form: { decision: 'allow' } });
  const { location } = await browser.follow(afterConsent, isCallback);
  expect(location).toBeDefined();
  return { browser, callback: location! };
}

/** The callback followed: where the store sends the browser back to. */
async function callBack({ browser, callback }: Journey): Promise<URL> {
  const res = await browser.go(callback.href);
  expect(res.status).toBe(302);
  return new URL(res.headers.get('location')!, base);
}

async function exchange(browser: Browser, handoff: string) {
  return browser.go('/v1/identity/federated/exchange', { json: { handoff } });
}

const db = () => testDb.handle.db;

describe('social sign-in through the local OpenID Connect provider', () => {
  it('runs the whole code flow: chooser and consent pages, callback, handoff, then tokens the store API trusts', async () => {
    const browser = new Browser();
    const start = await browser.go(`/v1/identity/federated/google?returnTo=%2Faccount%2F&market=UK`);
    const { res: chooser } = await browser.follow(await browser.go(start.headers.get('location')!));
    const chooserHtml = await chooser.text();
    // The test users as one-tap choices, the e-mail field, the test-provider label.
    expect(chooserHtml).toContain('Ada Lovelace');
    expect(chooserHtml).toContain('ada@example.test');
    expect(chooserHtml).toContain('name="email"');
    expect(chooserHtml).toContain('Test provider');
    expect(chooser.headers.get('content-security-policy')).toContain("default-src 'self'");
    const loginAction = /action="([^"]+\/login)"/.exec(chooserHtml)![1]!;
    const { res: consent } = await browser.follow(await browser.go(loginAction, { form: { account: ADA.id } }));
    const consentHtml = await consent.text();
    expect(consentHtml).toContain('Continue as Ada with Google (test provider)');
    expect(consentHtml).toContain('Your e-mail address');
    const consentAction = /action="([^"]+\/consent)"/.exec(consentHtml)![1]!;
    const { location: callback } = await browser.follow(await browser.go(consentAction, { form: { decision: 'allow' } }), isCallback);
    expect(callback!.searchParams.get('code')).toBeTruthy();

    const back = await callBack({ browser, callback: callback! });
    expect(back.origin).toBe(base);
    expect(back.pathname).toBe('/account/');
    const handoff = back.searchParams.get('handoff');
    expect(handoff).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const answer = await exchange(browser, handoff!);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    const tokens = tokensSchema.parse(await answer.json());
    const id = await verifyIdentity(db(), tokens.idToken, 'id');
    expect(id).toMatchObject({ email: 'ada@example.test', given_name: 'Ada', family_name: 'Lovelace', tenant: '44-gbr' });
    expect(await verifyIdentity(db(), tokens.accessToken, 'access')).not.toBeNull();

    const user = await db().selectFrom('identity_users').selectAll().where('id', '=', id!.sub).executeTakeFirstOrThrow();
    expect(user).toMatchObject({ provider: 'google', provider_subject: ADA.id, username: 'ada@example.test', confirmed: true, password_hash: null });
    const account = await db().selectFrom('accounts').selectAll().where('user_id', '=', user.id).executeTakeFirstOrThrow();
    // UK is an opt-in market (C36): consent is never assumed.
    expect(account).toMatchObject({ tenant: '44-gbr', first_name: 'Ada', last_name: 'Lovelace', email: 'ada@example.test', marketing_email: false, marketing_sms: false });

  });

  it('signs the same person in to the same user, and the handoff is single use and bound to its browser', async () => {
    const journey = await throughProvider();
    const back = await callBack(journey);
    const handoff = back.searchParams.get('handoff')!;

    // Another browser holding the handoff (a link sent to a victim: login CSRF) cannot trade it.
    const stranger = await exchange(new Browser(), handoff);
    expect(stranger.status).toBe(401);
    expect(await stranger.json()).toMatchObject({ name: 'NotAuthorizedException' });

    const first = await exchange(journey.browser, handoff);
    expect(first.status).toBe(200);
    const { idToken } = tokensSchema.parse(await first.json());
    const sub = (await verifyIdentity(db(), idToken, 'id'))!.sub;

    const replay = await exchange(journey.browser, handoff);
    expect(replay.status).toBe(401);
    expect(await replay.json()).toMatchObject({ name: 'NotAuthorizedException' });

    // The same person again is the same user (found by provider and subject), in a new session family.
    const next = await throughProvider();
    const nextBack = await callBack(next);
    const nextTokens = tokensSchema.parse(await (await exchange(next.browser, nextBack.searchParams.get('handoff')!)).json());
    const nextId = (await verifyIdentity(db(), nextTokens.idToken, 'id'))!;
    expect(nextId.sub).toBe(sub);
    expect(nextId.sid).not.toBe((await verifyIdentity(db(), idToken, 'id'))!.sid);
  });
});

describe('social sign-in refuses tampering', () => {
  const failed = (location: URL) => {
    expect(location.origin).toBe(base);
    expect(location.searchParams.get('socialError')).toBe('1');
    expect(location.searchParams.has('handoff')).toBe(false);
  };

  it('refuses a changed state, a replayed callback and a callback carried to another browser', async () => {
    const journey = await throughProvider({ returnTo: '/accounts/signin' });
    const forged = new URL(journey.callback);
    forged.searchParams.set('state', `${forged.searchParams.get('state')}x`);
    failed(await callBack({ browser: journey.browser, callback: forged }));

    // The victim's browser, without the flow cookie of the browser that started it (login CSRF).
    const elsewhere = await callBack({ browser: new Browser(), callback: journey.callback });
    failed(elsewhere);
    expect(elsewhere.pathname).toBe('/accounts/signin');

    // The unforged callback in its own browser still works once, never twice.
    const first = await callBack(journey);
    expect(first.searchParams.get('handoff')).toBeTruthy();
    failed(await callBack(journey));
  });

  it('refuses an id token whose nonce is not the one the flow sent', async () => {
    const journey = await throughProvider();
    await db().updateTable('federated_flows').set({ nonce: 'another-nonce-than-the-one-sent' }).where('used_at', 'is', null).execute();
    failed(await callBack(journey));
  });

  it('refuses a code redeemed with another PKCE verifier, and the provider refuses a request without PKCE', async () => {
    const journey = await throughProvider();
    await db().updateTable('federated_flows').set({ code_verifier: 'x'.repeat(64) }).where('used_at', 'is', null).execute();
    failed(await callBack(journey));

    const noPkce = new URLSearchParams({
      client_id: 'pizza-store-api',
      response_type: 'code',
      scope: 'openid email',
      redirect_uri: `${base}/v1/identity/federated/google/callback`,
      state: 'abc',
      nonce: 'def',
    });
    const res = await new Browser().go(`/sandbox/oidc/google/auth?${noPkce}`);
    expect(res.status).toBe(303);
    const location = new URL(res.headers.get('location')!);
    expect(location.searchParams.get('error')).toBe('invalid_request');
    expect(location.searchParams.get('error_description')).toMatch(/PKCE/);
  });

  it('never sends the browser off the site, whatever returnTo says', async () => {
    for (const returnTo of ['https://evil.example/account/', '//evil.example/account/', '/\\evil.example/account']) {
      const start = await new Browser().go(`/v1/identity/federated/google?${new URLSearchParams({ returnTo, market: 'UK' })}`);
      expect(new URL(start.headers.get('location')!).origin).toBe(base);
    }
    const back = await callBack(await throughProvider({ returnTo: 'https://evil.example/account/' }));
    expect(back.origin).toBe(base);
    expect(back.pathname).toBe('/account/');
    expect(back.searchParams.get('handoff')).toBeTruthy();
  });

  it('offers only the providers the market allows (11-G11), and 404 otherwise', async () => {
    const status = async (path: string) => (await new Browser().go(path)).status;
    expect(await status('/v1/identity/federated/facebook?market=UK')).toBe(404);
    expect(await status('/v1/identity/federated/google?market=IN')).toBe(404);
    expect(await status('/v1/identity/federated/twitter?market=UK')).toBe(404);
    expect(await status('/v1/identity/federated/google')).toBe(404);
    expect(await status('/v1/identity/federated/google?market=XX')).toBe(404);
    // India's /accounts settings: Apple yes (S3 §2.3); a tenant names the market too.
    expect(await status('/v1/identity/federated/apple?market=IN&returnTo=%2Faccounts%2F')).toBe(302);
    expect(await status('/v1/identity/federated/apple?market=91-ind')).toBe(302);
  });

  it('sends the visitor back with socialError when they cancel at the provider', async () => {
    const browser = new Browser();
    const start = await browser.go(`/v1/identity/federated/apple?${new URLSearchParams({ returnTo: '/accounts/signin', market: 'IN' })}`);
    const { res: chooser } = await browser.follow(await browser.go(start.headers.get('location')!));
    const html = await chooser.text();
    expect(html).toContain('Hedy Lamarr');
    const abort = /action="([^"]+\/abort)"/.exec(html)![1]!;
    const { location } = await browser.follow(await browser.go(abort, { form: {} }), isCallback);
    const back = await callBack({ browser, callback: location! });
    failed(back);
    expect(back.pathname).toBe('/accounts/signin');
  });
});

describe('who a social sign-in signs in', () => {
  it('links to the live user with the provider-verified e-mail; an unconfirmed one loses the password someone else set', async () => {
    const grace = STAND_IN_USERS.google[1]!;
    const squatter = await createUser(db(), { tenant: '44-gbr', username: grace.email, passwordHash: 'argon2-hash-set-by-someone-else', confirmed: false });
    const journey = await throughProvider({ pick: { account: grace.id } });
    const back = await callBack(journey);
    const tokens = tokensSchema.parse(await (await exchange(journey.browser, back.searchParams.get('handoff')!)).json());
    expect((await verifyIdentity(db(), tokens.idToken, 'id'))!.sub).toBe(squatter);
    const user = await db().selectFrom('identity_users').selectAll().where('id', '=', squatter).executeTakeFirstOrThrow();
    expect(user).toMatchObject({ password_hash: null, confirmed: true, provider: 'google', provider_subject: grace.id });
  });

  it('never links by a typed-in (unverified) e-mail: a separate user without that e-mail', async () => {
    const owner = await db().selectFrom('identity_users').select('id').where('username', '=', 'ada@example.test').executeTakeFirstOrThrow();
    const journey = await throughProvider({ provider: 'google', pick: { email: 'Ada@Example.test', given_name: 'Not', family_name: 'Ada' } });
    const back = await callBack(journey);
    const tokens = tokensSchema.parse(await (await exchange(journey.browser, back.searchParams.get('handoff')!)).json());
    const claims = (await verifyIdentity(db(), tokens.idToken, 'id'))!;
    expect(claims.sub).not.toBe(owner.id);
    expect(claims.email).toBeUndefined();
    expect(claims.given_name).toBe('Not');
    const user = await db().selectFrom('identity_users').selectAll().where('id', '=', claims.sub).executeTakeFirstOrThrow();
    expect(user.username).toMatch(/^google_typed-[0-9a-f]{32}$/);
    expect(user.email).toBeNull();
  });

  it('shows the chooser again with an error for an e-mail that is not one', async () => {
    const browser = new Browser();
    const start = await browser.go('/v1/identity/federated/google?market=UK');
    const { res: chooser } = await browser.follow(await browser.go(start.headers.get('location')!));
    const loginAction = /action="([^"]+\/login)"/.exec(await chooser.text())![1]!;
    const res = await browser.go(loginAction, { form: { email: 'not-an-email' } });
    expect(res.status).toBe(422);
    const html = await res.text();
    expect(html).toContain('Enter a valid e-mail address');
    expect(html).toContain('aria-invalid="true"');
  });
});

describe('safeReturnTo', () => {
  it('keeps the account areas’ own paths and refuses everything that could leave the site', () => {
    expect(safeReturnTo('/account/')).toBe('/account/');
    expect(safeReturnTo('/accounts/signin?from=x')).toBe('/accounts/signin?from=x');
    expect(safeReturnTo('/account')).toBe('/account');
    for (const evil of ['https://evil.example/account/', '//evil.example/account', '/\\evil.example', '/account/../../order/', '/accountsevil', '/order/', '/account\n/x', 'javascript:alert(1)', '/account//evil.example']) {
      expect(safeReturnTo(evil), evil).toBeNull();
    }
  });
});
