import { describe, expect, it } from 'vitest';
import { buildDimensions } from '../../../src/domain/analytics/dimensions';
import { experimentDimensions } from '../../../src/domain/experiments/analytics';

describe('custom dimensions (14-G3)', () => {
  it('fills every numbered slot of a UK delivery order', () => {
    expect(
      buildDimensions({
        hutId: 'uk-test-1',
        platform: 'IOS',
        traceId: 'trace-1',
        etaMinutes: 34.6,
        disposition: 'delivery',
        scheduledFor: new Date('2026-11-26T19:30:00Z'),
        voucherCode: 'pizza50',
        discountIds: ['d-7'],
        paymentType: 'applePay',
        signedIn: true,
        clientId: 'client-1',
        test: false,
        customerType: 'loyalty member',
        sector: 'uk-1',
        surcharges: [{ type: 'delivery', amount: 2.49 }, { type: 'paylater_credit', amount: 1 }],
        language: 'en-GB',
        tip: 1.5,
        deliveryFee: 2.49,
        experiments: experimentDimensions([{ name: 'deal-sorting' }], { 'deal-sorting': 'price' }),
      }),
    ).toEqual({
      dimension1: 'uk-test-1',
      dimension3: 'ios app',
      dimension5: 'trace-1',
      dimension7: '35',
      dimension8: 'delivery',
      dimension9: '2026-11-26T19:30Z',
      dimension10: 'voucher:PIZZA50|discount:d-7',
      dimension11: 'applePay',
      dimension13: 'logged in',
      dimension14: 'client-1',
      dimension18: 'live',
      dimension19: 'loyalty member',
      dimension20: 'uk-1',
      dimension21: 'delivery:2.49|paylater_credit:1.00',
      dimension23: 'en-GB',
      dimension25: 'NA',
      dimension26: 'Tipped',
      dimension32: '2.49',
      dimension30: 'deal-sorting:price',
      dimension34: 'price',
      dimension35: 'NA',
      dimension36: 'NA',
      dimension37: 'NA',
    });
  });

  it("defaults ETA to 'NA' and reads a guest on the web collecting curbside, not tipped", () => {
    const dims = buildDimensions({ platform: 'WEB', signedIn: false, test: true, disposition: 'collection', collectionType: 'CURBSIDE', scheduledFor: null, tip: 0, deliveryFee: 2, surcharges: [] });
    expect(dims).toMatchObject({
      dimension1: 'NA',
      dimension3: 'web',
      dimension7: 'NA',
      dimension9: 'asap',
      dimension10: 'NA',
      dimension13: 'logged out',
      dimension18: 'test',
      dimension19: 'guest',
      dimension21: 'none',
      dimension25: 'CURBSIDE',
      dimension26: 'Not Tipped',
      dimension32: 'NA',
    });
    expect(buildDimensions({ platform: 'ANDROID', signedIn: false, test: false, etaMinutes: null }).dimension7).toBe('NA');
    expect(buildDimensions({ platform: 'ANDROID', signedIn: false, test: false, etaMinutes: Number.NaN }).dimension7).toBe('NA');
    expect(buildDimensions({ platform: 'OTHER', signedIn: false, test: false, disposition: 'collection' }).dimension25).toBe('INSTORE');
  });
});
