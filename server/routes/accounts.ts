import { Hono, type Context } from 'hono';
import { z } from 'zod';
import {
  BFF_PATH,
  BOT_CHECK_HEADER,
  CUSTOMER_API_BASE,
  legacyLoginAnswerSchema,
  legacyLoginBodySchema,
  legacyRegisterAnswerSchema,
  legacyRegisterBodySchema,
  otpGenerateAnswerSchema,
  otpGenerateBodySchema,
  OTP_PATHS,
  otpVerifyAnswerSchema,
  otpVerifyBodySchema,
  customerProfileBodySchema,
  customerProfileSchema,
  DEFAULT_SECTOR_HEADER,
  inStoreAccountExistsSchema,
  MY_ACCOUNT_PATH,
} from '../../src/api/contract/accounts';
import { idSchema, sectorSchema, type Sector } from '../../src/api/contract/common';
import { safeText } from '../../src/api/contract/text';
import type { Clock } from '../clock';
import type { DatabaseHandle } from '../db';
import { ApiError, notFoundBody } from '../http/api-error';
import type { AppEnv } from '../http/app-env';
import { rateLimit } from '../http/rate-limit';
import { clientKey } from '../http/rate-limit-client';
import { RATE_LIMITS } from '../http/rate-limits';
import { parseJson, parseQuery } from '../http/validate';
import { createBff } from '../services/accounts/bff';
import { requireAccess, notAuthorised } from '../services/accounts/caller';
import { deleteAccount } from '../services/accounts/deletion';
import { onlineAccountExists } from '../services/accounts/in-store';
import { AccountInputError, findAccount, liveUser, saveProfile, toProfile } from '../services/accounts/records';
import { findHutRecord } from '../services/huts-store';
import { createShadowAccount, generateOtp, LEGACY_TENANT, legacyLogin, legacyRegister, verifiedPhone, verifyOtp } from '../services/accounts/legacy';
import { acceptBotCheck } from '../services/identity/bot-check';
import type { Caller as IdentityCaller } from '../services/identity/flows';
import { bearerToken } from '../services/identity/tokens';
import { findLiveUser } from '../services/identity/users';
import { messageTransport, type MessageTransport } from '../services/messages/transport';

/**
 * The account-data calls of the store API (issue 14, C32): the BFF GraphQL of the modern area
 * (11-G34), the customer profile GET/POST/DELETE /v2/accounts/myaccount (11-G29, 11-G37) and the
 * in-store account check (11-G24). Every answer is one customer's: none is cached (the service
 * worker's never-cache list has these paths too).
 */

/** A GraphQL request as the page sends it: by GET in the query string, by POST as JSON (11-G34). */
const MAX_QUERY_CHARS = 2000;
const variableValue = z.union([safeText(500), z.boolean(), z.number(), z.null()]);
const variablesSchema = z.record(safeText(40), z.union([variableValue, z.record(safeText(40), variableValue)])).refine((value) => Object.keys(value).length <= 10, 'at most 10 variables');
const bffPostSchema = z.strictObject({
  query: safeText(MAX_QUERY_CHARS).min(1),
  operationName: safeText(100).nullable().optional(),
  variables: variablesSchema.nullable().optional(),
});
const bffGetSchema = z.strictObject({
  query: safeText(MAX_QUERY_CHARS).min(1),
  operationName: safeText(100).optional(),
  variables: safeText(4000)
    .transform((text, context) => {
      try {
        return JSON.parse(text) as unknown;
      } catch {
        context.addIssue({ code: 'custom', message: 'variables must be JSON' });
        return z.NEVER;
      }
    })
    .pipe(variablesSchema)
    .optional(),
});

/** The default-sector header (11-G37; name picked in the contract), 'in-1' when absent (S3 §3). */
function defaultSector(c: Context<AppEnv>): Sector {
  const parsed = sectorSchema.safeParse(c.req.header(DEFAULT_SECTOR_HEADER) ?? 'in-1');
  if (!parsed.success) {
    throw new ApiError(400, { error: 'invalid_request', issues: [{ path: DEFAULT_SECTOR_HEADER, message: 'expected a sector such as in-1' }] });
  }
  return parsed.data;
}

const inStoreParamsSchema = z.object({
  sector: sectorSchema,
  hutId: idSchema,
  mobile: z.string().regex(/^\+?\d{6,15}$/, 'expected a mobile number: 6 to 15 digits'),
});

const shadowBodySchema = z.strictObject({ phone: otpGenerateBodySchema.shape.phone, firstName: safeText(60).min(1), lastName: safeText(60).min(1) });

