import { describe, expect, it, vi } from 'vitest';
import {
  applePayDisplayName,
  applePayMerchantIdentifier,
  applePayRequest,
  compareVersions,
  appVersionFromUserAgent,
  googlePayRequest,
  readWalletPayload,
  skipsGooglePayShippingCheck,
  walletLocale,
  GOOGLE_MERCHANT_ID_MISSING,
  WALLET_PAYLOAD_RETRY_MS,
  type WalletMarketFacts,
} from '../../../src/domain/checkout';

const UK: WalletMarketFacts = { country: 'GB', currency: 'GBP', locale: 'en-GB', decimals: 2 };
const CANADA_FR: WalletMarketFacts = { country: 'CA', currency: 'CAD', locale: 'fr-CA', decimals: 2 };
const SETTINGS = { gateway: 'worldpay', merchantId: 'BCR2DN4T123' };

describe('googlePayRequest (spec 2 §5; 13-G14, 13-G21)', () => {
  it('is API 2.0 with the market country and currency and a FINAL total', () => {
    const { environment, request } = googlePayRequest({ market: UK, testHut: false, settings: SETTINGS, amountDue: 23.5 });
    expect(environment).toBe('PRODUCTION');
    expect(request.apiVersion).toBe(2);
    expect(request.apiVersionMinor).toBe(0);
    expect(request.transactionInfo).toEqual({ countryCode: 'GB', currencyCode: 'GBP', totalPriceStatus: 'FINAL', totalPrice: '23.50' });
    expect(request.merchantInfo.merchantId).toBe('BCR2DN4T123');
    expect(request.allowedPaymentMethods[0]?.tokenizationSpecification.parameters).toEqual({ gateway: 'worldpay', gatewayMerchantId: 'BCR2DN4T123' });
  });

  it('uses the Canadian currency for a Canadian hut, never GBP (C16)', () => {
    const { request } = googlePayRequest({ market: CANADA_FR, testHut: false, settings: SETTINGS, amountDue: 10 });
    expect(request.transactionInfo.countryCode).toBe('CA');
    expect(request.transactionInfo.currencyCode).toBe('CAD');
  });

  it('talks to TEST for a test hut, which may go without a merchant id', () => {
    const { environment, request } = googlePayRequest({ market: UK, testHut: true, settings: null, amountDue: 5 });
    expect(environment).toBe('TEST');
    expect(request.merchantInfo.merchantId).toBeUndefined();
  });

  it.each([null, { gateway: 'worldpay', merchantId: '  ' }])('throws the spec error in production without a merchant id (%j)', (settings) => {
    expect(() => googlePayRequest({ market: UK, testHut: false, settings, amountDue: 5 })).toThrow(GOOGLE_MERCHANT_ID_MISSING);
    expect(GOOGLE_MERCHANT_ID_MISSING).toBe('google merchant id missing in production');
  });
});

describe('the Google Pay shipping-postcode check is skipped (S2 §5; 13-G14)', () => {
  it.each([
    [{ testHut: true, development: false, localisedBySearch: false }, true],
    [{ testHut: false, development: true, localisedBySearch: false }, true],
    [{ testHut: false, development: false, localisedBySearch: true }, true],
    [{ testHut: false, development: false, localisedBySearch: false }, false],
  ])('%j → %s', (input, skipped) => expect(skipsGooglePayShippingCheck(input)).toBe(skipped));
});

describe('Apple Pay request and merchant (13-G13, 14-G26)', () => {
  it('omits TIP and zero lines and uses the market currency', () => {
    const request = applePayRequest({
      market: CANADA_FR,
      displayName: 'Pizza Hut Toronto',
      lines: [
        { label: 'Pepperoni', amount: 12 },
        { label: 'TIP', amount: 2 },
        { label: 'Delivery', amount: 0 },
      ],
      amountDue: 14,
    });
    expect(request.currencyCode).toBe('CAD');
    expect(request.countryCode).toBe('CA');
    expect(request.lineItems).toEqual([{ label: 'Pepperoni', amount: '12.00' }]);
    expect(request.total).toEqual({ label: 'Pizza Hut Toronto', amount: '14.00' });
  });

  it('names the brand and the hut', () => {
    expect(applePayDisplayName('Camden')).toBe('Pizza Hut Camden');
    expect(applePayDisplayName(' ')).toBe('Pizza Hut');
  });

  it('maps apps up to 3.0.90 to the market legacy merchant, later apps and the web to the hut', () => {
    const hutMerchantId = 'merchant.com.pizzahut.uk';
    expect(applePayMerchantIdentifier({ hutMerchantId, country: 'GB', appVersion: '3.0.90' })).toBe('merchant.com.pizzahut.uk.app');
    expect(applePayMerchantIdentifier({ hutMerchantId, country: 'GB', appVersion: '2.9' })).toBe('merchant.com.pizzahut.uk.app');
    expect(applePayMerchantIdentifier({ hutMerchantId, country: 'GB', appVersion: '3.0.91' })).toBe(hutMerchantId);
    expect(applePayMerchantIdentifier({ hutMerchantId, country: 'GB', appVersion: null })).toBe(hutMerchantId);
    expect(applePayMerchantIdentifier({ hutMerchantId, country: 'GB', appVersion: 'beta' })).toBe(hutMerchantId);
    expect(applePayMerchantIdentifier({ hutMerchantId: null, country: 'IN', appVersion: null })).toBeNull();
  });

  it('reads the app version from the wrapper user agent', () => {
    expect(appVersionFromUserAgent('Mozilla/5.0 (iPhone) AppleWebKit/605 PizzaHutApp/3.0.90')).toBe('3.0.90');
    expect(appVersionFromUserAgent('Mozilla/5.0 (iPhone) AppleWebKit/605 Safari/604.1')).toBeNull();
  });

  it('compares versions by number', () => {
    expect(compareVersions('3.0.9', '3.0.90')).toBe(-1);
    expect(compareVersions('3.1', '3.0.90')).toBe(1);
    expect(compareVersions('3.0.90', '3.0.90')).toBe(0);
  });

  it('writes locales the wallet way', () => expect(walletLocale('fr-CA')).toBe('fr_CA'));
});

describe('readWalletPayload (S2 §4, §5, §8; 13-G16)', () => {
  it('reads an empty Apple Pay payload again after 1 s', async () => {
    const wait = vi.fn(async () => {});
    const read = vi.fn().mockReturnValueOnce(null).mockReturnValueOnce({ token: 't' });
    await expect(readWalletPayload('applePay', read, wait)).resolves.toEqual({ token: 't' });
    expect(wait).toHaveBeenCalledWith(WALLET_PAYLOAD_RETRY_MS);
    expect(read).toHaveBeenCalledTimes(2);
  });

  it('throws "missing applePay state" when still empty', async () => {
    await expect(readWalletPayload('applePay', () => ({}), async () => {})).rejects.toThrow('missing applePay state');
  });

  it('reads Google Pay and PayPal once', async () => {
    const wait = vi.fn(async () => {});
    await expect(readWalletPayload('googlePay', () => null, wait)).rejects.toThrow('missing googlePay state');
    await expect(readWalletPayload('paypal', () => undefined, wait)).rejects.toThrow('missing paypal state');
    expect(wait).not.toHaveBeenCalled();
  });
});
