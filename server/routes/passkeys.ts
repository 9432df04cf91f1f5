import { Hono, type Context } from 'hono';
import { z } from 'zod';
import {
  authenticationVerifyBodySchema,
  creationOptionsSchema,
  PASSKEY_PATHS,
  passkeyListSchema,
  passkeySchema,
  registrationVerifyBodySchema,
  requestOptionsSchema,
} from '../../src/api/contract/passkeys';
import { tokensSchema } from '../../src/api/contract/accounts';
import type { DatabaseHandle } from '../db';
import { ApiError, notFoundBody } from '../http/api-error';
import type { AppEnv } from '../http/app-env';
import { rateLimit } from '../http/rate-limit';
import { clientKey } from '../http/rate-limit-client';
import { RATE_LIMITS } from '../http/rate-limits';
import { parseJson } from '../http/validate';
import { IdentityError } from '../services/identity/errors';
import {
  authenticationOptions,
  deletePasskey,
  listPasskeys,
  PASSKEY_MESSAGES,
  registrationOptions,
  relyingParty,
  verifyAuthentication,
  verifyRegistration,
  type RelyingParty,
} from '../services/identity/passkeys';
import { requireIdentity } from '../services/identity/require-identity';
import { requestOrigin } from '../services/oidc/origin';

/**
 * Passkeys (issue 14 "Beyond the spec") at PASSKEY_PATHS: registration and the list need the Bearer
 * access token (identity from the token, never the body); the sign-in calls need none. Every answer
 * is no-store (the identity routes' middleware covers /v1/identity/*, and the answers say it again),
 * every call counts against passkeyPerClient.
 */
const DEFAULT_NAME = 'Passkey';
const credentialIdSchema = z.string().min(1).max(1400).regex(/^[A-Za-z0-9_-]+$/);

export function passkeyRoutes(database: DatabaseHandle, { trustProxy = false }: { trustProxy?: boolean } = {}): Hono<AppEnv> {
  const { db } = database;
  const limit = rateLimit(database, { ...RATE_LIMITS.passkeyPerClient, key: clientKey });

  const party = (c: Context<AppEnv>): RelyingParty => {
    const rp = relyingParty(requestOrigin(c, trustProxy));
    if (!rp) throw new IdentityError('InvalidParameterException', PASSKEY_MESSAGES.notVerified);
    return rp;
  };
  const noStore = (c: Context<AppEnv>) => c.header('Cache-Control', 'no-store');

  return new Hono<AppEnv>()
    .post(PASSKEY_PATHS.registrationOptions, limit, async (c) => {
      const claims = await requireIdentity(c, db, 'access');
      noStore(c);
      return c.json(creationOptionsSchema.parse(await registrationOptions(db, party(c), claims.sub)));
    })
    .post(PASSKEY_PATHS.registrationVerify, limit, async (c) => {
      const claims = await requireIdentity(c, db, 'access');
      const body = await parseJson(c, registrationVerifyBodySchema);
      const passkey = await verifyRegistration(db, party(c), claims.sub, body.response, body.name ?? DEFAULT_NAME);
      noStore(c);
      return c.json(passkeySchema.parse(passkey), 201);
    })
    .post(PASSKEY_PATHS.authenticationOptions, limit, async (c) => {
      noStore(c);
      return c.json(requestOptionsSchema.parse(await authenticationOptions(db, party(c))));
    })
    .post(PASSKEY_PATHS.authenticationVerify, limit, async (c) => {
      const body = await parseJson(c, authenticationVerifyBodySchema);
      const tokens = await verifyAuthentication(db, party(c), body.response, body.tenant);
      noStore(c);
      return c.json(tokensSchema.parse(tokens));
    })
    .get(PASSKEY_PATHS.list, limit, async (c) => {
      const claims = await requireIdentity(c, db, 'access');
      noStore(c);
      return c.json(passkeyListSchema.parse({ passkeys: await listPasskeys(db, claims.sub) }));
    })
    .delete(`${PASSKEY_PATHS.list}/:id`, limit, async (c) => {
      const claims = await requireIdentity(c, db, 'access');
      const id = credentialIdSchema.safeParse(c.req.param('id'));
      if (!id.success || !(await deletePasskey(db, claims.sub, id.data))) throw new ApiError(404, notFoundBody);
      noStore(c);
      return c.body(null, 204);
    });
}
