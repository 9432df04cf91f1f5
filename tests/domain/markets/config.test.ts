import { describe, expect, it } from 'vitest';
import { CA_MARKET, CA_SECTORS } from '../../../src/domain/markets/records/canada';
import { FR_MARKET, FR_SECTORS } from '../../../src/domain/markets/records/france';
import { IN_MARKET, IN_SECTORS } from '../../../src/domain/markets/records/india';
import { UK_MARKET, UK_SECTORS } from '../../../src/domain/markets/records/uk';
import {
  MARKETS,
  SECTOR_IDS,
  accountSettings,
  clockOf,
  crossSellSectors,
  hutPageDayStartHour,
  initialRoutePath,
  languagesOfMarket,
  marketConfig,
  marketOfSector,
  nearbyHutsLimit,
  parseSector,
  paymentTypesFor,
  regionHasBagFee,
  sectorConfig,
  sectorsOfMarket,
} from '../../../src/domain/markets/index';
import { marketConfigSchema, sectorConfigSchema } from '../../../src/domain/markets/schema';

describe('market and sector records', () => {
  it.each([UK_MARKET, FR_MARKET, IN_MARKET, CA_MARKET])('market $market parses', (record) => {
    expect(marketConfigSchema.safeParse(record).success).toBe(true);
  });

  it.each([...UK_SECTORS, ...FR_SECTORS, ...IN_SECTORS, ...CA_SECTORS])('sector $sector parses', (record) => {
    expect(sectorConfigSchema.safeParse(record).success).toBe(true);
  });

  it('has one record for every market and sector', () => {
    for (const market of MARKETS) expect(marketConfig(market).market).toBe(market);
    for (const sector of SECTOR_IDS) expect(sectorConfig(sector).sector).toBe(sector);
    expect(sectorsOfMarket('UK')).toEqual(['uk-1', 'uk-2']);
    expect(sectorsOfMarket('FR')).toEqual(['fr-1']);
    expect(sectorsOfMarket('IN')).toEqual(['in-1', 'in-2']);
    expect(sectorsOfMarket('CA')).toEqual(['ca-1', 'ca-2']);
    for (const market of MARKETS) expect(sectorsOfMarket(market)).toContain(marketConfig(market).defaultSector);
  });

  describe('refuses a typo loudly', () => {
    const broken = (patch: Record<string, unknown>) => marketConfigSchema.safeParse({ ...UK_MARKET, ...patch }).success;
    it.each([
      ['a lower-case currency code', { currency: { ...UK_MARKET.currency, code: 'gbp' } }],
      ['a symbol position that is no position', { currency: { ...UK_MARKET.currency, symbolPosition: 'left' } }],
      ['a tab that is no tab', { menu: { ...UK_MARKET.menu, tabs: ['deals', 'pizza'] } }],
      ['an initial tab not listed', { menu: { ...UK_MARKET.menu, tabs: ['pizzas'], initialRoute: 'pizzas' } }],
      ['a tab listed twice', { menu: { ...UK_MARKET.menu, tabs: ['deals', 'deals'] } }],
      ['a pattern that does not compile', { postcode: { ...UK_MARKET.postcode, full: '^(GIR' } }],
      ['an example the pattern refuses', { postcode: { ...UK_MARKET.postcode, example: '75001' } }],
      ['a default locale behind an experiment', { locales: [{ locale: 'en-GB', experiment: 'x' }] }],
      ['a default locale not offered', { defaultLocale: 'fr-FR' }],
      ['a payment type that is no type', { payments: { types: ['visa'], hutOptIn: [] } }],
      ['an opt-in type also on for the market', { payments: { types: ['card'], hutOptIn: ['card'] } }],
      ['a prefix other than the country code', { phone: { ...UK_MARKET.phone, defaultPrefix: '+33' } }],
      ['a dine-in link over plain http', { dineIn: { kind: 'booking', url: 'http://example.com/' } }],
      ['a trading-day hour of 24', { tradingDay: { cutoffHour: 24, hutPageStartHour: null } }],
      ['a missing field', { tipping: undefined }],
    ])('%s', (_label, patch) => {
      expect(broken(patch)).toBe(false);
    });

    it('in a sector’s tab rules', () => {
      const [ukOne] = UK_SECTORS;
      expect(sectorConfigSchema.safeParse({ ...ukOne, tabRules: [{ hide: 'always', tab: 'wing' }] }).success).toBe(false);
      expect(sectorConfigSchema.safeParse({ ...ukOne, tabRules: [{ hide: 'sometimes', tab: 'wings' }] }).success).toBe(false);
      expect(
        sectorConfigSchema.safeParse({ ...ukOne, tabRules: [{ hide: 'unless-feature-on', tab: 'melts' }] }).success,
      ).toBe(false);
    });
  });
});

