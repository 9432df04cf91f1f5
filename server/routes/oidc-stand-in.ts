import { RESPONSE_ALREADY_SENT } from '@hono/node-server/utils/response';
import { Hono, type Context } from 'hono';
import type { DatabaseHandle } from '../db';
import type { IdentityProvider } from '../db/schema-identity';
import type { AppEnv } from '../http/app-env';
import { SANDBOX_POLICY, SECURITY_HEADERS } from '../http/security-headers';
import { refuseUnsafeFields } from '../http/validate';
import { emailSchema, NAME_MAX } from '../../src/api/contract/accounts';
import { nodeBindings, requestOrigin } from '../services/oidc/origin';
import { chooserPage, consentPage, OIDC_CSS, OIDC_CSS_PATH, providerErrorPage } from '../services/oidc/pages';
import {
  findStandInPerson,
  handOver,
  isIdentityProvider,
  rememberTypedInAccount,
  STAND_IN_BASE,
  STAND_IN_CLIENT_NAME,
  STAND_IN_USERS,
  standInProvider,
} from '../services/oidc/stand-in';
import { nameFromEmail, typedInSubject } from '../services/oidc/stand-in-users';

/**
 * The local OpenID Connect providers' routes (11-G11, 11-G42), beside the payment sandbox: everything
 * under /sandbox/oidc/{google|facebook|apple} is the provider's own Koa app (discovery, keys,
 * authorization, token, userinfo), reached through the raw node request and response; the
 * interaction pages (account chooser, consent) are this file's, server-rendered without scripts.
 * They need the node server (c.env.incoming/outgoing): an in-process app.request() gets 404.
 */

type StandInContext = Context<AppEnv>;

const SCOPE_WORDS: Record<string, string> = {
  profile: 'Your name',
  email: 'Your e-mail address',
};

function noStoreHtml(c: StandInContext, body: string, status: 200 | 400 | 404 | 422 = 200) {
  c.header('Cache-Control', 'no-store');
  return c.html(body, status);
}

async function formOf(c: StandInContext): Promise<Record<string, string>> {
  const body = await c.req.parseBody();
  const form: Record<string, string> = Object.create(null);
  for (const [name, value] of Object.entries(body)) if (typeof value === 'string') form[name] = value;
  refuseUnsafeFields(form);
  return form;
}

