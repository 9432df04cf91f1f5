// The signed-in session's duties (11-G26..29, 11-G9, C34, C35): starting a session from tokens, the
// token refresh (one at a time, when 5 minutes or less remain), the throttled account fetch, sign out
// (here or on every device) and the clean logout that keeps the basket and says 'You have been logged
// out.'. Loaded on use: the header and the API client reach it through atoms/identity.ts.
import type { Account, IdentityUser, Tenant, Tokens } from '../api/contract/accounts';
import { bff as bffClient, BffError, type BffClient } from '../api/bff';
import { HttpError } from '../api/http-error';
import { identity as identityClient, IdentityError, isIdentityError, type IdentityClient } from '../api/identity';
import { DEFAULT_IDENTITY, type AuthMethod, type IdentitySlice, type StoredTokens } from '../db/session';
import { i18n } from '../i18n';
import { hashForAnalytics } from '../analytics/hash';
import { track } from '../analytics/track';
import { customerKeyOf, loginMethodOf } from '../domain/analytics/engagement';
import { log } from '../log/logger';
import { identityAtom } from './identity';
import { clearLoyalty } from './loyalty';
import { notify } from './notifications';
import { appStore, type AppStore } from './store';

/** "Session tokens are refreshed when 5 minutes (300000 ms) or less remain" (S3 §4.4, §7.1, §9). */
export const REFRESH_THRESHOLD_MS = 300_000;
/** "Account fetch pause after success | 8000 ms" (S3 §9, 11-G26). */
export const ACCOUNT_FETCH_PAUSE_MS = 8000;
export const LOGGED_OUT_TOPIC = 'logged-out';

export interface SessionDeps {
  store: AppStore;
  identity: IdentityClient;
  bff: BffClient;
  now: () => number;
}

function deps(overrides: Partial<SessionDeps> = {}): SessionDeps {
  return { store: appStore, identity: identityClient, bff: bffClient, now: Date.now, ...overrides };
}

/** True when the tokens have 5 minutes or less left (11-G28). */
export function needsRefresh(tokens: Pick<StoredTokens, 'expiresAt'>, now: number): boolean {
  return tokens.expiresAt - now <= REFRESH_THRESHOLD_MS;
}

export function storedTokens(tokens: Tokens, now: number): StoredTokens {
  return { accessToken: tokens.accessToken, idToken: tokens.idToken, refreshToken: tokens.refreshToken, expiresAt: now + tokens.expiresIn * 1000 };
}

/**
 * Errors that end the session (11-G27): "NotAuthorizedException, UserNotFoundException, 'No current
 * user' and 'not authenticated'", a 401 (S2 §6 "An authorisation failure on profile fetch logs the
 * customer out"), and a BFF answer refusing the token. Anything else (offline, a 500) is only logged.
 */
export function endsSession(error: unknown): boolean {
  if (isIdentityError(error, 'NotAuthorizedException', 'UserNotFoundException')) return true;
  if (error instanceof BffError) return error.unauthorised;
  if (error instanceof HttpError) return error.status === 401;
  return error instanceof Error && /no current user|not authenticated|user does not exist/i.test(error.message);
}

// ── Logout ───────────────────────────────────────────────────────────────────────────────────────

export type LogoutReason = 'sign-out' | 'expired' | 'idle' | 'deleted' | 'kiosk';

/**
 * Clears the identity record (tokens, method, attributes, account) and nothing else: the basket, the
 * order in flight and the settings stay (issue 14 "a 401 on refresh signs out cleanly without losing
 * the basket"). Every logout but a kiosk's wipe says 'You have been logged out.' (S3 §4.4, 11-G27).
 */
export function clearSession(reason: LogoutReason, { store }: Pick<SessionDeps, 'store'> = { store: appStore }): void {
  const wasSignedIn = store.get(identityAtom).tokens !== null;
  store.set(identityAtom, DEFAULT_IDENTITY);
  lastFetch.delete(store);
  clearLoyalty({ store }); // CUSTOMER_LOGOUT clears the Hut Rewards record too (12-G15)
  if (!wasSignedIn || reason === 'kiosk') return;
  notify({ type: 'info', topic: LOGGED_OUT_TOPIC, message: i18n.t('header.loggedOut'), hideShowBasket: true }, store);
}

/**
 * Sign out (11-G9): the provider revokes the refresh token's session family, or with `global` every
 * session of the user ("sign out (including from all devices)", S3 §7.1). The page clears its record
 * even when the call fails (offline): the customer asked to leave.
 */
