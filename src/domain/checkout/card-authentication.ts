import { PAYER_STEP_UP_TIMEOUT_MS } from './constants';

/**
 * The card authentication flow on the page (spec 2 §3 payment state, §4 "Card 3-D-secure", §8 error
 * keys; checklist 13-G11, 13-G12, 13-G17). Pure rules: the page's atoms hold the state, the sandbox's
 * device-data and step-up frames (server/services/payment-sandbox/payer-auth.ts) feed the events.
 */

/**
 * 13-G11 pick: how long the hidden device-data-collection frame may take before the collection
 * counts as timed out. 10 s is the figure 3-D-secure servers document for their collection step
 * (the issuer's method URL): long enough for a slow mobile network, short enough that a customer
 * is not left looking at a spinner.
 */
export const DEVICE_DATA_COLLECTION_TIMEOUT_MS = 10_000;

/** The step-up challenge's time-out (spec 2 §9: 20 000 ms), re-exported beside its sibling. */
export const STEP_UP_TIMEOUT_MS = PAYER_STEP_UP_TIMEOUT_MS;

/**
 * 13-G17 pick: a Microform-style token is valid for 15 minutes after its tokenValidFrom (the
 * lifetime of a Flex Microform capture context). Older, the framed card field can no longer take
 * the card: the page raises token-expire-error and keeps the basket and the form.
 */
export const MICROFORM_TOKEN_VALIDITY_MS = 15 * 60_000;

/** Where one flow (device data collection or step-up) stands. */
export type AuthStepState = 'idle' | 'running' | 'finished' | 'timed-out' | 'stopped' | 'error';

/** The payment state's card authentication flags (spec 2 §3). */
export interface CardAuthState {
  deviceDataCollection: AuthStepState;
  stepUp: AuthStepState;
  /** Set when preauthorise succeeds (spec 2 §4); every collection or step-up event clears it. */
  waitingOnGateway: boolean;
}

export const INITIAL_CARD_AUTH: CardAuthState = { deviceDataCollection: 'idle', stepUp: 'idle', waitingOnGateway: false };

export type AuthStepEvent = 'start' | 'finish' | 'time-out' | 'stop' | 'error' | 'reset';

export type CardAuthEvent =
  | { type: 'preauthorise-success' }
  | { type: 'device-data'; event: AuthStepEvent }
  | { type: 'step-up'; event: AuthStepEvent };

const STEP_STATE: Record<AuthStepEvent, AuthStepState> = {
  start: 'running',
  finish: 'finished',
  'time-out': 'timed-out',
  stop: 'stopped',
  error: 'error',
  reset: 'idle',
};

/**
 * The flags after one event. "Device data collection and step-up flows start, finish, time out, stop
 * by user, error or reset; all clear waiting-on-gateway" (spec 2 §4); preauthorise success "also
 * sets waiting-on-gateway". A late event of a flow already ended (a frame loading after its
 * time-out) changes nothing: the first ending wins.
 */
export function cardAuthReducer(state: CardAuthState, event: CardAuthEvent): CardAuthState {
  if (event.type === 'preauthorise-success') return { ...state, waitingOnGateway: true };
  const key = event.type === 'device-data' ? 'deviceDataCollection' : 'stepUp';
  const current = state[key];
  const ended = current !== 'idle' && current !== 'running';
  if (ended && event.event !== 'reset' && event.event !== 'start') return state;
  if (current === 'idle' && event.event !== 'start' && event.event !== 'reset') return state;
  return { ...state, [key]: STEP_STATE[event.event], waitingOnGateway: false };
}

/** Whether the page is waiting on the gateway or a running flow (the pay button stays busy). */
export const isAuthenticating = (state: CardAuthState) =>
  state.waitingOnGateway || state.deviceDataCollection === 'running' || state.stepUp === 'running';

/**
 * How a payer-authentication flow ended (spec 2 §4 order flow): completed, or one of the four
 * failures (stopped by user, error, collection time-out, step-up time-out).
 */
export type PayerAuthResult = 'completed' | 'stopped' | 'error' | 'collection-timeout' | 'step-up-timeout';

/** The payment types that authenticate the payer on the page (spec 2 §4: Visa Checkout, Google Pay 3DS). */
export const PAYER_AUTH_TYPES = ['visaCheckout', 'googlePay3DS'] as const;
export type PayerAuthType = (typeof PAYER_AUTH_TYPES)[number];
export const isPayerAuthType = (type: string): type is PayerAuthType => (PAYER_AUTH_TYPES as readonly string[]).includes(type);

/** Error keys (spec 2 §8): which modal shows a failure. */
export const ORDER_ERROR_KEYS = ['authorise-error', 'pre-authorise-error', 'token-expire-error', 'payment-method-selector'] as const;
export type OrderErrorKey = (typeof ORDER_ERROR_KEYS)[number];

/** Error categories (spec 2 §8). */
export const ORDER_ERROR_CATEGORIES = ['unknown', 'payment', 'authentication'] as const;
export type OrderErrorCategory = (typeof ORDER_ERROR_CATEGORIES)[number];

/** The error name a payer-authentication failure is shown with (its own wording, ordererror.*). */
export const PAYER_AUTH_FAILURE_NAME = 'PAYER_AUTH_FAILED';
/** The error name of an expired card-field token (13-G17). */
export const TOKEN_EXPIRED_NAME = 'TOKEN_EXPIRED';

/** Names whose failure is the provider's or the card's: the payment category. */
const PAYMENT_NAMES: ReadonlySet<string> = new Set([
  'CARD_REFUSED',
  'PAYMENT_NOT_COMPLETED',
  'PAYMENT_ALREADY_PROCESSED',
  'INVALID_SIGNATURE',
  'APPLE_PAY_FAILURE',
  'PAYMENT_TYPE_NOT_SUPPORTED',
  'CASH_LIMIT_EXCEEDED',
  'GIFT_CARD_INVALID',
]);

/**
 * 13-G17: "authentication for 3-D secure, payer-auth and token failures; payment for declines and
 * provider errors; unknown otherwise".
 */
export function errorCategory(key: OrderErrorKey, name: string): OrderErrorCategory {
  if (key === 'token-expire-error' || name === PAYER_AUTH_FAILURE_NAME || name === TOKEN_EXPIRED_NAME) return 'authentication';
  if (PAYMENT_NAMES.has(name)) return 'payment';
  return 'unknown';
}

/** The failure a payer-authentication result raises: null for completed, else AuthoriseErrorModal, category authentication. */
export function payerAuthFailure(result: PayerAuthResult): { key: 'authorise-error'; name: typeof PAYER_AUTH_FAILURE_NAME; category: 'authentication'; reason: PayerAuthResult } | null {
  if (result === 'completed') return null;
  return { key: 'authorise-error', name: PAYER_AUTH_FAILURE_NAME, category: 'authentication', reason: result };
}

/** The step-up frame's return (its done page's `status` query) as a result; anything unknown is an error. */
export function stepUpResultOf(status: string | null): PayerAuthResult {
  if (status === 'completed') return 'completed';
  if (status === 'stopped') return 'stopped';
  return 'error';
}

/**
 * 13-G17: a Microform token is expired when now is at or past tokenValidFrom + validity. A missing
 * or unreadable tokenValidFrom counts as expired: the card field cannot be trusted to take the card.
 */
export function isTokenExpired(tokenValidFrom: string | null | undefined, now: number, validityMs = MICROFORM_TOKEN_VALIDITY_MS): boolean {
  if (!tokenValidFrom) return true;
  const from = Date.parse(tokenValidFrom);
  if (Number.isNaN(from)) return true;
  return now >= from + validityMs;
}
