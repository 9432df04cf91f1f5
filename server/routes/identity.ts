import { Hono, type Context } from 'hono';
import { z } from 'zod';
import {
  BOT_CHECK_HEADER,
  BOT_CHECK_PATH,
  challengeSchema,
  confirmForgotPasswordBodySchema,
  forgotPasswordBodySchema,
  IDENTITY_PATHS,
  identityUserSchema,
  initiateAuthAnswerSchema,
  initiateAuthBodySchema,
  outboxMessageSchema,
  refreshBodySchema,
  resendCodeBodySchema,
  respondToChallengeBodySchema,
  signOutBodySchema,
  signUpAnswerSchema,
  signUpBodySchema,
  tokensSchema,
} from '../../src/api/contract/accounts';
import type { DatabaseHandle } from '../db';
import { ApiError } from '../http/api-error';
import type { AppEnv } from '../http/app-env';
import { rateLimit } from '../http/rate-limit';
import { clientKey } from '../http/rate-limit-client';
import { RATE_LIMITS } from '../http/rate-limits';
import { parseJson, parseQuery } from '../http/validate';
import { acceptBotCheck, botCheckChallenge } from '../services/identity/bot-check';
import { IDENTITY_MESSAGES, IdentityError } from '../services/identity/errors';
import {
  confirmForgotPassword,
  forgotPassword,
  identityUser,
  initiateAuth,
  respondToChallenge,
  resendCode,
  signUp,
  type Caller,
} from '../services/identity/flows';
import { requireIdentity } from '../services/identity/require-identity';
import { endSession, refreshSession, revokeAllSessions } from '../services/identity/sessions';
import { publicJwks } from '../services/identity/tokens';
import { codeInMessage } from '../services/messages/texts';
import { messageTransport, type MessageTransport } from '../services/messages/transport';
import { noStore } from './vouchers';

/**
 * The identity provider's operations as the store API plays them (11-G35, 11-G42), at IDENTITY_PATHS,
 * and the bot check's challenge (11-G36). Every answer is no-store. Refusals are `{ name, message }`
 * (IdentityError); a body that is not the contract's answers the API's usual 400, except a username
 * that is neither an e-mail nor a phone: InvalidParameterException 'Username should be an email.'
 * (S3 §8.3's mapping). With DEV_ENDPOINTS=1, GET /dev/outbox reads the sent messages (e2e takes its
 * codes there); without it nothing is mounted.
 */
