// The modern passwordless area's shared state and steps (11-G2..G11): which area this is (base path
// and market settings), the code challenge between the contact step and the code step, and the
// sign-in / registration flows of 11-G4 and 11-G5.
import { atom } from 'jotai';
import { createContext, useContext } from 'react';
import type { Challenge, Tenant } from '../../api/contract/accounts';
import { identity, isIdentityError } from '../../api/identity';
import type { AuthMethod } from '../../db/session';
import { randomPassword } from '../../domain/accounts';
import type { AccountSettings } from '../../domain/markets/config';
import type { Market } from '../../domain/markets/ids';

export interface AccountArea {
  /** '/account' or '/accounts' (C31). */
  base: string;
  market: Market;
  settings: AccountSettings;
  tenant: Tenant;
  /**
   * Where a completed sign-in goes: the navigation state 'from' when the customer came from somewhere
   * (checkout's 'Sign in to pay by cash', 11-G33); else `/accounts`' default '/order/deals' (11-G18),
   * or the area's home.
   */
  exitTo: string;
}

export const AccountAreaContext = createContext<AccountArea | null>(null);

export function useAccountArea(): AccountArea {
  const area = useContext(AccountAreaContext);
  if (!area) throw new Error('useAccountArea outside the account area');
  return area;
}

/** The spec's warnings shown on the code step (S3 §8.1). */
export type FlowWarning = 'EXISTS' | 'OTP_NEW_ACCOUNT';

/** A code on its way: kept in memory only; a reload on the code step goes back to the contact step. */
export interface PendingChallenge {
  challenge: Challenge;
  username: string;
  method: Extract<AuthMethod, 'email' | 'sms'>;
  flow: 'signin' | 'register';
  warning: FlowWarning | null;
  /** Epoch ms from which 'Resend' is offered (60 s after sending, 11-G6). */
  resendAt: number;
}

export const pendingChallengeAtom = atom<PendingChallenge | null>(null);

/** "Code resend: a 60-second countdown" (S3 §4.1, §9); the server's resendAfter when it says more. */
export const RESEND_SECONDS = 60;

export function resendAtFrom(challenge: Challenge, now = Date.now()): number {
  return now + Math.max(RESEND_SECONDS, challenge.resendAfter) * 1000;
}

function lang(language: string): 'en' | 'fr' {
  return language.startsWith('fr') ? 'fr' : 'en';
}

interface StartInput {
  username: string;
  method: 'email' | 'sms';
  tenant: Tenant;
  language: string;
}

async function sendCode({ username, tenant, language }: StartInput): Promise<Challenge> {
  const answer = await identity.initiateAuth({ flow: 'code', username, tenant, lang: lang(language) });
  if (!('challenge' in answer)) throw new Error('Expected a code challenge');
  return answer;
}

async function silentSignUp({ username, tenant, language }: StartInput): Promise<void> {
  // C30: secure random, never stored, logged or sent anywhere but this call.
  await identity.signUp({ username, password: randomPassword(crypto), lang: lang(language), tenant, method: 'code' });
}

/**
 * Sign-in (11-G4): a known contact gets a code. An unknown one — the provider answers
 * UserNotFoundException, or NotAuthorizedException as the spec puts it — is registered silently
 * with a random password, gets a code, and the code step warns 'new account' (C30).
 */
export async function startSignIn(input: StartInput): Promise<PendingChallenge> {
  try {
    const challenge = await sendCode(input);
    return { challenge, username: input.username, method: input.method, flow: 'signin', warning: null, resendAt: resendAtFrom(challenge) };
  } catch (error) {
    if (!isIdentityError(error, 'UserNotFoundException', 'NotAuthorizedException')) throw error;
  }
  await silentSignUp(input);
  const challenge = await sendCode(input);
  return { challenge, username: input.username, method: input.method, flow: 'signin', warning: 'OTP_NEW_ACCOUNT', resendAt: resendAtFrom(challenge) };
}

/**
 * Registration (11-G5): a new contact is registered and gets a code (register/otp). One that exists
 * already is flagged ('EXISTS') and signs in instead (signin/otp).
 */
export async function startRegistration(input: StartInput): Promise<PendingChallenge> {
  let exists = false;
  try {
    await silentSignUp(input);
  } catch (error) {
    if (!isIdentityError(error, 'UsernameExistsException')) throw error;
    exists = true;
  }
  const challenge = await sendCode(input);
  return {
    challenge,
    username: input.username,
    method: input.method,
    flow: exists ? 'signin' : 'register',
    warning: exists ? 'EXISTS' : null,
    resendAt: resendAtFrom(challenge),
  };
}