export async function signOut({ global = false, reason = 'sign-out' }: { global?: boolean; reason?: LogoutReason } = {}, overrides: Partial<SessionDeps> = {}): Promise<void> {
  const d = deps(overrides);
  const tokens = d.store.get(identityAtom).tokens;
  clearSession(reason, d);
  if (!tokens) return;
  try {
    await d.identity.signOut(tokens.refreshToken, global);
  } catch (error) {
    // The local record is gone either way; a revocation that did not reach the server lets the
    // refresh token live out its own life, which the server bounds.
    log.warn('Sign-out did not reach the identity service', { error: String(error), global });
    if (global) throw error;
  }
}

/** Revokes a refresh token whose record is already cleared (the kiosk wipe); failures are only logged. */
export async function revokeRefreshToken(refreshToken: string, overrides: Partial<SessionDeps> = {}): Promise<void> {
  try {
    await deps(overrides).identity.signOut(refreshToken, false);
  } catch (error) {
    log.warn('Revoking a wiped session failed', { error: String(error) });
  }
}

// ── Starting a session ──────────────────────────────────────────────────────────────────────────

/**
 * A successful sign-in: the tokens, the method and the identity attributes (11-G4 "username, email,
 * given_name, family_name, gender, phone number") are stored. The attributes fetch failing leaves
 * the session standing; the account fetch fills the name later.
 */
export async function startSession(tokens: Tokens, method: AuthMethod, tenant: Tenant, overrides: Partial<SessionDeps> = {}): Promise<IdentityUser | null> {
  const d = deps(overrides);
  lastFetch.delete(d.store);
  const stored = storedTokens(tokens, d.now());
  d.store.set(identityAtom, { ...DEFAULT_IDENTITY, tokens: stored, authMethod: method, tenant });
  try {
    const user = await d.identity.user(stored.accessToken);
    d.store.set(identityAtom, (current) => (current.tokens?.accessToken === stored.accessToken ? { ...current, user } : current));
    void trackLogin(user, method, stored.idToken);
    return user;
  } catch (error) {
    if (endsSession(error)) {
      clearSession('expired', d);
      throw error;
    }
    log.warn('Identity attributes not read after sign-in', { error: String(error) });
    void trackLogin(null, method, stored.idToken);
    return null;
  }
}

/** The id token's subject, read without verifying (the server verifies; this only keys analytics). */
function tokenSubject(idToken: string): string | null {
  try {
    const part = idToken.split('.')[1];
    if (!part) return null;
    const claims = JSON.parse(atob(part.replace(/-/g, '+').replace(/_/g, '/'))) as { sub?: unknown };
    return typeof claims.sub === 'string' ? claims.sub : null;
  } catch {
    return null;
  }
}

/**
 * 14-G2 'login' when a sign-in succeeds (every method goes through startSession). The customer travels
 * only as a HashedId of the +91-stripped phone or the subject (14-G11); hashing is async, so it follows.
 */
async function trackLogin(user: IdentityUser | null, method: AuthMethod, idToken: string): Promise<void> {
  try {
    const key = customerKeyOf(user, tokenSubject(idToken));
    if (!key) return;
    track({ type: 'login', method: loginMethodOf(method), customer: await hashForAnalytics(key) });
  } catch (error) {
    log.warn('The login event could not be built', { error: String(error) });
  }
}

// ── Refresh ─────────────────────────────────────────────────────────────────────────────────────

const refreshing = new WeakMap<AppStore, Promise<StoredTokens | null>>();

interface LockManagerLike {
  request<T>(name: string, callback: () => Promise<T>): Promise<T>;
}

/** Tabs of one browser share the refresh token; a rotated token used twice revokes the family (server rule). */
function withTabLock<T>(run: () => Promise<T>): Promise<T> {
  const locks = (globalThis.navigator as { locks?: LockManagerLike } | undefined)?.locks;
  return locks ? locks.request('pizza-identity-refresh', run) : run();
}

/** Another tab may have refreshed while this one waited for the lock: its tokens are in Dexie. */
async function tokensFromOtherTab(): Promise<IdentitySlice | null> {
  try {
    const { loadSlice } = await import('../db/persist');
    return (await loadSlice('identity')).value;
  } catch {
    return null;
  }
}

/**
 * The tokens, refreshed first when 5 minutes or less remain (11-G28). One refresh at a time, per tab
 * (a shared promise) and across tabs (a Web Lock). A refresh refused (NotAuthorizedException,
 * UserNotFoundException, 401) logs the customer out; one that found no network keeps the session
 * and answers the tokens while they still live, else null.
 */