export function identityRoutes(
  database: DatabaseHandle,
  { devEndpoints = false, transport }: { devEndpoints?: boolean; transport?: MessageTransport } = {},
): Hono<AppEnv> {
  const { db } = database;
  const messages = () => transport ?? messageTransport(db);

  const caller = async (c: Context<AppEnv>): Promise<Caller> => ({
    clientKey: clientKey(c),
    botChecked: await acceptBotCheck(db, c.req.header(BOT_CHECK_HEADER)),
  });

  const routes = new Hono<AppEnv>()
    .use('/v1/identity/*', noStore)
    .use(BOT_CHECK_PATH, noStore)
    .get(BOT_CHECK_PATH, rateLimit(database, { ...RATE_LIMITS.botCheckChallengePerClient, key: clientKey }), async (c) =>
      c.json(await botCheckChallenge(db)),
    )
    .post(IDENTITY_PATHS.signUp, async (c) => {
      const body = await parseIdentityBody(c, signUpBodySchema);
      return c.json(signUpAnswerSchema.parse(await signUp(db, body, await caller(c))));
    })
    .post(IDENTITY_PATHS.initiateAuth, async (c) => {
      const body = await parseIdentityBody(c, initiateAuthBodySchema);
      // Only the code flow sends anything, so only it spends a bot-check solution.
      const who = body.flow === 'code' ? await caller(c) : { clientKey: clientKey(c), botChecked: false };
      return c.json(initiateAuthAnswerSchema.parse(await initiateAuth(db, messages(), body, who)));
    })
    .post(IDENTITY_PATHS.respondToChallenge, async (c) => {
      const body = await parseJson(c, respondToChallengeBodySchema);
      const tokens = await respondToChallenge(db, body.session, body.answer, { clientKey: clientKey(c), botChecked: false });
      return c.json(tokensSchema.parse(tokens));
    })
    .post(IDENTITY_PATHS.resendCode, async (c) => {
      const body = await parseJson(c, resendCodeBodySchema);
      return c.json(challengeSchema.parse(await resendCode(db, messages(), body.session, await caller(c))));
    })
    .post(IDENTITY_PATHS.refresh, async (c) => {
      const body = await parseJson(c, refreshBodySchema);
      return c.json(tokensSchema.parse(await refreshSession(db, body.refreshToken)));
    })
    .post(IDENTITY_PATHS.signOut, async (c) => {
      const body = await parseJson(c, signOutBodySchema);
      if (body.global) {
        // Everywhere (11-G9) needs proof of the user: the access token, not just a refresh token.
        const claims = await requireIdentity(c, db, 'access');
        await endSession(db, body.refreshToken);
        await revokeAllSessions(db, claims.sub);
      } else {
        await endSession(db, body.refreshToken);
      }
      return c.body(null, 204);
    })
    .post(IDENTITY_PATHS.forgotPassword, async (c) => {
      const body = await parseIdentityBody(c, forgotPasswordBodySchema);
      return c.json(await forgotPassword(db, messages(), body, await caller(c)));
    })
    .post(IDENTITY_PATHS.confirmForgotPassword, async (c) => {
      const body = await parseIdentityBody(c, confirmForgotPasswordBodySchema);
      await confirmForgotPassword(db, body);
      return c.body(null, 204);
    })
    .get(IDENTITY_PATHS.user, async (c) => {
      const claims = await requireIdentity(c, db, 'access');
      return c.json(identityUserSchema.parse(await identityUser(db, claims.sub)));
    })
    .get(IDENTITY_PATHS.jwks, async (c) => c.json(await publicJwks(db)));

  if (devEndpoints) {
    // e2e only (DEV_ENDPOINTS=1): the messages "sent", newest first, with their code (11-G42).
    const outboxQuery = z.object({ recipient: z.string().min(1).max(200).optional() });
    routes.get('/dev/outbox', async (c) => {
      const { recipient } = parseQuery(c, outboxQuery);
      let query = db.selectFrom('message_outbox').selectAll().orderBy('created_at', 'desc').limit(50);
      if (recipient) query = query.where('recipient', '=', recipient.trim().toLowerCase().startsWith('+') ? recipient.trim() : recipient.trim().toLowerCase());
      const rows = await query.execute();
      c.header('Cache-Control', 'no-store');
      return c.json(
        rows.map((row) =>
          outboxMessageSchema.parse({
            id: row.id,
            channel: row.channel,
            recipient: row.recipient,
            subject: row.subject,
            body: row.body,
            code: codeInMessage(row.body),
            createdAt: row.created_at.toISOString(),
          }),
        ),
      );
    });
  }
  return routes;
}

/**
 * parseJson, with the identity provider's answer for a bad username (S3 §8.3): a phone-looking one is
 * 'Invalid phone number format.', anything else 'Username should be an email.'.
 */
async function parseIdentityBody<S extends z.ZodType>(c: Context<AppEnv>, schema: S): Promise<z.output<S>> {
  try {
    return await parseJson(c, schema);
  } catch (error) {
    if (error instanceof ApiError && error.body.issues.some((issue) => issue.path === 'username')) {
      let username = '';
      try {
        const raw = JSON.parse(await c.req.text()) as { username?: unknown };
        username = typeof raw.username === 'string' ? raw.username.trim() : '';
      } catch {
        username = '';
      }
      if (username === '') throw error;
      const phoneLike = /^\+?[\d\s()-]+$/.test(username);
      throw new IdentityError('InvalidParameterException', phoneLike ? IDENTITY_MESSAGES.phoneFormat : IDENTITY_MESSAGES.usernameEmail);
    }
    throw error;
  }
}