describe('the spec’s values', () => {
  it('India (spec 1 §1, §9; 2 §9; 3 §9)', () => {
    const india = marketConfig('IN');
    expect(india.currency).toEqual({
      code: 'INR',
      symbol: '₹',
      symbolPosition: 'before',
      decimals: { product: 0, basket: 2 },
      smallUnit: null,
    });
    expect(india.defaultLocale).toBe('en-IN');
    expect(india.distanceUnit).toBe('km');
    expect(clockOf('IN')).toBe('12h');
    expect(india.deliveryInstructionsMaxLength).toBe(28);
    expect(india.mapStart.label).toBe('New Delhi');
    expect(india.mapStart.lat).toBeCloseTo(28.61, 2);
    expect(india.mapStart.lng).toBeCloseTo(77.21, 2);
    expect(india.priceRangeLabel).toBe('₹57 - ₹3000');
    expect(india.payments).toEqual({ types: ['razorpay', 'paytm', 'cash'], hutOptIn: ['phone-pe'] });
    expect(india.tipping).toBe(false);
    expect(india.dineIn).toBeNull();
    expect(india.phone.countryCode).toBe('+91');
    expect(india.menu.initialTab).toBe('deals');
  });

  it('currencies, symbols and units per market', () => {
    expect(MARKETS.map((market) => marketConfig(market).currency.code)).toEqual(['GBP', 'EUR', 'INR', 'CAD']);
    expect(marketConfig('FR').currency.symbolPosition).toBe('after');
    expect(marketConfig('UK').currency.smallUnit).toEqual({ symbol: 'p', perUnit: 100 });
    expect(MARKETS.map((market) => marketConfig(market).distanceUnit)).toEqual(['miles', 'km', 'km', 'km']);
    expect(MARKETS.map((market) => marketConfig(market).phone.countryCode)).toEqual(['+44', '+33', '+91', '+1']);
    expect(MARKETS.map((market) => marketConfig(market).country)).toEqual(['GB', 'FR', 'IN', 'CA']);
    for (const market of MARKETS) expect(marketConfig(market).postcode.inputMaxLength).toBe(10);
  });

  it('locales: two in Canada, English in France only behind its experiment', () => {
    expect(marketConfig('CA').locales.map(({ locale }) => locale)).toEqual(['en-CA', 'fr-CA']);
    expect(marketConfig('CA').defaultLocale).toBe('en-CA');
    expect(marketConfig('FR').defaultLocale).toBe('fr-FR');
    expect(marketConfig('FR').locales).toContainEqual({ locale: 'en-FR', experiment: 'english-language-switch' });
    expect(languagesOfMarket('FR')).toBe(languagesOfMarket('FR')); // a stable reference for React
  });

  it('clock per market and language', () => {
    expect(clockOf('UK')).toBe('24h');
    expect(clockOf('FR')).toBe('24h');
    expect(clockOf('CA')).toBe('12h');
    expect(clockOf('CA', 'en-CA')).toBe('12h');
    expect(clockOf('CA', 'fr-CA')).toBe('24h');
  });

  it('trading day: 05:00 cut-off everywhere, India’s hut page from 9 (C10)', () => {
    for (const market of MARKETS) expect(marketConfig(market).tradingDay.cutoffHour).toBe(5);
    expect(hutPageDayStartHour('IN')).toBe(9);
    expect(hutPageDayStartHour('UK')).toBe(5);
    expect(hutPageDayStartHour('CA')).toBe(5);
  });

  it('nearby-huts limit: 4 for in-1, 5 elsewhere (C24, 03-G5)', () => {
    expect(nearbyHutsLimit('in-1')).toBe(4);
    for (const sector of SECTOR_IDS.filter((id) => id !== 'in-1')) expect(nearbyHutsLimit(sector)).toBe(5);
  });

  it('uk-1-only behaviour: cross-sells (C18), priority delivery, switch widget, dealbot after auto-localise (C2)', () => {
    expect(crossSellSectors()).toEqual(['uk-1']);
    const withFeature = (feature: keyof ReturnType<typeof sectorConfig>['features']) =>
      SECTOR_IDS.filter((sector) => sectorConfig(sector).features[feature]);
    expect(withFeature('priorityDelivery')).toEqual(['uk-1']);
    expect(withFeature('switchDisposition')).toEqual(['uk-1']);
    expect(withFeature('dealbotOnAutoLocalise')).toEqual(['uk-1']);
  });

  it('dine-in only as a link, in the UK and France (C4)', () => {
    expect(marketConfig('UK').dineIn?.kind).toBe('booking');
    expect(marketConfig('FR').dineIn?.kind).toBe('external');
    expect(marketConfig('IN').dineIn).toBeNull();
    expect(marketConfig('CA').dineIn).toBeNull();
  });

  it('initial route (03-G2)', () => {
    for (const market of MARKETS) expect(initialRoutePath(market)).toBe('/order/deals/');
  });

  it('no special delivery minimum unless configured (C27)', () => {
    for (const market of MARKETS) expect(marketConfig(market).orderRules.minDeliveryOrderOverride).toBeNull();
  });

  it('tipping off in India only', () => {
    expect(MARKETS.filter((market) => !marketConfig(market).tipping)).toEqual(['FR', 'IN']);
  });
});