export function ensureFreshTokens(overrides: Partial<SessionDeps> = {}): Promise<StoredTokens | null> {
  const d = deps(overrides);
  const tokens = d.store.get(identityAtom).tokens;
  if (!tokens) return Promise.resolve(null);
  if (!needsRefresh(tokens, d.now())) return Promise.resolve(tokens);
  const running = refreshing.get(d.store);
  if (running) return running;
  const run = withTabLock(async () => {
    const current = d.store.get(identityAtom).tokens;
    if (!current) return null;
    const stored = overrides.store ? null : await tokensFromOtherTab();
    if (stored?.tokens && stored.tokens.refreshToken !== current.refreshToken && !needsRefresh(stored.tokens, d.now())) {
      d.store.set(identityAtom, stored);
      return stored.tokens;
    }
    try {
      const next = storedTokens(await d.identity.refresh(current.refreshToken), d.now());
      d.store.set(identityAtom, (slice) => (slice.tokens?.refreshToken === current.refreshToken ? { ...slice, tokens: next } : slice));
      return next;
    } catch (error) {
      if (endsSession(error)) {
        clearSession('expired', d);
        return null;
      }
      log.warn('Token refresh failed; the session is kept', { error: String(error) });
      return current.expiresAt > d.now() ? current : null;
    }
  }).finally(() => refreshing.delete(d.store));
  refreshing.set(d.store, run);
  return run;
}

/** The id token for an order or payment call (11-G30), refreshed first; null for a guest. */
export async function freshIdToken(overrides: Partial<SessionDeps> = {}): Promise<string | null> {
  return (await ensureFreshTokens(overrides))?.idToken ?? null;
}

/** The access token for the BFF and the profile (11-G29 "only with an access token"), refreshed first. */
export async function freshAccessToken(overrides: Partial<SessionDeps> = {}): Promise<string | null> {
  return (await ensureFreshTokens(overrides))?.accessToken ?? null;
}

// ── Account record ──────────────────────────────────────────────────────────────────────────────

const lastFetch = new WeakMap<AppStore, number>();

export type AccountFetchResult =
  | { status: 'fetched'; account: Account }
  | { status: 'throttled'; account: Account | null }
  | { status: 'not-found' }
  | { status: 'signed-out' }
  | { status: 'failed'; error: unknown };

/**
 * The account record (GraphQL `account`, C32). "After a successful fetch the account fetch is
 * throttled: 8 seconds wait" (11-G26) unless `force`. A missing record ('Not Found') answers
 * not-found (the flow goes to register/details, 11-G4); a refused token logs out (11-G27); other
 * failures keep the saved record (the offline home shows it with its date).
 */
export async function fetchAccount({ force = false }: { force?: boolean } = {}, overrides: Partial<SessionDeps> = {}): Promise<AccountFetchResult> {
  const d = deps(overrides);
  const slice = d.store.get(identityAtom);
  if (!slice.tokens || !slice.tenant) return { status: 'signed-out' };
  const last = lastFetch.get(d.store);
  if (!force && last !== undefined && d.now() - last < ACCOUNT_FETCH_PAUSE_MS) return { status: 'throttled', account: slice.account };
  const token = await freshAccessToken(d);
  if (!token) return { status: 'signed-out' };
  try {
    const account = await d.bff.account(slice.tenant as Tenant, token);
    lastFetch.set(d.store, d.now());
    storeAccount(account, d);
    return { status: 'fetched', account };
  } catch (error) {
    if (error instanceof BffError && error.notFound) return { status: 'not-found' };
    if (endsSession(error)) {
      clearSession('expired', d);
      return { status: 'signed-out' };
    }
    log.warn('Account fetch failed', { error: String(error) });
    return { status: 'failed', error };
  }
}

/** Keeps a fetched or saved record with the time it was read (the offline 'Last updated …'). */
export function storeAccount(account: Account | null, { store, now }: Pick<SessionDeps, 'store' | 'now'> = { store: appStore, now: Date.now }): void {
  store.set(identityAtom, (slice) => (slice.tokens ? { ...slice, account, updatedAt: now() } : slice));
}

/** The app re-checks authentication on mount (11-G26): a refresh when due, then the throttled account fetch. */
export async function recheckSession(overrides: Partial<SessionDeps> = {}): Promise<void> {
  const d = deps(overrides);
  if (!d.store.get(identityAtom).tokens) return;
  const tokens = await ensureFreshTokens(d);
  if (tokens && d.store.get(identityAtom).tenant) await fetchAccount({}, d);
}

export { IdentityError };
