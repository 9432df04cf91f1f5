// Checkout sign-up (11-G23, S2 §4, S3 §4.3) and the e-mail-and-password sign-up and sign-in that the
// `/account/?form=` forms and in-store sign-up share (11-G19, 11-G24). At the pay click, before
// preauthorise, a customer who gave an e-mail and a password and is not signed in gets an account:
// sign-up (5 calls on TooManyRequestsException, C33, delays capped at 3000 ms), then automatic login;
// an e-mail that already has an account goes straight to the automatic login; if that fails, the
// checkout account modal offers to continue as a guest. Then the profile is saved (names, mobile,
// marketing, C36) and the order carries the new account's id token (api/id-token.ts reads the session).
import { atom } from 'jotai';
import type { CustomerProfileBody, Tenant } from '../api/contract/accounts';
import { bff as bffClient, type BffClient } from '../api/bff';
import { identity as identityClient, isChallenge, isIdentityError, type IdentityClient } from '../api/identity';
import { profile as profileClient, type ProfileClient } from '../api/profile';
import { retry, type RetryOptions } from '../api/retry';
import { normaliseEmail } from '../domain/accounts/email';
import { stripIndiaPrefix } from '../domain/accounts/phones';
import type { Market } from '../domain/markets/ids';
import { log } from '../log/logger';
import { fetchAccount, startSession } from './account-session';
import { identityAtom } from './identity';
import { appStore, type AppStore } from './store';

/** "Sign-up retries up to 5 times on a too-many-requests error, with a maximum timeout of 3000 ms" (S3 §4.3; C33: 5 calls in all). */
export const SIGN_UP_RETRY = { attempts: 5, factor: 2, minTimeout: 500, maxTimeout: 3000 } as const satisfies RetryOptions;

export interface PasswordAccountDeps {
  store: AppStore;
  identity: IdentityClient;
  profile: ProfileClient;
  bff: BffClient;
  retry: Pick<RetryOptions, 'attempts' | 'factor' | 'minTimeout' | 'maxTimeout'>;
}

function deps(overrides: Partial<PasswordAccountDeps> = {}): PasswordAccountDeps {
  return { store: appStore, identity: identityClient, profile: profileClient, bff: bffClient, retry: SIGN_UP_RETRY, ...overrides };
}

export interface PasswordSignUp {
  email: string;
  password: string;
  lang: 'en' | 'fr';
  tenant: Tenant;
}

/** Sign-up with e-mail and password; only TooManyRequestsException is retried (S3 §8.3). Other errors are thrown as they came. */
export async function signUpWithPassword(input: PasswordSignUp, overrides: Partial<PasswordAccountDeps> = {}): Promise<void> {
  const d = deps(overrides);
  const body = { username: normaliseEmail(input.email), password: input.password, lang: input.lang, tenant: input.tenant, method: 'password' as const };
  await retry(() => d.identity.signUp(body), { ...d.retry, shouldRetry: (error) => isIdentityError(error, 'TooManyRequestsException') });
}

/** Sign-in with e-mail and password (`flow: 'password'`, 11-G19), then the session starts. */
export async function signInWithPassword(
  input: { email: string; password: string; tenant: Tenant },
  overrides: Partial<PasswordAccountDeps> = {},
): Promise<void> {
  const d = deps(overrides);
  const answer = await retry(
    () => d.identity.initiateAuth({ flow: 'password', username: normaliseEmail(input.email), password: input.password, tenant: input.tenant }),
    { ...d.retry, shouldRetry: (error) => isIdentityError(error, 'TooManyRequestsException') },
  );
  // A password sign-in answers tokens; a challenge here would be a server fault, not a customer's.
  if (isChallenge(answer)) throw new Error('A password sign-in answered a code challenge');
  await startSession(answer, 'password', input.tenant, { store: d.store, identity: d.identity, bff: d.bff });
}

/**
 * The mobile as the profile keeps it (S2 §4): "India mobile numbers have +91 stripped" (C38); every
 * market drops the separators a customer types. Empty means none.
 */
