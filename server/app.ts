import { Hono } from 'hono';
import type { Logger } from 'pino';
import { clockFromEnvironment, type Clock } from './clock';
import type { DatabaseHandle } from './db';
import type { AppEnv } from './http/app-env';
import { limitBodySize } from './http/body-limit';
import { handleError, handleNotFound } from './http/errors';
import { requestLog } from './http/request-log';
import { createAnswerCache } from './http/answer-cache';
import { compressJson } from './http/compress';
import { securityHeaders } from './http/security-headers';
import { refuseUnsafeUrl } from './http/validate';
import { accountRoutes } from './routes/accounts';
import { analyticsRoutes } from './routes/analytics';
import { basketRoutes } from './routes/basket';
import { catalogueRoutes } from './routes/catalogue';
import { federatedRoutes } from './routes/federated';
import { feedbackRoutes } from './routes/feedback';
import { giftCardRoutes } from './routes/gift-cards';
import { healthRoutes } from './routes/health';
import { geoRoutes } from './routes/geo';
import { hutRoutes } from './routes/huts';
import { identityRoutes } from './routes/identity';
import { passkeyRoutes } from './routes/passkeys';
import { kioskDeviceRoutes } from './routes/kiosk-devices';
import { logRoutes } from './routes/log';
import { loyaltyRoutes } from './routes/loyalty';
import { oidcStandInRoutes } from './routes/oidc-stand-in';
import { orderRoutes } from './routes/orders';
import { paymentSandboxRoutes } from './routes/payment-sandbox';
import { priorityOrderRoutes } from './routes/priority-orders';
import { releaseRoutes } from './routes/release';
import { staticRoutes } from './routes/static';
import { voucherRoutes } from './routes/vouchers';
import { experimentRoutes } from './routes/experiments';
import type { Optimiser } from './services/optimiser-pool';
import { createCatalogueVersion } from './services/catalogue-version';
import { orderSettingsFromEnvironment, type OrderSettings } from './services/orders/settings';
import { federatedSettingsFromEnvironment, type FederatedSettings } from './services/oidc/relying-party';
import { devRelease } from './static/dev-release';
import { appHarnessRoutes, frameableInDevelopment } from './routes/app-harness';

/**
 * The store API and the built app as one Hono application, with no port of its own: main.ts serves it
 * over HTTP, tests call app.request() directly.
 */
export interface AppOptions {
  db: DatabaseHandle;
  /** The Vite build output (index.html, assets/, sw.js, …). */
  staticDir: string;
  /** The release served at /RELEASE_HASH.txt and in /health (see services/release.ts). */
  releaseHash: string;
  logger: Logger;
  /** "Now" for hours, status, slots and ETA; defaults to the system clock or STORE_FIXED_TIME. */
  clock?: Clock;
  /** The deal optimiser's worker pool; defaults to one shared by the process (main.ts passes its own). */
  optimiser?: Optimiser;
  /**
   * The order flow's settings with the payment sandbox's key: main.ts resolves them at start-up
   * (loadOrderSettings, the key kept in the database); without them, the environment's key or one of
   * this process only (tests).
   */
  orderSettings?: OrderSettings;
  /** Social sign-in: real providers by configuration (OIDC_*), else the local stand-ins (issue 14). */
  federatedSettings?: FederatedSettings;
  /**
   * How often (ms) this process re-reads the catalogue version its cached menu, content and hut
   * answers and its pricing catalogues are validated against (services/catalogue-version.ts; default 1000). Tests pass 0.
   */
  catalogueVersionMaxAgeMs?: number;
}

export function createApp({
  db,
  staticDir,
  releaseHash,
  logger,
  clock = clockFromEnvironment(),
  optimiser,
  orderSettings = orderSettingsFromEnvironment(),
  federatedSettings = federatedSettingsFromEnvironment(),
  catalogueVersionMaxAgeMs,
}: AppOptions): Hono<AppEnv> {
  const startedAt = Date.now();
  const app = new Hono<AppEnv>();
  // Issue 18: menu, content and hut answers kept serialised and compressed, per app (one per process).
  // The catalogue version the cached answers and the pricing catalogues are validated against.
  const version = createCatalogueVersion(db.db, { maxAgeMs: catalogueVersionMaxAgeMs });
  const answers = createAnswerCache({
    version,
    now: () => clock.now().getTime(),
  });

  // Order matters: the request log wraps everything (so it sees the final status), security headers
  // are added to every answer including errors and static files.
  app.use('*', requestLog(logger));
  // Issue 17 (14-G29), DEV_ENDPOINTS=1 only: a framed page may be framed by this origin (the app harness).
  if (orderSettings.devEndpoints) app.use('*', frameableInDevelopment);
  app.use('*', securityHeaders);
  app.use('*', limitBodySize);
  // Text PostgreSQL cannot store never reaches a route from the path or the query (issue 12).
  app.use('*', refuseUnsafeUrl);
  // Issue 18: JSON answers over 1 KB brotli or gzip (the cached reads below arrive already encoded).
  app.use('*', compressJson);

  // Test seam, DEV_ENDPOINTS=1 only: a browser context with the dev-release cookie sees another
  // release deployed (static/dev-release.ts); without DEV_ENDPOINTS nothing is mounted.
  if (orderSettings.devEndpoints) app.use('*', devRelease(staticDir));
  app.route('/', healthRoutes(db, releaseHash, startedAt));
  app.route('/', releaseRoutes(releaseHash));
  app.route('/', logRoutes(db));
  app.route('/', hutRoutes(db, clock, answers));
  app.route('/', geoRoutes(db));
  app.route('/', catalogueRoutes(db, answers));
  app.route('/', basketRoutes(db, clock, optimiser, version));
  app.route('/', orderRoutes(db, clock, orderSettings, version));
  // Before the payment sandbox, whose catch-all answers every other /sandbox/ path.
  app.route('/', oidcStandInRoutes(db, { trustProxy: federatedSettings.trustProxy }));
  app.route('/', paymentSandboxRoutes(db, clock, orderSettings));
  app.route('/', voucherRoutes(db, clock));
  app.route('/', giftCardRoutes(db, clock));
  app.route('/', priorityOrderRoutes(db, clock));
  app.route('/', kioskDeviceRoutes(db, { devEndpoints: orderSettings.devEndpoints }));
  app.route('/', feedbackRoutes(db, clock, { devEndpoints: orderSettings.devEndpoints }));
  app.route('/', accountRoutes(db, clock, { devEndpoints: orderSettings.devEndpoints }));
  app.route('/', identityRoutes(db, { devEndpoints: orderSettings.devEndpoints }));
  app.route('/', federatedRoutes(db, federatedSettings));
  app.route('/', experimentRoutes(clock, answers));
  app.route('/', passkeyRoutes(db, { trustProxy: federatedSettings.trustProxy }));
  app.route('/', loyaltyRoutes(db, clock));
  app.route('/', analyticsRoutes(db, { devEndpoints: orderSettings.devEndpoints }));
  // Issue 17 (14-G29): the mobile-app wrapper harness, development only.
  if (orderSettings.devEndpoints) app.route('/', appHarnessRoutes());
  // Last: everything the API does not own is the app.
  app.route('/', staticRoutes(staticDir));

  app.notFound(handleNotFound);
  app.onError(handleError);
  return app;
}
