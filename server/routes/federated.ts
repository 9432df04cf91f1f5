import { Hono, type Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import { z } from 'zod';
import { federatedExchangeBodySchema } from '../../src/api/contract/accounts';
import { safeText } from '../../src/api/contract/text';
import type { DatabaseHandle } from '../db';
import type { AppEnv } from '../http/app-env';
import { rateLimit } from '../http/rate-limit';
import { clientKey } from '../http/rate-limit-client';
import { RATE_LIMITS } from '../http/rate-limits';
import { parseJson, parseQuery } from '../http/validate';
import { loopbackOf, requestOrigin } from '../services/oidc/origin';
import {
  DEFAULT_RETURN_TO,
  exchangeHandoff,
  failedReturn,
  FederatedFailure,
  federatedSettingsFromEnvironment,
  finishFlow,
  FLOW_COOKIE,
  FLOW_COOKIE_PATH,
  FLOW_SECONDS,
  marketOf,
  providerAllowed,
  safeReturnTo,
  startFlow,
  type FederatedSettings,
} from '../services/oidc/relying-party';
import { isIdentityProvider } from '../services/oidc/stand-in';

/**
 * Social sign-in, the store API's side (11-G11): GET /v1/identity/federated/{provider} starts a code
 * flow (a browser navigation from the page's social button), GET …/{provider}/callback ends it and
 * sends the browser back to the account area with `?handoff=…` (or `?socialError=1`, which the page
 * shows as UNKNOWN_ERROR), and POST …/exchange trades the handoff for tokens.
 */

const startQuerySchema = z.strictObject({
  returnTo: safeText(500).optional(),
  /** A market code ('UK') or a tenant ('44-gbr'). */
  market: safeText(20).optional(),
});

const notFound = (c: Context<AppEnv>) => c.json({ error: 'not_found', message: 'No such sign-in provider for this market', issues: [] }, 404);

export function federatedRoutes(database: DatabaseHandle, settings: FederatedSettings = federatedSettingsFromEnvironment()): Hono<AppEnv> {
  const { db } = database;
  const limit = rateLimit(database, { ...RATE_LIMITS.federatedPerClient, key: clientKey });

  const redirect = (c: Context<AppEnv>, location: string) => {
    c.header('Cache-Control', 'no-store');
    c.header('Referrer-Policy', 'no-referrer');
    return c.redirect(location, 302);
  };

  const where = (c: Context<AppEnv>) => {
    const origin = requestOrigin(c, settings.trustProxy);
    return origin ? { origin, loopback: loopbackOf(c) } : null;
  };

  return new Hono<AppEnv>()
    .post('/v1/identity/federated/exchange', limit, async (c) => {
      const { handoff } = await parseJson(c, federatedExchangeBodySchema);
      const tokens = await exchangeHandoff(db, { handoff, browser: getCookie(c, FLOW_COOKIE) });
      c.header('Cache-Control', 'no-store');
      return c.json(tokens);
    })
    .get('/v1/identity/federated/:provider/callback', limit, async (c) => {
      const provider = c.req.param('provider');
      if (!isIdentityProvider(provider)) return notFound(c);
      const place = where(c);
      if (!place) return redirect(c, failedReturn(DEFAULT_RETURN_TO));
      const requestUrl = new URL(c.req.url);
      const currentUrl = new URL(`${place.origin}${requestUrl.pathname}${requestUrl.search}`);
      try {
        return redirect(c, await finishFlow(db, settings, { provider, currentUrl, browser: getCookie(c, FLOW_COOKIE), where: place }));
      } catch (error) {
        const failure = error instanceof FederatedFailure ? error : new FederatedFailure(error instanceof Error ? error.message : 'unknown');
        // Why, for the operators; never the code, state or tokens.
        c.get('logger').warn({ provider, reason: failure.message }, 'social sign-in failed');
        return redirect(c, failedReturn(failure.returnTo));
      }
    })
    .get('/v1/identity/federated/:provider', limit, async (c) => {
      const provider = c.req.param('provider');
      const query = parseQuery(c, startQuerySchema);
      const market = marketOf(query.market);
      if (!isIdentityProvider(provider) || !market || !providerAllowed(market, provider)) return notFound(c);
      // Only the account areas' own paths; anything else returns to the area's home (no open redirect).
      const returnTo = safeReturnTo(query.returnTo) ?? DEFAULT_RETURN_TO;
      const place = where(c);
      if (!place) return redirect(c, failedReturn(returnTo));
      try {
        const started = await startFlow(db, settings, { provider, market, returnTo, where: place, browser: getCookie(c, FLOW_COOKIE) });
        setCookie(c, FLOW_COOKIE, started.browser, {
          path: FLOW_COOKIE_PATH,
          httpOnly: true,
          sameSite: 'Lax',
          secure: place.origin.startsWith('https:'),
          maxAge: FLOW_SECONDS,
        });
        return redirect(c, started.authorizationUrl);
      } catch (error) {
        c.get('logger').warn({ provider, reason: error instanceof Error ? error.message : 'unknown' }, 'social sign-in could not start');
        return redirect(c, failedReturn(returnTo));
      }
    });
}
