import { describe, expect, it, vi } from 'vitest';
import { createDeepLinkPort, createEngagementPort } from '../../src/analytics/adapters';
import { hashForAnalytics } from '../../src/analytics/hash';
import { startPush } from '../../src/analytics/push';
import type { ConsentState } from '../../src/domain/analytics/consent';
import type { DataLayerEntry } from '../../src/domain/analytics/data-layer';
import { stripIndiaPrefix } from '../../src/domain/analytics/engagement';
import type { AnalyticsEvent } from '../../src/domain/analytics/events';

// 14-G10, 14-G11 stand-ins: mapped events reach the collector tagged by name, only with consent C0002,
// and the engagement identify carries a hash, never the phone.

const granted: ConsentState = { source: 'banner', groups: ['C0001', 'C0002'] };
const refused: ConsentState = { source: 'banner', groups: ['C0001'] };
const item = { id: 'p1', name: 'Margherita', category: 'pizza', price: 9, quantity: 1 };

function setup(create: typeof createDeepLinkPort, consent: ConsentState = granted) {
  const sent: DataLayerEntry[] = [];
  const port = create({ readConsent: () => consent, readDimensions: () => ({ dimension1: 'hut-1' }), collector: { send: async (e) => void sent.push(e) } });
  return { port, sent };
}

describe('deep-link adapter (14-G10)', () => {
  it('sends mapped events as deep-link:<name> and ignores the rest', () => {
    const { port, sent } = setup(createDeepLinkPort);
    port.track({ type: 'addToCart', item });
    port.track({ type: 'viewCheckout' });
    port.track({ type: 'pageView', path: '/menu', modal: false });
    port.track({ type: 'interaction', interaction: 'menu-tab', value: 'pizzas' });
    expect(sent.map((e) => e.event)).toEqual(['deep-link:ADD_TO_CART', 'deep-link:VIEW_CHECKOUT']);
    expect(sent[0]).toMatchObject({ action: 'addToCart', dimension1: 'hut-1' });
  });

  it('sends nothing without consent C0002', () => {
    const { port, sent } = setup(createDeepLinkPort, refused);
    port.track({ type: 'addToCart', item });
    expect(sent).toEqual([]);
  });

  it('an unknown action is logged, not thrown', () => {
    const { port, sent } = setup(createDeepLinkPort);
    expect(() => port.track({ type: 'nope' } as unknown as AnalyticsEvent)).not.toThrow();
    expect(sent).toEqual([]);
  });
});

describe('engagement adapter (14-G11)', () => {
  it('identifies on login with the hashed, +91-stripped phone, never the raw one', async () => {
    const { port, sent } = setup(createEngagementPort);
    const customer = await hashForAnalytics(stripIndiaPrefix('+91 98765 43210'));
    expect(customer).toBe(await hashForAnalytics('9876543210'));
    expect(customer).toMatch(/^[0-9a-f]{64}$/);
    port.track({ type: 'login', method: 'code', customer });
    expect(sent.map((e) => e.event)).toEqual(['engagement:identify', 'engagement:login']);
    expect(sent[0]).toMatchObject({ customer });
    expect(JSON.stringify(sent)).not.toMatch(/98765/);
  });

  it('tracks the journey events, not page views, and nothing without consent', () => {
    const { port, sent } = setup(createEngagementPort);
    port.track({ type: 'addToCart', item });
    port.track({ type: 'pageView', path: '/', modal: false });
    expect(sent.map((e) => e.event)).toEqual(['engagement:add_to_cart']);
    const denied = setup(createEngagementPort, refused);
    denied.port.track({ type: 'login', method: 'code', customer: 'x'.repeat(64) as never });
    expect(denied.sent).toEqual([]);
  });
});

describe('push stand-in (14-G30)', () => {
  it('off: nothing starts and nothing is logged', () => {
    const logger = { info: vi.fn(), warn: vi.fn() };
    expect(startPush(null, logger)).toBeNull();
    expect(logger.info).not.toHaveBeenCalled();
  });

  it('enabled: a no-op adapter that logs its initialisation without the key', () => {
    const logger = { info: vi.fn(), warn: vi.fn() };
    expect(startPush({ key: 'secret-key', baseUrl: 'https://push.example' }, logger)).toEqual({ enabled: true, baseUrl: 'https://push.example' });
    expect(logger.info).toHaveBeenCalledTimes(1);
    expect(JSON.stringify(logger.info.mock.calls)).not.toContain('secret-key');
  });
});
