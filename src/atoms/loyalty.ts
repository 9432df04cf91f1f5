// Hut Rewards on the page (issue 15, CHECKLIST-2 §12): the customer's loyalty record (12-G15), who is
// a member (12-G2), the balance, the offline codes (12-G7) and the previous actions (12-G8, 12-G9).
// The record lives in Dexie (db/loyalty.ts, table `loyalty`); this module is light on purpose — the
// header, menus and basket read these atoms at first paint — so the API client, the contract's zod
// schemas and Dexie load on use, through import() (tests/atoms/first-paint-imports.test.ts).
import { atom } from 'jotai';
import type { LoyaltyAccount, OfflineCode } from '../api/contract/loyalty';
import type { LoyaltyClient } from '../api/loyalty';
import type { LoyaltyRecord, OfflineRedemption, PreviousActions } from '../db/loyalty';
import { EMPTY_LOYALTY_RECORD } from '../db/loyalty-default';
import type { LoyaltyMarketId } from '../domain/loyalty';
import { isLoyaltyMember } from '../domain/loyalty/member';
import { marketOfSectorId } from '../domain/markets/facts';
import type { Market } from '../domain/markets/ids';
import { currentIdToken } from '../api/id-token';
import { i18n } from '../i18n';
import { log } from '../log/logger';
import { hutsAtom } from './huts';
import { identityAtom, signedInAtom } from './identity';
import { appStore, type AppStore } from './store';

/** "Account fetch pause after success | 8000 ms" (S3 §9, 11-G26): CUSTOMER_ACCOUNT_FETCH_THROTTLED. */
export const LOYALTY_FETCH_PAUSE_MS = 8000;
/**
 * The provider token an order carries is short-lived (contract): a record older than this is fetched
 * again before its token goes into an order (pick: 5 minutes, the session tokens' refresh margin).
 */
export const LOYALTY_TOKEN_FRESH_MS = 300_000;

export type LoyaltyStatus = 'idle' | 'loading' | 'ready' | 'error';
export type LoyaltyState = LoyaltyRecord & { status: LoyaltyStatus };
export type { LoyaltyRecord, OfflineRedemption, PreviousActions };

/** The record and where its fetch stands. 'error': the last fetch failed; the saved record stays. */
export const loyaltyAtom = atom<LoyaltyState>({ ...EMPTY_LOYALTY_RECORD, status: 'idle' });

/** "A loyalty member is inLoyalty and logged in with a loyalty provider token" (S3 §6, 12-G2). */
export const loyaltyMemberAtom = atom((get) => isLoyaltyMember(get(loyaltyAtom).account, get(signedInAtom)));

/** The member's points (accountBalance); 0 for everyone else. */
export const loyaltyBalanceAtom = atom((get) => (get(loyaltyMemberAtom) ? (get(loyaltyAtom).account?.accountBalance ?? 0) : 0));

export interface LoyaltyDeps {
  store: AppStore;
  client: LoyaltyClient;
  /** The customer's id token, refreshed first (11-G28); null for a guest. */
  idToken: () => Promise<string | null>;
  now: () => number;
  load: () => Promise<LoyaltyRecord>;
  save: (record: LoyaltyRecord) => Promise<void>;
  clear: () => Promise<void>;
}

async function deps(overrides: Partial<LoyaltyDeps> = {}): Promise<LoyaltyDeps> {
  const needsDb = !overrides.load || !overrides.save || !overrides.clear;
  const [api, db] = await Promise.all([overrides.client ? null : import('../api/loyalty'), needsDb ? import('../db/loyalty') : null]);
  return {
    store: appStore,
    client: api?.loyalty as LoyaltyClient,
    // The session's refreshed id token (atoms/id-token-source.ts hands it to the API layer): read
    // from there, as atoms/account-session.ts imports this module for the logout (no cycle).
    idToken: currentIdToken,
    now: Date.now,
    load: () => db!.loadLoyaltyRecord(),
    save: (record) => db!.saveLoyaltyRecord(record),
    clear: () => db!.clearLoyaltyRecord(),
    ...overrides,
  };
}

const loaded = new WeakMap<AppStore, Promise<void>>();
const lastSuccess = new WeakMap<AppStore, number>();
const refreshing = new WeakMap<AppStore, Promise<LoyaltyState>>();

function recordOf(state: LoyaltyState): LoyaltyRecord {
  return { account: state.account, fetchedAt: state.fetchedAt, offlineRedemptions: state.offlineRedemptions, previousActions: state.previousActions };
}

/** The rewards' texts in the page's language (fr for every French variant, else en). */
const pageLang = (): 'en' | 'fr' => (i18n.language?.startsWith('fr') ? 'fr' : 'en');

/** Changes the record and saves it to Dexie; a failed save is only logged (the atom holds the truth now). */
function update(d: LoyaltyDeps, change: (current: LoyaltyState) => LoyaltyState): LoyaltyState {
  d.store.set(loyaltyAtom, change);
  const next = d.store.get(loyaltyAtom);
  d.save(recordOf(next)).catch((error: unknown) => log.warn('Saving the loyalty record failed', { error: String(error) }));
  return next;
}

