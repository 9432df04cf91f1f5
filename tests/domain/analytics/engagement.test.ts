import { describe, expect, it } from 'vitest';
import { ENGAGEMENT_IDENTIFY, engagementEventName, stripIndiaPrefix } from '../../../src/domain/analytics/engagement';
import { pushConfig } from '../../../src/domain/analytics/push';

describe('14-G11: "The India phone prefix +91 is stripped for engagement tracking"', () => {
  it.each([
    ['+91 98765 43210', '9876543210'],
    ['+91-98765-43210', '9876543210'],
    ['+919876543210', '9876543210'],
    ['0091 98765 43210', '9876543210'],
    ['98765 43210', '9876543210'],
  ])('%s → %s', (raw, stripped) => expect(stripIndiaPrefix(raw)).toBe(stripped));

  it('leaves other countries’ prefixes alone (only India’s is stripped)', () => {
    expect(stripIndiaPrefix('+44 7700 900123')).toBe('+447700900123');
    expect(stripIndiaPrefix('+1 (514) 555-0199')).toBe('+15145550199');
  });

  it('tracks the journey events and nothing else', () => {
    expect(engagementEventName({ type: 'addToCart', item: { id: 'p1', name: 'Margherita', category: 'pizza', price: 9, quantity: 1 } })).toBe('engagement:add_to_cart');
    expect(engagementEventName({ type: 'pageView', path: '/', modal: false })).toBeNull();
    expect(ENGAGEMENT_IDENTIFY).toBe('engagement:identify');
  });
});

describe('14-G30: push messaging config', () => {
  it('is off by default in every market', () => {
    for (const market of ['UK', 'FR', 'IN', 'CA'] as const) expect(pushConfig(market, 'any-hut')).toBeNull();
  });

  it('a hut or market with a key and an https base URL enables it; a missing key or http does not', () => {
    const on = { key: 'k1', baseUrl: 'https://push.example' };
    expect(pushConfig('UK', 'h1', { h1: on })).toEqual(on);
    expect(pushConfig('UK', 'h2', {}, { UK: on, FR: null, IN: null, CA: null })).toEqual(on);
    expect(pushConfig('UK', 'h1', { h1: { key: ' ', baseUrl: 'https://push.example' } })).toBeNull();
    expect(pushConfig('UK', 'h1', { h1: { key: 'k', baseUrl: 'http://push.example' } })).toBeNull();
    expect(pushConfig('UK', 'h1', { h1: { key: 'k', baseUrl: 'not a url' } })).toBeNull();
  });
});