export function profileMobile(market: Market, phone: string): string {
  const compact = phone.replace(/[\s().-]/g, '');
  return market === 'IN' ? stripIndiaPrefix(compact) : compact;
}

/** The checkout's single name field splits at its first space (pick): 'Ada Lovelace King' → 'Ada' + 'Lovelace King'. */
export function splitName(name: string): { firstName: string; lastName: string } {
  const trimmed = name.trim().replace(/\s+/g, ' ');
  const space = trimmed.indexOf(' ');
  return space < 0 ? { firstName: trimmed, lastName: '' } : { firstName: trimmed.slice(0, space), lastName: trimmed.slice(space + 1) };
}

export interface CheckoutAccountInput {
  market: Market;
  /** The hut's sector: the profile's `x-default-sector`. */
  sector: string;
  tenant: Tenant;
  lang: 'en' | 'fr';
  email: string;
  password: string;
  name: string;
  firstName: string;
  lastName: string;
  phone: string;
  /** The checkout's one marketing box: `marketing.all`, which sets e-mail and SMS alike (C36). */
  marketing: boolean;
}

/** The profile the checkout writes (11-G23 "names, phone/mobile and marketing"; no address). */
export function checkoutProfileBody(input: CheckoutAccountInput): CustomerProfileBody {
  const names = input.firstName.trim() || input.lastName.trim() ? { firstName: input.firstName.trim(), lastName: input.lastName.trim() } : splitName(input.name);
  const mobile = profileMobile(input.market, input.phone);
  return {
    ...(names.firstName ? { firstName: names.firstName } : {}),
    ...(names.lastName ? { lastName: names.lastName } : {}),
    ...(mobile ? { mobile } : {}),
    marketing: { all: input.marketing },
  };
}

export type CheckoutSignUpOutcome = 'skipped' | 'signed-in' | 'failed';

/**
 * The sign-up of the pay click (11-G23). 'skipped': no password or e-mail, or already signed in.
 * 'failed': neither sign-up nor automatic login gave a session (the caller shows the modal or goes on
 * as a guest). A profile save that fails after the session started is only logged: the account exists.
 */
export async function checkoutSignUp(input: CheckoutAccountInput, overrides: Partial<PasswordAccountDeps> = {}): Promise<CheckoutSignUpOutcome> {
  const d = deps(overrides);
  if (input.password === '' || input.email.trim() === '' || d.store.get(identityAtom).tokens !== null) return 'skipped';
  const email = normaliseEmail(input.email);
  try {
    await signUpWithPassword({ email, password: input.password, lang: input.lang, tenant: input.tenant }, d);
  } catch (error) {
    // "If the username already exists, fall back to automatic login."
    if (!isIdentityError(error, 'UsernameExistsException')) {
      log.warn('Checkout sign-up failed', { error: String(error) });
      return 'failed';
    }
  }
  try {
    await signInWithPassword({ email, password: input.password, tenant: input.tenant }, d);
  } catch (error) {
    log.warn('Checkout automatic login failed', { error: String(error) });
    return 'failed';
  }
  const tokens = d.store.get(identityAtom).tokens;
  if (!tokens) return 'failed';
  try {
    await d.profile.save(tokens.accessToken, input.sector, checkoutProfileBody(input));
  } catch (error) {
    log.warn('Checkout profile not saved', { error: String(error) });
  }
  // "Account details are fetched after sign-up"; a failure leaves the session standing.
  await fetchAccount({ force: true }, { store: d.store, identity: d.identity, bff: d.bff }).catch(() => undefined);
  return 'signed-in';
}

/** The checkout account modal is open (11-G23): sign-up and automatic login both failed. */
export const checkoutAccountModalAtom = atom(false);

/**
 * `hasClosedAccountModal` (11-G38): once closed, the modal does not show again for the session. Kept
 * in memory (pick): a tab's life is the session here, and the flag guards a modal, not the customer's data.
 */
export const hasClosedAccountModalAtom = atom(false);