/**
 * Reads the saved record into the atom once per store (a reload or the offline mode shows the last
 * balance and codes). A record saved by someone no longer signed in is never shown.
 */
export function loadLoyalty(overrides: Partial<LoyaltyDeps> = {}): Promise<void> {
  const store = overrides.store ?? appStore;
  let running = loaded.get(store);
  if (!running) {
    running = (async () => {
      const d = await deps(overrides);
      try {
        const stored = await d.load();
        if (!d.store.get(identityAtom).tokens) return;
        // Only an atom nobody has filled since start-up takes the saved record.
        d.store.set(loyaltyAtom, (current) => (current.fetchedAt === null && current.account === null ? { ...stored, status: current.status } : current));
      } catch (error) {
        log.warn('Reading the loyalty record failed', { error: String(error) });
      }
    })();
    loaded.set(store, running);
  }
  return running;
}

/**
 * The `marketId` of the loyalty calls (12-G15 pick: the market's own id): the localised hut's market,
 * else the market of the tenant the customer signed in with, else `fallback` (the page's language).
 */
export async function loyaltyMarketId(store: AppStore = appStore, fallback: Market | null = null): Promise<LoyaltyMarketId | null> {
  const sector = store.get(hutsAtom).current?.sector;
  const fromHut = sector ? marketOfSectorId(sector) : null;
  let market: Market | null = fromHut;
  const tenant = store.get(identityAtom).tenant;
  if (!market && tenant) {
    const { marketOfTenant } = await import('../domain/markets/config');
    market = marketOfTenant(tenant);
  }
  market ??= fallback;
  if (!market) return null;
  const { loyaltyRuns, LOYALTY_MARKET_IDS } = await import('../domain/loyalty');
  return loyaltyRuns(market) && (LOYALTY_MARKET_IDS as readonly Market[]).includes(market) ? (market as LoyaltyMarketId) : null;
}

/**
 * The customer account record (12-G15, "GET /v2/loyalty/account?marketId=", CUSTOMER_ACCOUNT_FETCH_THROTTLED):
 * after a success the next fetch waits 8000 ms unless `force` (11-G26). One fetch at a time per store.
 * A guest has no record. A failure keeps the saved record and says 'error'.
 */
export async function refreshLoyalty({ force = false, fallbackMarket = null }: { force?: boolean; fallbackMarket?: Market | null } = {}, overrides: Partial<LoyaltyDeps> = {}): Promise<LoyaltyState> {
  const d = await deps(overrides);
  await loadLoyalty(d);
  if (!d.store.get(identityAtom).tokens) return d.store.get(loyaltyAtom);
  const last = lastSuccess.get(d.store);
  if (!force && last !== undefined && d.now() - last < LOYALTY_FETCH_PAUSE_MS) return d.store.get(loyaltyAtom);
  const running = refreshing.get(d.store);
  if (running) return running;
  const run = (async (): Promise<LoyaltyState> => {
    const marketId = await loyaltyMarketId(d.store, fallbackMarket);
    if (!marketId) return d.store.get(loyaltyAtom);
    d.store.set(loyaltyAtom, (current) => ({ ...current, status: 'loading' }));
    try {
      const token = await d.idToken();
      if (!token) {
        d.store.set(loyaltyAtom, (current) => ({ ...current, status: 'idle' }));
        return d.store.get(loyaltyAtom);
      }
      const account = await d.client.account(token, marketId, pageLang());
      lastSuccess.set(d.store, d.now());
      return update(d, (current) => ({ ...current, account, fetchedAt: d.now(), status: 'ready' }));
    } catch (error) {
      // A refused token has already ended the session in the refresh (11-G27); a 401 here with a token
      // just refreshed is the server's doubt about this call only, and keeps the saved record like any failure.
      log.warn('Loyalty account fetch failed', { error: String(error) });
      d.store.set(loyaltyAtom, (current) => ({ ...current, status: 'error' }));
      return d.store.get(loyaltyAtom);
    }
  })().finally(() => refreshing.delete(d.store));
  refreshing.set(d.store, run);
  return run;
}

/**
 * Joining (12-G2 pick: 'Join Hut Rewards' on /hut-rewards with the date of birth, 12-G13). The answer
 * is the new account record. Refusals (UNDER_AGE, INVALID_DATE_OF_BIRTH) are thrown as LoyaltyError.
 */
export async function joinLoyalty(dateOfBirth: string, { fallbackMarket = null }: { fallbackMarket?: Market | null } = {}, overrides: Partial<LoyaltyDeps> = {}): Promise<LoyaltyAccount> {
  const d = await deps(overrides);
  const marketId = await loyaltyMarketId(d.store, fallbackMarket);
  const token = await d.idToken();
  if (!marketId || !token) throw new Error('Joining Hut Rewards needs a signed-in customer in a loyalty market');
  const account = await d.client.join(token, marketId, { dateOfBirth });
  lastSuccess.set(d.store, d.now());
  update(d, (current) => ({ ...current, account, fetchedAt: d.now(), status: 'ready' }));
  return account;
}

