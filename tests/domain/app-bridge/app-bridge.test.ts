import { describe, expect, it } from 'vitest';
import {
  appSessionPrefill,
  appTrackingMessage,
  decommissionVariant,
  detectApp,
  deviceTypeOf,
  parseAppMessage,
  trackingEnabled,
  WEB_APP_INFO,
} from '../../../src/domain/app-bridge';

const BROWSER_UA = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/126.0';
const ANDROID_UA = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) Chrome/126.0 PizzaHutApp/4.2.1';
const IPHONE_UA = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) PizzaHutApp/3.0.12';

describe('detectApp (14-G21)', () => {
  it('is the web in a browser with no marker and no host', () => {
    expect(detectApp({ search: '', userAgent: BROWSER_UA, hostPresent: false, saved: null })).toEqual(WEB_APP_INFO);
  });

  it('reads platform, app id and version from the opening query', () => {
    const info = detectApp({ search: '?app=ios&appId=com.pizzahut.uk&appVersion=5.1.0', userAgent: BROWSER_UA, hostPresent: false, saved: null });
    expect(info).toEqual({ platform: 'IOS', isMobileApp: true, appId: 'com.pizzahut.uk', appVersion: '5.1.0' });
    expect(deviceTypeOf(info)).toBe('ios app');
  });

  it('app=true is OTHER, and OTHER reads as web for dimension 3', () => {
    const info = detectApp({ search: '?app=true', userAgent: BROWSER_UA, hostPresent: false, saved: null });
    expect(info.platform).toBe('OTHER');
    expect(info.isMobileApp).toBe(true);
    expect(deviceTypeOf(info)).toBe('web');
  });

  it('a host without the query reads the platform and version from the user agent', () => {
    expect(detectApp({ search: '', userAgent: ANDROID_UA, hostPresent: true, saved: null })).toMatchObject({ platform: 'ANDROID', appVersion: '4.2.1', isMobileApp: true });
    expect(detectApp({ search: '', userAgent: IPHONE_UA, hostPresent: true, saved: null })).toMatchObject({ platform: 'IOS', appVersion: '3.0.12' });
    expect(detectApp({ search: '', userAgent: BROWSER_UA, hostPresent: true, saved: null }).platform).toBe('OTHER');
  });

  it('keeps what the visit settled on once the address has lost its query', () => {
    const first = detectApp({ search: '?app=android&appId=com.pizzahut.uk.v2&appVersion=3.0.1', userAgent: BROWSER_UA, hostPresent: false, saved: null });
    expect(detectApp({ search: '?lang=fr', userAgent: BROWSER_UA, hostPresent: false, saved: first })).toEqual(first);
  });

  it("reads the host object's own properties when the address has none (a reload inside the app)", () => {
    const hostInfo = { platform: 'ios', appId: 'com.pizzahut.ca.v2', appVersion: '3.0.80' };
    expect(detectApp({ search: '', userAgent: ANDROID_UA, hostPresent: true, hostInfo, saved: null })).toEqual({ platform: 'IOS', isMobileApp: true, appId: 'com.pizzahut.ca.v2', appVersion: '3.0.80' });
    // The address still wins over the host.
    expect(detectApp({ search: '?appId=com.pizzahut.uk', userAgent: ANDROID_UA, hostPresent: true, hostInfo, saved: null }).appId).toBe('com.pizzahut.uk');
    expect(detectApp({ search: '', userAgent: ANDROID_UA, hostPresent: true, hostInfo: { appId: 42 }, saved: null }).appId).toBeNull();
  });

  it('ignores an app id or version that is not one', () => {
    const info = detectApp({ search: '?app=android&appId=%3Cscript%3E&appVersion=latest', userAgent: BROWSER_UA, hostPresent: false, saved: null });
    expect(info.appId).toBeNull();
    expect(info.appVersion).toBeNull();
  });
});

describe('the app messages (14-G23, 14-G25)', () => {
  it('reads each tracking-permission answer, and only authorized enables tracking', () => {
    for (const status of ['authorized', 'restricted', 'denied', 'unavailable'] as const) {
      expect(parseAppMessage({ source: 'pizzahut-app', type: 'tracking-permission', status })).toEqual({ type: 'tracking-permission', status });
      expect(trackingEnabled(status)).toBe(status === 'authorized');
    }
    expect(trackingEnabled(null)).toBe(false);
  });

  it('ignores messages from anything but the app, and unknown statuses', () => {
    expect(parseAppMessage({ type: 'tracking-permission', status: 'authorized' })).toBeNull();
    expect(parseAppMessage({ source: 'pizzahut-app', type: 'tracking-permission', status: 'yes' })).toBeNull();
    expect(parseAppMessage('{"type":"tracking-permission"}')).toBeNull();
    expect(parseAppMessage({ source: 'pizzahut-app', type: 'tracking-permission', status: 'authorized', extra: 1 })).toBeNull();
  });

  it('reads an app session', () => {
    const message = parseAppMessage({ source: 'pizzahut-app', type: 'app-session', loginToken: 't', accountInfo: { email: 'a@b.c', firstName: 'Ann', lastName: 'Lee', phone: '07700900123' } });
    expect(message).toEqual({ type: 'app-session', loginToken: 't', accountInfo: { email: 'a@b.c', firstName: 'Ann', lastName: 'Lee', phone: '07700900123' } });
    expect(parseAppMessage({ source: 'pizzahut-app', type: 'app-session', loginToken: '', accountInfo: {} })).toBeNull();
  });
});

describe('Canada tracking events (14-G27)', () => {
  it('sends the deep-link map events to the app in Canada only', () => {
    const event = { type: 'login' } as Parameters<typeof appTrackingMessage>[1];
    expect(appTrackingMessage('CA', event)).toEqual({ type: 'tracking-event', name: 'LOGIN', event });
    expect(appTrackingMessage('UK', event)).toBeNull();
    expect(appTrackingMessage('CA', { type: 'pageView' } as Parameters<typeof appTrackingMessage>[1])).toBeNull();
  });
});

describe('decommission (14-G24)', () => {
  it('opens hard for a retired id, soft for one on its way out, not at all otherwise', () => {
    expect(decommissionVariant('com.pizzahut.uk.legacy')).toBe('hard');
    expect(decommissionVariant('com.pizzahut.uk.v2')).toBe('soft');
    expect(decommissionVariant('com.pizzahut.uk')).toBeNull();
    expect(decommissionVariant(null)).toBeNull();
    expect(decommissionVariant('toString')).toBeNull();
  });
});

describe('app-session prefill (14-G25)', () => {
  const empty = { email: '', name: '', firstName: '', lastName: '', phone: '' };
  const info = { email: 'ann@example.com', firstName: 'Ann', lastName: 'Lee', phone: '+919876543210' };

  it('fills the empty fields; India phones lose +91 (C38)', () => {
    expect(appSessionPrefill(empty, info, 'IN')).toEqual({ email: 'ann@example.com', name: 'Ann Lee', firstName: 'Ann', lastName: 'Lee', phone: '9876543210' });
    expect(appSessionPrefill(empty, info, 'UK').phone).toBe('+919876543210');
  });

  it('never overwrites what the customer typed', () => {
    const patch = appSessionPrefill({ ...empty, email: 'typed@example.com', phone: '07700900000' }, info, 'UK');
    expect(patch).toEqual({ name: 'Ann Lee', firstName: 'Ann', lastName: 'Lee' });
    expect(appSessionPrefill({ email: 'x@y.z', name: 'X', firstName: 'X', lastName: 'Y', phone: '1' }, info, 'UK')).toEqual({});
  });
});
