import { describe, expect, it } from 'vitest';
import {
  cardAuthReducer,
  DEVICE_DATA_COLLECTION_TIMEOUT_MS,
  errorCategory,
  INITIAL_CARD_AUTH,
  isAuthenticating,
  isPayerAuthType,
  isTokenExpired,
  MICROFORM_TOKEN_VALIDITY_MS,
  payerAuthFailure,
  STEP_UP_TIMEOUT_MS,
  stepUpResultOf,
  type AuthStepEvent,
  type CardAuthEvent,
  type CardAuthState,
} from '../../../src/domain/checkout/card-authentication';

const run = (events: CardAuthEvent[], from: CardAuthState = INITIAL_CARD_AUTH) => events.reduce(cardAuthReducer, from);

describe('card authentication state (spec 2 §3, §4; 13-G11)', () => {
  it('preauthorise success sets waiting-on-gateway', () => {
    const state = run([{ type: 'preauthorise-success' }]);
    expect(state.waitingOnGateway).toBe(true);
    expect(isAuthenticating(state)).toBe(true);
  });

  const events: AuthStepEvent[] = ['finish', 'time-out', 'stop', 'error', 'reset'];
  for (const flow of ['device-data', 'step-up'] as const) {
    it(`${flow}: start, then every ending, clears waiting-on-gateway`, () => {
      const started = run([{ type: 'preauthorise-success' }, { type: flow, event: 'start' }]);
      expect(started.waitingOnGateway).toBe(false);
      expect(started[flow === 'device-data' ? 'deviceDataCollection' : 'stepUp']).toBe('running');
      for (const event of events) {
        const waiting = { ...started, waitingOnGateway: true };
        const after = cardAuthReducer(waiting, { type: flow, event });
        expect(after.waitingOnGateway, event).toBe(false);
      }
    });
  }

  it('names each ending', () => {
    const start: CardAuthEvent = { type: 'step-up', event: 'start' };
    expect(run([start, { type: 'step-up', event: 'finish' }]).stepUp).toBe('finished');
    expect(run([start, { type: 'step-up', event: 'time-out' }]).stepUp).toBe('timed-out');
    expect(run([start, { type: 'step-up', event: 'stop' }]).stepUp).toBe('stopped');
    expect(run([start, { type: 'step-up', event: 'error' }]).stepUp).toBe('error');
    expect(run([start, { type: 'step-up', event: 'reset' }]).stepUp).toBe('idle');
  });

  it('the first ending wins: a frame loading after its time-out changes nothing', () => {
    const timedOut = run([{ type: 'device-data', event: 'start' }, { type: 'device-data', event: 'time-out' }]);
    expect(cardAuthReducer(timedOut, { type: 'device-data', event: 'finish' })).toBe(timedOut);
    expect(run([{ type: 'device-data', event: 'reset' }], timedOut).deviceDataCollection).toBe('idle');
  });

  it('an ending without a start is ignored', () => {
    expect(cardAuthReducer(INITIAL_CARD_AUTH, { type: 'step-up', event: 'finish' })).toBe(INITIAL_CARD_AUTH);
  });

  it('keeps the flows apart', () => {
    const state = run([{ type: 'device-data', event: 'start' }, { type: 'device-data', event: 'finish' }, { type: 'step-up', event: 'start' }]);
    expect(state).toEqual({ deviceDataCollection: 'finished', stepUp: 'running', waitingOnGateway: false });
    expect(isAuthenticating(state)).toBe(true);
    expect(isAuthenticating(run([{ type: 'step-up', event: 'finish' }], state))).toBe(false);
  });

  it('time-outs: collection 10 s (pick), step-up 20 s (spec 2 §9)', () => {
    expect(DEVICE_DATA_COLLECTION_TIMEOUT_MS).toBe(10_000);
    expect(STEP_UP_TIMEOUT_MS).toBe(20_000);
  });
});

describe('payer authentication results (spec 2 §4; 13-G12)', () => {
  it('completed places; the four others fail with the authorisation modal, category authentication', () => {
    expect(payerAuthFailure('completed')).toBeNull();
    for (const result of ['stopped', 'error', 'collection-timeout', 'step-up-timeout'] as const) {
      expect(payerAuthFailure(result)).toEqual({ key: 'authorise-error', name: 'PAYER_AUTH_FAILED', category: 'authentication', reason: result });
    }
  });

  it("reads the step-up frame's status, unknown as an error", () => {
    expect(stepUpResultOf('completed')).toBe('completed');
    expect(stepUpResultOf('stopped')).toBe('stopped');
    expect(stepUpResultOf('error')).toBe('error');
    expect(stepUpResultOf('success')).toBe('error');
    expect(stepUpResultOf(null)).toBe('error');
  });

  it('visaCheckout and googlePay3DS authenticate the payer; googlePay does not', () => {
    expect(isPayerAuthType('visaCheckout')).toBe(true);
    expect(isPayerAuthType('googlePay3DS')).toBe(true);
    expect(isPayerAuthType('googlePay')).toBe(false);
  });
});

describe('error keys and categories (spec 2 §8; 13-G17)', () => {
  it('authentication for payer-auth and token failures, payment for declines, unknown otherwise', () => {
    expect(errorCategory('authorise-error', 'PAYER_AUTH_FAILED')).toBe('authentication');
    expect(errorCategory('token-expire-error', 'Generic')).toBe('authentication');
    expect(errorCategory('authorise-error', 'CARD_REFUSED')).toBe('payment');
    expect(errorCategory('payment-method-selector', 'PAYMENT_NOT_COMPLETED')).toBe('payment');
    expect(errorCategory('pre-authorise-error', 'HUT_CLOSED')).toBe('unknown');
    expect(errorCategory('pre-authorise-error', 'Generic')).toBe('unknown');
  });

  it('a Microform token expires 15 minutes after tokenValidFrom (pick)', () => {
    const from = '2026-11-26T12:00:00.000Z';
    const start = Date.parse(from);
    expect(MICROFORM_TOKEN_VALIDITY_MS).toBe(900_000);
    expect(isTokenExpired(from, start + MICROFORM_TOKEN_VALIDITY_MS - 1)).toBe(false);
    expect(isTokenExpired(from, start + MICROFORM_TOKEN_VALIDITY_MS)).toBe(true);
    expect(isTokenExpired(undefined, start)).toBe(true);
    expect(isTokenExpired('not a date', start)).toBe(true);
  });
});