describe('accessors', () => {
  it('account settings in the spec’s names, India as spec 3 §2.3', () => {
    expect(accountSettings('IN')).toEqual({
      tenant: '91-ind',
      defaultSector: 'in-1',
      defaultPhonePrefix: '+91',
      phoneRegex: '^[6-9]\\d{9}$',
      localPhonesOnly: true,
      allowAuthWithPhone: true,
      allowAuthWithEmail: false,
      hasAppleSignIn: true,
      hasGoogleSignIn: false,
      hasFacebookSignIn: false,
      marketing: { optInByDefault: false },
    });
  });

  it('marketing: unticked opt-in for UK, FR, IN; opt-out elsewhere (C13)', () => {
    expect(MARKETS.map((market) => marketConfig(market).marketing.consent)).toEqual(['opt-in', 'opt-in', 'opt-in', 'opt-out']);
    expect(MARKETS.map((market) => accountSettings(market).marketing.optInByDefault)).toEqual([false, false, false, true]);
  });

  it('payment types at a hut (C17)', () => {
    expect(paymentTypesFor('IN')).toEqual(['razorpay', 'paytm', 'cash']);
    expect(paymentTypesFor('IN', ['cash', 'phone-pe', 'razorpay'])).toEqual(['razorpay', 'cash', 'phone-pe']);
    expect(paymentTypesFor('IN', ['paytm', 'card'])).toEqual(['paytm']);
    expect(paymentTypesFor('UK', ['card', 'cash', 'phone-pe'])).toEqual(['card', 'cash']);
    expect(paymentTypesFor('FR', [])).toEqual([]);
    expect(paymentTypesFor('FR')).toContain('ticket');
  });

  it('bag fee by Canadian region, by code or name in any case', () => {
    expect(regionHasBagFee('CA', 'NS')).toBe(true);
    expect(regionHasBagFee('CA', 'pe')).toBe(true);
    expect(regionHasBagFee('CA', 'Newfoundland and Labrador')).toBe(true);
    expect(regionHasBagFee('CA', 'ON')).toBe(false);
    expect(regionHasBagFee('CA', '')).toBe(false);
    expect(regionHasBagFee('CA', '__proto__')).toBe(false);
    expect(regionHasBagFee('UK', 'NS')).toBe(false);
  });

  it('sector ids from outside, with the FR_1 alias (C3)', () => {
    expect(parseSector('FR_1')).toBe('fr-1');
    expect(parseSector('ca-2')).toBe('ca-2');
    expect(parseSector('FR-1')).toBeNull();
    expect(parseSector('')).toBeNull();
    expect(parseSector('__proto__')).toBeNull();
    expect(parseSector('constructor')).toBeNull();
    expect(marketOfSector('FR_1')).toBe('FR');
    expect(marketOfSector('toString')).toBeNull();
  });
});
