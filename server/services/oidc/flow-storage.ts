import { createHash, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Tokens } from '../../../src/api/contract/accounts';
import { accountSettings } from '../../../src/domain/markets';
import type { Market } from '../../../src/domain/markets/ids';
import type { Database } from '../../db';
import type { IdentityProvider } from '../../db/schema-identity';
import { IDENTITY_MESSAGES, IdentityError } from '../identity/errors';
import { startSession } from '../identity/sessions';

/**
 * What social sign-in keeps between its steps (11-G11), in the database, short-lived and single use:
 * the flow (PKCE verifier, state and nonce; only hashes of the state and of the browser's cookie value
 * are stored) from start to callback, and the handoff code from callback to the page's exchange. The
 * browser holds only a random cookie naming its flows.
 */

/** A flow's life: start to callback (the visitor chooses an account and consents in between). */
export const FLOW_SECONDS = 10 * 60;
/** The handoff code's life: callback to the page's exchange call (brief: 2 minutes). */
export const HANDOFF_SECONDS = 2 * 60;
/** The browser's cookie naming its flows: sent only to the federated paths, never readable by scripts. */
export const FLOW_COOKIE = 'federated_flow';
export const FLOW_COOKIE_PATH = '/v1/identity/federated';

export const sha256 = (value: string) => createHash('sha256').update(value).digest('base64url');

export function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

const BROWSER_VALUE = /^[A-Za-z0-9_-]{43}$/;
export const isBrowserValue = (value: string | undefined): value is string => !!value && BROWSER_VALUE.test(value);

/** A browser's cookie value: the one it has (two tabs, two flows), else a new random one. */
export const browserValueFor = (browser: string | undefined): string => (isBrowserValue(browser) ? browser : randomBytes(32).toString('base64url'));

export interface NewFlow {
  state: string;
  browser: string;
  provider: IdentityProvider;
  market: Market;
  issuer: string;
  redirectUri: string;
  codeVerifier: string;
  nonce: string;
  returnTo: string;
}

/** Keeps a started flow for FLOW_SECONDS. */
export async function saveFlow(db: Kysely<Database>, flow: NewFlow): Promise<void> {
  await db
    .insertInto('federated_flows')
    .values({
      state_hash: sha256(flow.state),
      browser_hash: sha256(flow.browser),
      provider: flow.provider,
      tenant: accountSettings(flow.market).tenant,
      market: flow.market,
      issuer: flow.issuer,
      redirect_uri: flow.redirectUri,
      code_verifier: flow.codeVerifier,
      nonce: flow.nonce,
      return_to: flow.returnTo,
      expires_at: new Date(Date.now() + FLOW_SECONDS * 1000),
    })
    .execute();
}

/** The flow a callback's `state` names, used or not (the caller checks whose it is, then claims it). */
export function findFlow(db: Kysely<Database>, state: string) {
  return db.selectFrom('federated_flows').selectAll().where('state_hash', '=', sha256(state)).executeTakeFirst();
}

export type StoredFlow = NonNullable<Awaited<ReturnType<typeof findFlow>>>;

/** Single use: the first callback claims the flow; a replay (or an expired flow) claims nothing. */
export async function claimFlow(db: Kysely<Database>, flow: StoredFlow): Promise<boolean> {
  const claimed = await db
    .updateTable('federated_flows')
    .set({ used_at: new Date() })
    .where('state_hash', '=', flow.state_hash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', new Date())
    .returning('state_hash')
    .executeTakeFirst();
  return claimed !== undefined;
}

/** A handoff code for the signed-in user (HANDOFF_SECONDS, single use), tied to the flow and so to its browser. */
export async function saveHandoff(db: Kysely<Database>, flow: StoredFlow, user: { id: string; username: string }): Promise<string> {
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
  return handoff;
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
