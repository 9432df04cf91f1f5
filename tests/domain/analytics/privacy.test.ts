import { describe, expect, it } from 'vitest';
import type { AnalyticsEvent } from '../../../src/domain/analytics/events';
import { REDACTED, hashId, scrubEvent } from '../../../src/domain/analytics/privacy';

const reverseHasher = (raw: string) => `h:${[...raw].reverse().join('')}`;

describe('no personal data in events', () => {
  it('redacts an e-mail smuggled into a free value, and a phone number', () => {
    const smuggled: AnalyticsEvent = { type: 'couponApplied', code: 'ada.lovelace@example.com' };
    const { event, redacted } = scrubEvent(smuggled);
    expect(event).toEqual({ type: 'couponApplied', code: REDACTED });
    expect(redacted).toEqual(['code']);
    expect(JSON.stringify(event)).not.toContain('@');
    expect(scrubEvent({ type: 'interaction', interaction: 'language-switch', value: '+44 7700 900123' }).event).toEqual({ type: 'interaction', interaction: 'language-switch', value: REDACTED });
    expect(scrubEvent({ value: '07700900123' }).event).toEqual({ value: REDACTED });
  });

  it('drops personal keys a cast slips in, however deep', () => {
    const cast = { type: 'login', method: 'password', customer: 'h:1', email: 'a@b.co', profile: { firstName: 'Ada', phone_number: '123', address: { street: '1 Main St' } } };
    const { event, redacted } = scrubEvent(cast);
    expect(event).toEqual({ type: 'login', method: 'password', customer: 'h:1', profile: {} });
    expect(redacted).toEqual(['email', 'profile.firstName', 'profile.phone_number', 'profile.address']);
  });

  it('leaves a clean payload alone: product names, prices, order ids, hut ids', () => {
    const clean = { type: 'addToCart', item: { id: 'pz-1', name: 'Pepperoni', category: 'pizzas', price: 12.99, quantity: 2 }, orderId: '12345678', hut: 'uk-test-1', at: '2026-11-26T19:30Z' };
    expect(scrubEvent(clean)).toEqual({ event: clean, redacted: [] });
  });

  it('keeps a __proto__ key as data, never as the prototype', () => {
    const hostile = JSON.parse('{"type":"viewCheckout","__proto__":{"polluted":true}}') as object;
    const { event } = scrubEvent(hostile);
    expect(Object.getPrototypeOf(event)).toBe(Object.prototype);
    expect((event as { polluted?: boolean }).polluted).toBeUndefined();
  });

  it('hashes ids with the injected hasher, and refuses a hasher that returns the raw id', () => {
    expect(hashId(reverseHasher, 'cust-42')).toBe('h:24-tsuc');
    expect(() => hashId((raw) => raw, 'cust-42')).toThrow(/unchanged/);
  });
});
