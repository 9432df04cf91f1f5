// The legacy India area's account-info record (11-G17, S3 §3, §4.4): "verifiedToken, phone, loginToken,
// accountInfo", with the actions "set verified token (phone read from the token), set login token, set
// or clear account info, clear all", persisted on each change. It lives in Dexie (IndexedDB, like every record of the app),
// one row of table `legacyAccount`, and lasts until log out (C34).
import { z } from 'zod';
import { legacyCustomerSchema } from '../api/contract/account-records';
import { log } from '../log/logger';
import { openDatabase } from './database';

const RECORD_KEY = 'current';

export const legacyAccountSchema = z.object({
  verifiedToken: z.string().nullable(),
  phone: z.string().nullable(),
  loginToken: z.string().nullable(),
  accountInfo: legacyCustomerSchema.nullable(),
  /**
   * The redirect-to-checkout state (11-G12, 11-G33): set when sign-in starts from checkout, so that
   * after login or registration the customer goes back to /order/checkout/ instead of /.
   */
  redirectToCheckout: z.boolean().default(false),
});
export type LegacyAccount = z.infer<typeof legacyAccountSchema>;

export const EMPTY_LEGACY_ACCOUNT: LegacyAccount = {
  verifiedToken: null,
  phone: null,
  loginToken: null,
  accountInfo: null,
  redirectToCheckout: false,
};

/** The claims of a token, read without checking its signature: the server is the judge of that. */
export function readTokenClaims(token: string): Record<string, unknown> | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(payload.length / 4) * 4, '=');
    const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
    const claims: unknown = JSON.parse(new TextDecoder().decode(bytes));
    return typeof claims === 'object' && claims !== null ? (claims as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** Whether a token's `exp` has passed (a token without one never expires here). */
export function tokenExpired(token: string, now = Date.now()): boolean {
  const exp = readTokenClaims(token)?.exp;
  return typeof exp === 'number' && exp * 1000 <= now;
}

export async function loadLegacyAccount(): Promise<LegacyAccount> {
  const db = await openDatabase();
  const record = await db.legacyAccount.get(RECORD_KEY);
  if (!record) return EMPTY_LEGACY_ACCOUNT;
  const parsed = legacyAccountSchema.safeParse(record.value);
  if (parsed.success) return parsed.data;
  // STYLE rule 5: a damaged record is dropped with a log; the customer signs in again.
  log.warn('Stored legacy account no longer matches its schema: dropped');
  await db.legacyAccount.delete(RECORD_KEY);
  return EMPTY_LEGACY_ACCOUNT;
}

type Listener = (account: LegacyAccount) => void;
const listeners = new Set<Listener>();

/** Called after every change of the record (the header's India greeting follows it, 11-G25). */
export function onLegacyAccountChange(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function changed(account: LegacyAccount): LegacyAccount {
  for (const listener of listeners) listener(account);
  return account;
}

async function update(change: (current: LegacyAccount) => LegacyAccount): Promise<LegacyAccount> {
  const db = await openDatabase();
  const next = await db.transaction('rw', db.legacyAccount, async () => {
    const record = await db.legacyAccount.get(RECORD_KEY);
    const parsed = legacyAccountSchema.safeParse(record?.value);
    const value = change(parsed.success ? parsed.data : EMPTY_LEGACY_ACCOUNT);
    await db.legacyAccount.put({ key: RECORD_KEY, value, updatedAt: Date.now() });
    return value;
  });
  return changed(next);
}

/** "set verified token (phone read from the token)": the stand-in's verified token carries `phone_number` (11-G42). */
export function setVerifiedToken(token: string): Promise<LegacyAccount> {
  const phone = readTokenClaims(token)?.phone_number;
  return update((current) => ({ ...current, verifiedToken: token, phone: typeof phone === 'string' ? phone : current.phone }));
}

export function setLoginToken(token: string | null): Promise<LegacyAccount> {
  return update((current) => ({ ...current, loginToken: token }));
}

export function setAccountInfo(accountInfo: LegacyAccount['accountInfo']): Promise<LegacyAccount> {
  return update((current) => ({ ...current, accountInfo }));
}

/** Checkout's 'Sign in to pay by cash' link sets this before sending an Indian customer to /account/otp (11-G33). */
export function setRedirectToCheckout(on: boolean): Promise<LegacyAccount> {
  return update((current) => ({ ...current, redirectToCheckout: on }));
}

/** "clear all" (11-G12 logout). */
export async function clearLegacyAccount(): Promise<void> {
  const db = await openDatabase();
  await db.legacyAccount.delete(RECORD_KEY);
  changed(EMPTY_LEGACY_ACCOUNT);
}

/**
 * The login token for the order calls' id-token header (11-G30), or null when there is none or it has
 * expired. Storage failures count as signed out: a guest order must never be blocked by them.
 */
export async function legacyLoginToken(now = Date.now()): Promise<string | null> {
  try {
    const { loginToken } = await loadLegacyAccount();
    return loginToken && !tokenExpired(loginToken, now) ? loginToken : null;
  } catch (error) {
    log.warn('Reading the legacy login token failed', error);
    return null;
  }
}
