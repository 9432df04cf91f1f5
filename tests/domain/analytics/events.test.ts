import { describe, expect, it } from 'vitest';
import { analyticsAllowed, consentGatedPort, type ConsentState } from '../../../src/domain/analytics/consent';
import {
  DATA_LAYER_EVENT_NAMES,
  UnknownAnalyticsActionError,
  assertKnownAction,
  dataLayerEventName,
  noopAnalyticsPort,
  type AnalyticsEvent,
  type AnalyticsPort,
} from '../../../src/domain/analytics/events';
import { modalPageViewEvent, pageViewEvent } from '../../../src/domain/analytics/page-view';

describe('the analytics port (14-G1, 14-G2)', () => {
  it('uses the spec’s quoted names exactly', () => {
    expect(dataLayerEventName({ type: 'couponApplied', code: 'PIZZA50' })).toBe('Coupon Applied');
    expect(dataLayerEventName({ type: 'hutClosed', hutId: 'uk-test-1' })).toBe('Hut is closed');
    expect(DATA_LAYER_EVENT_NAMES.purchaseFailed).toBe('purchase-failed');
  });

  it('gives every action its own data-layer name', () => {
    const names = Object.values(DATA_LAYER_EVENT_NAMES);
    expect(new Set(names).size).toBe(names.length);
  });

  it('throws on an unknown action type, accepts a known one (S3 §7.4)', () => {
    expect(() => assertKnownAction({ type: 'viewCheckout' })).not.toThrow();
    expect(() => assertKnownAction({ type: 'LOCALISE_SUCCESS' })).toThrow(UnknownAnalyticsActionError);
    expect(() => assertKnownAction({ type: 'toString' })).toThrow(UnknownAnalyticsActionError);
    expect(() => assertKnownAction({ type: '__proto__' })).toThrow(UnknownAnalyticsActionError);
    expect(() => assertKnownAction({ type: undefined })).toThrow(/unknown analytics action type/);
  });

  it('has a no-op port that accepts events', () => {
    expect(() => noopAnalyticsPort.track({ type: 'viewCheckout' })).not.toThrow();
  });
});

describe('the consent gate (14-G9, C44)', () => {
  const recorder = () => {
    const sent: AnalyticsEvent[] = [];
    const port: AnalyticsPort = { track: (event) => sent.push(event) };
    return { sent, port };
  };

  it('sends nothing before a choice, nothing without C0002, and everything once C0002 is granted', () => {
    let consent: ConsentState = { source: 'banner', groups: null };
    const { sent, port } = recorder();
    const gated = consentGatedPort(port, () => consent);
    gated.track({ type: 'viewCheckout' });
    consent = { source: 'banner', groups: ['C0001', 'C0003', 'C0004'] };
    gated.track({ type: 'viewCheckout' });
    expect(sent).toEqual([]);
    consent = { source: 'banner', groups: ['C0001', 'C0002'] };
    gated.track({ type: 'viewMenu', tab: 'pizzas' });
    expect(sent).toEqual([{ type: 'viewMenu', tab: 'pizzas' }]);
  });

  it('in the app follows the tracking permission: only authorized grants, no answer refuses', () => {
    expect(analyticsAllowed({ source: 'app', status: 'authorized' })).toBe(true);
    for (const status of ['restricted', 'denied', 'unavailable', null] as const) expect(analyticsAllowed({ source: 'app', status })).toBe(false);
  });
});

describe('page views (14-G4)', () => {
  it('omits the query string on checkout and card-details, keeps it elsewhere', () => {
    expect(pageViewEvent('/order/checkout/', '?voucher=X')).toEqual({ type: 'pageView', path: '/order/checkout/', modal: false });
    expect(pageViewEvent('/order/checkout', '?a=1').path).toBe('/order/checkout');
    expect(pageViewEvent('/order/card-details/', '?ref=abc').path).toBe('/order/card-details/');
    expect(pageViewEvent('/order/pizzas/', '?storeId=1').path).toBe('/order/pizzas/?storeId=1');
    expect(pageViewEvent('/order/checkouts/', '?a=1').path).toBe('/order/checkouts/?a=1');
    expect(pageViewEvent('/', '').path).toBe('/');
  });

  it('tracks a modal as an artificial page view under the modal prefix', () => {
    expect(modalPageViewEvent('voucher')).toEqual({ type: 'pageView', path: '/modal/voucher', modal: true });
  });
});