export function oidcStandInRoutes(database: DatabaseHandle, { trustProxy }: { trustProxy: boolean }): Hono<AppEnv> {
  const { db } = database;

  /** The provider instance and node objects for a request, or the answer to give instead. */
  async function context(c: StandInContext) {
    const name = c.req.param('provider') ?? '';
    const node = nodeBindings(c);
    const origin = requestOrigin(c, trustProxy);
    if (!isIdentityProvider(name) || !node || !origin) return null;
    return { name, node, provider: await standInProvider(db, origin, name, { trustProxy }) };
  }

  const notFound = (c: StandInContext) => c.json({ error: 'not_found', message: 'No such provider', issues: [] }, 404);

  /** The interaction of this browser (its cookie) when it is the one the path names; else null. */
  async function interactionOf(found: NonNullable<Awaited<ReturnType<typeof context>>>, uid: string) {
    try {
      const details = await found.provider.interactionDetails(found.node.incoming, found.node.outgoing);
      return details.uid === uid ? details : null;
    } catch {
      return null;
    }
  }

  const expired = (c: StandInContext, name: IdentityProvider) =>
    noStoreHtml(c, providerErrorPage(name, 'This sign-in page has expired. Go back to Pizza Hut and choose the sign-in button again.'), 400);

  const interactionPath = (name: IdentityProvider, uid: string) => `${STAND_IN_BASE}/${name}/interaction/${encodeURIComponent(uid)}`;

  const back = (c: StandInContext, location: string) => {
    c.header('Cache-Control', 'no-store');
    return c.redirect(location, 303);
  };

  return new Hono<AppEnv>()
    .get(OIDC_CSS_PATH, (c) => {
      c.header('Content-Type', 'text/css; charset=utf-8');
      c.header('Cache-Control', 'public, max-age=3600');
      return c.body(OIDC_CSS);
    })
    .get(`${STAND_IN_BASE}/:provider/interaction/:uid`, async (c) => {
      const found = await context(c);
      if (!found) return notFound(c);
      const uid = c.req.param('uid');
      const details = await interactionOf(found, uid);
      if (!details) return expired(c, found.name);
      const path = interactionPath(found.name, uid);
      if (details.prompt.name === 'login') {
        return noStoreHtml(c, chooserPage({ provider: found.name, action: `${path}/login`, clientName: STAND_IN_CLIENT_NAME, users: STAND_IN_USERS[found.name] }));
      }
      const accountId = details.session?.accountId;
      const person = accountId ? await findStandInPerson(db, found.name, accountId) : undefined;
      if (!person) return expired(c, found.name);
      const scopes = String(details.params.scope ?? '').split(' ');
      const asks = scopes.map((scope) => SCOPE_WORDS[scope]).filter((ask): ask is string => !!ask);
      return noStoreHtml(
        c,
        consentPage({ provider: found.name, action: `${path}/consent`, clientName: STAND_IN_CLIENT_NAME, user: person, asks }),
      );
    })
    .post(`${STAND_IN_BASE}/:provider/interaction/:uid/login`, async (c) => {
      const found = await context(c);
      if (!found) return notFound(c);
      const uid = c.req.param('uid');
      const details = await interactionOf(found, uid);
      if (!details || details.prompt.name !== 'login') return expired(c, found.name);
      const form = await formOf(c);
      let accountId: string;
      if (form.account) {
        const fixed = STAND_IN_USERS[found.name].find((user) => user.id === form.account);
        if (!fixed) return expired(c, found.name);
        accountId = fixed.id;
      } else {
        const email = emailSchema.safeParse(form.email ?? '');
        if (!email.success) {
          const page = chooserPage({
            provider: found.name,
            action: `${interactionPath(found.name, uid)}/login`,
            clientName: STAND_IN_CLIENT_NAME,
            users: STAND_IN_USERS[found.name],
            email: (form.email ?? '').slice(0, 200),
            error: form.email ? 'Enter a valid e-mail address, like name@example.com.' : 'Enter your e-mail address, or choose an account above.',
          });
          return noStoreHtml(c, page, 422);
        }
        const fallback = nameFromEmail(email.data);
        const givenName = (form.given_name ?? '').trim().slice(0, NAME_MAX) || fallback.givenName;
        const familyName = (form.family_name ?? '').trim().slice(0, NAME_MAX) || fallback.familyName;
        accountId = typedInSubject(found.name, email.data);
        await rememberTypedInAccount(db, found.name, accountId, { email: email.data, givenName, familyName });
      }
      const returnTo = await found.provider.interactionResult(found.node.incoming, found.node.outgoing, { login: { accountId } }, { mergeWithLastSubmission: false });
      return back(c, returnTo);
    })
    .post(`${STAND_IN_BASE}/:provider/interaction/:uid/consent`, async (c) => {
      const found = await context(c);
      if (!found) return notFound(c);
      const details = await interactionOf(found, c.req.param('uid'));
      if (!details || details.prompt.name !== 'consent' || !details.session?.accountId) return expired(c, found.name);
      const form = await formOf(c);
      if (form.decision !== 'allow') {
        const denied = { error: 'access_denied', error_description: 'The customer cancelled the sign-in.' };
        return back(c, await found.provider.interactionResult(found.node.incoming, found.node.outgoing, denied, { mergeWithLastSubmission: false }));
      }
      const grant = new found.provider.Grant({ accountId: details.session.accountId, clientId: String(details.params.client_id) });
      const missing = details.prompt.details as { missingOIDCScope?: string[]; missingOIDCClaims?: string[] };
      if (missing.missingOIDCScope) grant.addOIDCScope(missing.missingOIDCScope.join(' '));
      if (missing.missingOIDCClaims) grant.addOIDCClaims(missing.missingOIDCClaims);
      const grantId = await grant.save();
      return back(c, await found.provider.interactionResult(found.node.incoming, found.node.outgoing, { consent: { grantId } }));
    })
    .post(`${STAND_IN_BASE}/:provider/interaction/:uid/abort`, async (c) => {
      const found = await context(c);
      if (!found) return notFound(c);
      const details = await interactionOf(found, c.req.param('uid'));
      if (!details) return expired(c, found.name);
      const denied = { error: 'access_denied', error_description: 'The customer cancelled the sign-in.' };
      return back(c, await found.provider.interactionResult(found.node.incoming, found.node.outgoing, denied, { mergeWithLastSubmission: false }));
    })
    .all(`${STAND_IN_BASE}/:provider/*`, async (c) => {
      const found = await context(c);
      if (!found) return notFound(c);
      const { incoming, outgoing } = found.node;
      // The app's security headers are set on Hono's answer, which this route does not use: set them here.
      for (const [name, value] of Object.entries(SECURITY_HEADERS)) outgoing.setHeader(name, value);
      outgoing.setHeader('Content-Security-Policy', SANDBOX_POLICY);
      outgoing.setHeader('Cache-Control', 'no-store');
      // The app's body limit may already have read the stream: hand the text over instead.
      const body = c.req.method === 'GET' || c.req.method === 'HEAD' ? undefined : await c.req.text();
      await handOver(found.provider, `${STAND_IN_BASE}/${found.name}`, incoming, outgoing, body);
      return RESPONSE_ALREADY_SENT;
    });
}
