import { describe, expect, it } from 'vitest';
import { isEnrolledKiosk, KIOSK_DEFAULT_IDLE_SECONDS, kioskDeviceHeaders, kioskStoreId, parseIdleSeconds, parseKioskParams, withoutKioskParams } from '../../../src/domain/kiosk/setting';

// Kiosk mode (issue 07): the kiosk link and the settings screen's idle time.

describe('the kiosk link ?kiosk=SECTOR:HUTID&idle=SECONDS', () => {
  it('reads the hut through the storeId parser, with the default idle time', () => {
    expect(parseKioskParams('?kiosk=uk-1:1101')).toEqual({ sector: 'uk-1', hutId: '1101', idleSeconds: KIOSK_DEFAULT_IDLE_SECONDS });
    expect(KIOSK_DEFAULT_IDLE_SECONDS).toBe(90);
  });

  it('reads the idle seconds, and the sector the way storeId does (FR_1, upper case)', () => {
    expect(parseKioskParams('?kiosk=uk-1:1101&idle=15')).toEqual({ sector: 'uk-1', hutId: '1101', idleSeconds: 15 });
    expect(parseKioskParams('kiosk=FR_1:2101&idle=3600')).toEqual({ sector: 'fr-1', hutId: '2101', idleSeconds: 3600 });
  });

  it('an idle time out of range or not a whole number falls back to the default', () => {
    for (const idle of ['14', '3601', '0', '-20', '30.5', 'abc', '', '1e3']) {
      expect(parseKioskParams(`?kiosk=uk-1:1101&idle=${idle}`)?.idleSeconds, idle).toBe(90);
    }
  });

  it('anything that is not sector:hutId is no kiosk', () => {
    for (const value of ['', 'uk-1', '1101', 'uk:1101', 'uk-1:', ':1101', 'uk-1:11 01', '__proto__', 'uk-1:1101:x']) {
      expect(parseKioskParams(`?kiosk=${encodeURIComponent(value)}`), value).toBeNull();
    }
    expect(parseKioskParams('?storeId=uk-1:1101')).toBeNull();
  });

  it('is stripped from the address, the other parameters kept', () => {
    expect(withoutKioskParams('?kiosk=uk-1:1101&idle=15')).toBe('');
    expect(withoutKioskParams('?lang=fr&kiosk=uk-1:1101&idle=15&utm_source=x')).toBe('?lang=fr&utm_source=x');
    expect(withoutKioskParams('')).toBe('');
  });

  it('shows a stored setting in the same form', () => {
    expect(kioskStoreId({ sector: 'uk-1', hutId: '1101' })).toBe('uk-1:1101');
  });
});

describe('idle seconds from the settings screen', () => {
  it('accepts 15 to 3600 whole seconds', () => {
    expect(parseIdleSeconds('15')).toBe(15);
    expect(parseIdleSeconds(' 90 ')).toBe(90);
    expect(parseIdleSeconds('3600')).toBe(3600);
    for (const bad of ['14', '3601', '9.5', '', null, undefined, '90s', '099999']) expect(parseIdleSeconds(bad), String(bad)).toBeNull();
  });
});

describe('the enrolled kiosk (issue 12: a kiosk is a device, not a claim)', () => {
  const linkOnly = { sector: 'uk-1', hutId: '1101', idleSeconds: 90 };
  const enrolled = { ...linkOnly, deviceId: 'd-1', credential: 'c'.repeat(43) };

  it('only a setting with its credential takes name-only orders and sends the header', () => {
    expect(isEnrolledKiosk(null)).toBe(false);
    expect(isEnrolledKiosk(linkOnly)).toBe(false);
    expect(isEnrolledKiosk({ ...linkOnly, credential: '' })).toBe(false);
    expect(isEnrolledKiosk(enrolled)).toBe(true);
    expect(kioskDeviceHeaders(linkOnly)).toEqual({});
    expect(kioskDeviceHeaders(null)).toEqual({});
    expect(kioskDeviceHeaders(enrolled)).toEqual({ 'x-kiosk-device': 'c'.repeat(43) });
  });
});
