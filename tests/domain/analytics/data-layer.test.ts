import { describe, expect, it } from 'vitest';
import { dataLayerEntry } from '../../../src/domain/analytics/data-layer';
import { deepLinkEventName } from '../../../src/domain/analytics/deep-link';
import { UnknownAnalyticsActionError } from '../../../src/domain/analytics/events';
import { REDACTED } from '../../../src/domain/analytics/privacy';

describe('the data-layer entry (14-G1, 14-G3)', () => {
  it('is flat: event name, action, payload and dimensions', () => {
    expect(dataLayerEntry({ type: 'couponApplied', code: 'PIZZA50' }, { dimension1: 'uk-test-1', dimension7: 'NA' })).toEqual({
      entry: { event: 'Coupon Applied', action: 'couponApplied', code: 'PIZZA50', dimension1: 'uk-test-1', dimension7: 'NA' },
      redacted: [],
    });
  });

  it('throws on an unknown action before anything is built', () => {
    expect(() => dataLayerEntry({ type: 'SOMETHING_ELSE' })).toThrow(UnknownAnalyticsActionError);
  });

  it('scrubs a smuggled e-mail and cannot be renamed or overwrite a dimension by a payload key', () => {
    const action = { type: 'interaction', interaction: 'language-switch', value: 'me@example.com', event: 'purchase', dimension18: 'live' };
    const { entry, redacted } = dataLayerEntry(action, { dimension18: 'test' });
    expect(entry.event).toBe('interaction');
    expect(entry.value).toBe(REDACTED);
    expect(redacted).toEqual(['value']);
    // A payload key cannot pass test traffic off as live (14-G7).
    expect(entry.dimension18).toBe('test');
    expect(entry.action).toBe('interaction');
  });
});

describe('the deep-link event map (14-G10)', () => {
  it('maps the spec’s events and screen loads, and nothing else', () => {
    expect(deepLinkEventName({ type: 'couponApplied', code: 'X' })).toBe('ADD_COUPON');
    expect(deepLinkEventName({ type: 'purchaseFailed', currency: 'GBP', revenue: 1, code: 'E', transaction: {} as never })).toBe('PURCHASE_FAILURE');
    expect(deepLinkEventName({ type: 'viewMenu', tab: 'drinks' })).toBe('VIEW_MENU');
    expect(deepLinkEventName({ type: 'hutClosed', hutId: 'h' })).toBeNull();
    expect(deepLinkEventName({ type: 'pageView', path: '/', modal: false })).toBeNull();
  });
});