/**
 * An offline reward's code for the counter (12-G7, CUSTOMER_ACCOUNT_LOYALTY_OFFLINE_REDEMPTION_FETCH):
 * 'loading', then 'fetched' with the code or 'failed'. A failure keeps the last fetched code, so the
 * counter can still read it on a weak signal.
 */
export async function fetchOfflineCode(redeemableId: string, { fallbackMarket = null }: { fallbackMarket?: Market | null } = {}, overrides: Partial<LoyaltyDeps> = {}): Promise<OfflineRedemption> {
  const d = await deps(overrides);
  await loadLoyalty(d);
  const set = (change: (previous: OfflineRedemption | undefined) => OfflineRedemption) =>
    update(d, (current) => ({ ...current, offlineRedemptions: { ...current.offlineRedemptions, [redeemableId]: change(current.offlineRedemptions[redeemableId]) } }))
      .offlineRedemptions[redeemableId]!;
  set((previous) => ({ ...previous, status: 'loading' }));
  try {
    const marketId = await loyaltyMarketId(d.store, fallbackMarket);
    const token = await d.idToken();
    if (!marketId || !token) throw new Error('An offline code needs a signed-in member');
    const code: OfflineCode = await d.client.offlineCode(token, marketId, redeemableId);
    return set(() => ({ status: 'fetched', code: code.code, redemption_tracking_code: code.redemption_tracking_code, expiresAt: code.expiresAt, fetchedAt: d.now() }));
  } catch (error) {
    log.warn('Offline reward code fetch failed', { error: String(error), redeemableId });
    return set((previous) => ({ ...previous, status: 'failed' }));
  }
}

/** CUSTOMER_LOGOUT clears the record (12-G15): called by the logout path (atoms/account-session.ts). */
export function clearLoyalty(overrides: Partial<Pick<LoyaltyDeps, 'store' | 'clear'>> = {}): void {
  const store = overrides.store ?? appStore;
  store.set(loyaltyAtom, { ...EMPTY_LOYALTY_RECORD, status: 'idle' });
  lastSuccess.delete(store);
  const clear = overrides.clear ?? (async () => (await import('../db/loyalty')).clearLoyaltyRecord());
  clear().catch((error: unknown) => log.warn('Clearing the loyalty record failed', { error: String(error) }));
}

export type PreviousActionName = 'hasAppliedFreeRewardToBasket' | 'hasInteractedWithAccount' | 'freeRewardSeen';

/**
 * The customer's previous actions (S3 §3): `hasAppliedFreeRewardToBasket` (12-G9, C41: set when a
 * reward deal is added, cleared when it is removed or the order is placed), `hasInteractedWithAccount`
 * (visiting /hut-rewards) and 'freeRewardSeen' (`notifications.freeReward.hasSeen`, 12-G8).
 */
export async function setPreviousAction(name: PreviousActionName, value: boolean, overrides: Partial<LoyaltyDeps> = {}): Promise<void> {
  const d = await deps(overrides);
  await loadLoyalty(d);
  update(d, (current) => {
    const actions = current.previousActions;
    const previousActions: PreviousActions =
      name === 'freeRewardSeen'
        ? { ...actions, notifications: { ...actions.notifications, freeReward: { ...actions.notifications.freeReward, hasSeen: value } } }
        : { ...actions, [name]: value };
    return { ...current, previousActions };
  });
}

/**
 * What an order carries (S2 §3 "loyalty {loyaltyProviderAuthToken, points}", 12-G12): for a member
 * only, with the points the basket's rewards use (`usedPoints`, the sum of their `loyaltyPoints`; the
 * server recounts them). A member's order without a reward carries it too, so its points are earned.
 * A record older than 5 minutes is fetched again first; offline, the saved token is sent.
 */
export async function loyaltyOrderFields(usedPoints = 0, overrides: Partial<LoyaltyDeps> = {}): Promise<{ loyaltyProviderAuthToken: string; points: number } | null> {
  const d = await deps(overrides);
  await loadLoyalty(d);
  const fetchedAt = d.store.get(loyaltyAtom).fetchedAt;
  if (d.store.get(identityAtom).tokens && (fetchedAt === null || d.now() - fetchedAt > LOYALTY_TOKEN_FRESH_MS)) await refreshLoyalty({ force: true }, d);
  const state = d.store.get(loyaltyAtom);
  if (!isLoyaltyMember(state.account, d.store.get(signedInAtom)) || !state.account?.loyaltyProviderAuthToken) return null;
  return { loyaltyProviderAuthToken: state.account.loyaltyProviderAuthToken, points: Math.max(0, Math.trunc(usedPoints)) };
}
