import { atom, type Getter, type Setter } from 'jotai';
import type { PreauthoriseResponse } from '../api/contract/orders';
import {
  cardAuthReducer,
  DEVICE_DATA_COLLECTION_TIMEOUT_MS,
  INITIAL_CARD_AUTH,
  payerAuthFailure,
  STEP_UP_TIMEOUT_MS,
  stepUpResultOf,
  type CardAuthEvent,
  type PayerAuthResult,
  type PayerAuthType,
} from '../domain/checkout/card-authentication';
import { log } from '../log/logger';
import { orderAtom } from './checkout';
import { currentHutAtom } from './huts';
import { showOrderError } from './order-error';
import { failOrderAtom } from './order-fail';

/**
 * The payer-authentication flow on the checkout page (issue 16, 13-G11, 13-G12; spec 2 §3, §4): after
 * preauthorise, Visa Checkout ('Click to pay') and Google Pay 3DS collect device data in a hidden frame,
 * ask POST /v1/payment-providers/payer-auth-check, and show the issuer's step-up challenge in a frame
 * when it is required. Completed places the order; stopped by user, error, collection time-out and
 * step-up time-out fail with the authorisation modal (category authentication), basket and form kept.
 * In memory only: a reload mid-flow starts the payment again.
 */

const cardAuthStateAtom = atom(INITIAL_CARD_AUTH);
/** The payment state's card authentication flags (spec 2 §3). */
export const cardAuthAtom = atom((get) => get(cardAuthStateAtom));
export const dispatchCardAuthAtom = atom(null, (get, set, event: CardAuthEvent) => set(cardAuthStateAtom, cardAuthReducer(get(cardAuthStateAtom), event)));

/** "Visa checkout … submitting flags set on start and cleared on complete, cancel or error" (spec 2 §4). */
const submittingAtom = atom(false);
export const payerAuthSubmittingAtom = atom((get) => get(submittingAtom));

/** The frame the page shows: hidden device-data collection, or the visible step-up challenge. */
export interface PayerAuthFrame {
  kind: 'device-data' | 'step-up';
  url: string;
  /** Called by the frame with the `data-payer-auth` value its page ended on (null: unreadable). */
  settle: (status: string | null) => void;
}
const frameAtom = atom<PayerAuthFrame | null>(null);
export const payerAuthFrameAtom = atom((get) => get(frameAtom));

/** The sandbox 3-D-secure server's pages (server/services/payment-sandbox/payer-auth.ts), as Microform's card field is built. */
const sandboxPath = (transactionId: string, step: 'device-data' | 'step-up', reply: string) =>
  `/sandbox/payer-auth/${encodeURIComponent(transactionId)}/${step}?token=${encodeURIComponent(reply)}`;

/** Waits for the frame to settle, or for its time-out; the frame is removed either way. */
function runFrame(set: Setter, kind: PayerAuthFrame['kind'], url: string, timeoutMs: number): Promise<string | null | 'timeout'> {
  return new Promise((resolve) => {
    let done = false;
    const finish = (value: string | null | 'timeout') => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      set(frameAtom, null);
      resolve(value);
    };
    const timer = setTimeout(() => finish('timeout'), timeoutMs);
    set(frameAtom, { kind, url, settle: finish });
  });
}

async function authenticate(get: Getter, set: Setter, answer: PreauthoriseResponse, paymentType: PayerAuthType): Promise<PayerAuthResult> {
  const reply = answer.payerAuthReply ?? '';
  const dispatch = (event: CardAuthEvent) => set(dispatchCardAuthAtom, event);
  // Device data collection: the hidden frame's load is "finished" (the sandbox's profile.completed).
  dispatch({ type: 'device-data', event: 'start' });
  const collected = await runFrame(set, 'device-data', sandboxPath(answer.transactionId, 'device-data', reply), DEVICE_DATA_COLLECTION_TIMEOUT_MS);
  if (collected === 'timeout') {
    dispatch({ type: 'device-data', event: 'time-out' });
    return 'collection-timeout';
  }
  if (collected !== 'profile.completed') {
    dispatch({ type: 'device-data', event: 'error' });
    return 'error';
  }
  dispatch({ type: 'device-data', event: 'finish' });
  const hut = get(currentHutAtom);
  const { payerAuthCheck } = await import('../api/orders');
  const check = await payerAuthCheck({
    transactionId: answer.transactionId,
    paymentType,
    hut: { id: hut?.id ?? '', sector: hut?.sector ?? 'uk-1', isTest: hut?.test ?? false },
    payerAuthReply: reply,
    ...(paymentType === 'visaCheckout' ? { visaCheckoutApiKey: answer.visaCheckoutApiKey ?? '' } : { googlePay: { payerAuthReply: reply } }),
  });
  if (!check.ok) {
    log.warn('Payer auth check failed', check.kind === 'refused' ? check.error : check.cause);
    return 'error';
  }
  if (!check.answer.isStepUpRequired) return 'completed';
  dispatch({ type: 'step-up', event: 'start' });
  const stepped = await runFrame(set, 'step-up', sandboxPath(answer.transactionId, 'step-up', reply), STEP_UP_TIMEOUT_MS);
  if (stepped === 'timeout') {
    dispatch({ type: 'step-up', event: 'time-out' });
    return 'step-up-timeout';
  }
  const result = stepUpResultOf(stepped);
  dispatch({ type: 'step-up', event: result === 'completed' ? 'finish' : result === 'stopped' ? 'stop' : 'error' });
  return result;
}

/**
 * Runs the flow after a preauthorise that answered a payer auth reply: true when the payer is
 * authenticated (the caller places), false after the failure is shown.
 */
export async function runPayerAuthentication(get: Getter, set: Setter, answer: PreauthoriseResponse, paymentType: PayerAuthType): Promise<boolean> {
  set(submittingAtom, true);
  set(dispatchCardAuthAtom, { type: 'preauthorise-success' });
  let result: PayerAuthResult;
  try {
    result = await authenticate(get, set, answer, paymentType);
  } catch (error) {
    log.error('Payer authentication could not run', error);
    result = 'error';
  } finally {
    set(submittingAtom, false);
    set(frameAtom, null);
  }
  const failure = payerAuthFailure(result);
  if (!failure) return true;
  log.warn('Payer authentication failed', { reason: failure.reason, category: failure.category });
  set(failOrderAtom);
  showOrderError(set, failure.key, failure.name, get(orderAtom), failure.reason);
  return false;
}

/** Closing the challenge is "stopped by user". */
export const stopPayerAuthAtom = atom(null, (get) => get(frameAtom)?.settle('stopped'));
