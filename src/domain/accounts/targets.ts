import type { FlagLevel } from '../flags/flags';
import type { Market } from '../markets/ids';

/**
 * Sign-in targets (C49, 11-G1, 11-G25): `signInTarget` = the e-mail-and-password form;
 * `passwordlessSignInTarget` = the market's code sign-in (`/account/signin`; India `/account/otp`, or
 * `/accounts/signin` when that area is on); `loggedInTarget` = the area's home. With the passwordless
 * flag on, the experiment picks per visitor while it is live, and the passwordless target is used
 * outside it; with the flag off, `signInTarget` is used.
 */
export const SIGN_IN_TARGET = '/account/?form=login';

export type AccountArea = 'modern' | 'legacy' | 'accounts';

export interface TargetContext {
  market: Market;
  /** Whether the gated `/accounts/` area (India settings) is on: development, or its flag (11-G18, 14-G17). */
  accountsAreaOn: boolean;
}

/** C31: the area at /account/ is the legacy OTP area in India, the modern one elsewhere. */
export function accountAreaAt(market: Market): Exclude<AccountArea, 'accounts'> {
  return market === 'IN' ? 'legacy' : 'modern';
}

export function signInTarget(): string {
  return SIGN_IN_TARGET;
}

export function passwordlessSignInTarget({ market, accountsAreaOn }: TargetContext): string {
  if (market !== 'IN') return '/account/signin';
  return accountsAreaOn ? '/accounts/signin' : '/account/otp';
}

/** The home of the area a customer signed in with: the modern home, the legacy edit page, or /accounts/. */
export function loggedInTarget(area: AccountArea): string {
  if (area === 'legacy') return '/account/edit';
  if (area === 'accounts') return '/accounts/';
  return '/account/';
}

export interface HeaderTargetContext extends TargetContext {
  passwordlessFlag: boolean;
  /** The visitor's experiment variant while the experiment is live; null outside it. */
  experimentVariant: 'passwordless' | 'password' | null;
}

/** The header's Sign In link (11-G25, C49). */
export function headerSignInTarget(context: HeaderTargetContext): string {
  if (!context.passwordlessFlag) return signInTarget();
  if (context.experimentVariant === 'password') return signInTarget();
  return passwordlessSignInTarget(context);
}

/**
 * India's header 'Register | Sign in' links (11-G25): at development and canary they go to the gated
 * `/accounts/register` and `/accounts/signin`; otherwise to the legacy area (register redirects to otp
 * while no phone is held, 11-G12).
 */
export function indiaHeaderLinks(level: FlagLevel): { register: string; signIn: string } {
  return level === 'development' || level === 'canary'
    ? { register: '/accounts/register', signIn: '/accounts/signin' }
    : { register: '/account/register', signIn: '/account/otp' };
}