export function accountRoutes(database: DatabaseHandle, clock: Clock, options: { devEndpoints: boolean; transport?: MessageTransport }): Hono<AppEnv> {
  const { db } = database;
  const messages = () => options.transport ?? messageTransport(db);
  const identityCaller = async (c: Context<AppEnv>): Promise<IdentityCaller> => ({
    clientKey: clientKey(c),
    botChecked: await acceptBotCheck(db, c.req.header(BOT_CHECK_HEADER)),
  });
  /** The phone a Bearer verified-phone token proves (11-G16 "with a Bearer token"), or 401. */
  const provenPhone = async (c: Context<AppEnv>) => {
    const phone = await verifiedPhone(db, bearerToken(c.req.header('authorization')));
    if (!phone) throw notAuthorised();
    return phone;
  };
  const bff = createBff({ introspection: options.devEndpoints });

  /** The caller's live identity for a profile call, or 401 (a deleted user's token is refused by verifyIdentity first). */
  const profileUser = async (c: Context<AppEnv>) => {
    const caller = await requireAccess(db, c);
    defaultSector(c);
    const user = await liveUser(db, caller.userId);
    if (!user) throw notAuthorised();
    return user;
  };

  const routes = new Hono<AppEnv>()
    .use(BFF_PATH, async (c, next) => {
      await next();
      c.header('Cache-Control', 'no-store');
    })
    .use(MY_ACCOUNT_PATH, async (c, next) => {
      await next();
      c.header('Cache-Control', 'no-store');
    })
    .on(['GET', 'POST'], BFF_PATH, async (c) => {
      const caller = await requireAccess(db, c);
      if (c.req.method === 'GET') {
        parseQuery(c, bffGetSchema);
        return bff.fetch(c.req.raw, { db, caller });
      }
      const body = await parseJson(c, bffPostSchema);
      const headers = new Headers({ 'content-type': 'application/json', accept: c.req.header('accept') ?? 'application/json' });
      return bff.fetch(new Request(c.req.url, { method: 'POST', headers, body: JSON.stringify(body) }), { db, caller });
    })
    .get(MY_ACCOUNT_PATH, async (c) => {
      const user = await profileUser(c);
      const row = await findAccount(db, user);
      if (!row) throw new ApiError(404, { ...notFoundBody, message: 'Account Not Found' });
      return c.json(customerProfileSchema.parse(toProfile(row)));
    })
    .post(MY_ACCOUNT_PATH, async (c) => {
      const user = await profileUser(c);
      const body = await parseJson(c, customerProfileBodySchema);
      try {
        return c.json(customerProfileSchema.parse(toProfile(await saveProfile(db, user, body, clock.now()))));
      } catch (error) {
        if (error instanceof AccountInputError) throw new ApiError(400, { error: 'invalid_request', issues: [{ path: error.path, message: error.message }] });
        throw error;
      }
    })
    .delete(MY_ACCOUNT_PATH, async (c) => {
      const user = await profileUser(c);
      await deleteAccount(db, user.id);
      // 11-G8: "a response status of 200 means success".
      return c.json({ deleted: true });
    })
    // 11-G24: not authenticated (the till asks before the customer has an online account), so limited per client.
    .use('/v2/loyalty/pos/:sector/:hutId/account/:mobile/exists', rateLimit(database, { ...RATE_LIMITS.inStoreAccountPerClient, key: clientKey }))
    .get('/v2/loyalty/pos/:sector/:hutId/account/:mobile/exists', async (c) => {
      const parsed = inStoreParamsSchema.safeParse(c.req.param());
      if (!parsed.success) throw new ApiError(400, { error: 'invalid_request', issues: parsed.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message })) });
      const { sector, hutId, mobile } = parsed.data;
      if (!(await findHutRecord(db, sector, hutId))) throw new ApiError(404, notFoundBody);
      c.header('Cache-Control', 'no-store');
      return c.json(inStoreAccountExistsSchema.parse({ exists: await onlineAccountExists(db, sector, mobile) }));
    })
    // ── Legacy India (11-G12..G17) ──────────────────────────────────────────────────────────────
    .use('/v1/otp/*', async (c, next) => {
      await next();
      c.header('Cache-Control', 'no-store');
    })
    .use(`${CUSTOMER_API_BASE}/*`, async (c, next) => {
      await next();
      c.header('Cache-Control', 'no-store');
    })
    .post(OTP_PATHS.generate, async (c) => {
      const caller = await identityCaller(c);
      const body = await parseJson(c, otpGenerateBodySchema);
      return c.json(otpGenerateAnswerSchema.parse({ token: await generateOtp(db, messages(), body.phone, caller) }));
    })
    .post(OTP_PATHS.verify, async (c) => {
      const caller = await identityCaller(c);
      const body = await parseJson(c, otpVerifyBodySchema);
      const token = await verifyOtp(db, body.token, body.code, caller);
      return c.json(otpVerifyAnswerSchema.parse(token ? { result: true, token } : { result: false }));
    })
    .post(`${CUSTOMER_API_BASE}/register`, async (c) => {
      const phone = await provenPhone(c);
      const body = await parseJson(c, legacyRegisterBodySchema);
      return c.json(legacyRegisterAnswerSchema.parse({ data: await legacyRegister(db, phone, body) }));
    })
    .post(`${CUSTOMER_API_BASE}/login`, async (c) => {
      const body = await parseJson(c, legacyLoginBodySchema);
      const phone = await verifiedPhone(db, body.token);
      if (!phone) throw notAuthorised();
      return c.json(legacyLoginAnswerSchema.parse({ data: await legacyLogin(db, phone) }));
    })
    // C32: "the verified-token-with-account-id variant": the token proves the phone, the id must be that phone's account.
    .delete(`${CUSTOMER_API_BASE}/customer/:id`, async (c) => {
      const phone = await provenPhone(c);
      const user = await findLiveUser(db, LEGACY_TENANT, phone);
      const account = user && (await findAccount(db, user));
      if (!user || !account || account.id !== c.req.param('id')) throw new ApiError(404, notFoundBody);
      await deleteAccount(db, user.id);
      return c.json({ deleted: true });
    });

  if (options.devEndpoints) {
    // Development seam (11-G13 pick): a shadow account, as an in-store loyalty sign-up at the till would leave.
    routes.post('/dev/accounts/shadow', async (c) => {
      const body = await parseJson(c, shadowBodySchema);
      const row = await createShadowAccount(db, body.phone, body);
      return c.json({ id: row.id, shadow: row.shadow });
    });
  }
  return routes;
}
