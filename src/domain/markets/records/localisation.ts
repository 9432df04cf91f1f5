import type { Market } from '../ids';
import type { MarketConfigInput } from '../schema';

/**
 * The part of each market record that localisation reads at first paint (src/domain/markets/facts.ts).
 * The full records (uk.ts, france.ts, …) take these values from here, so there is one source, and
 * the home page does not carry the rest of the configuration.
 */
type MarketLocalisation = Pick<
  MarketConfigInput,
  | 'market'
  | 'country'
  | 'defaultSector'
  | 'locales'
  | 'defaultLocale'
  | 'postcode'
  | 'distanceUnit'
  | 'addressSuggestAfterChars'
  | 'dineIn'
> & {
  menu: Pick<MarketConfigInput['menu'], 'initialRoute'>;
  features: Pick<MarketConfigInput['features'], 'forceStreetNumber'>;
};

export const MARKET_LOCALISATION = {
  UK: {
    postcode: {
      // Royal Mail format, incl. GIR 0AA; tested on the upper-cased input with spaces removed
      full:
        '^(?:GIR0AA|[A-PR-UWYZ](?:\\d{1,2}|[A-HK-Y]\\d{1,2}|\\d[A-HJKPSTUW]|[A-HK-Y]\\d[ABEHMNPRV-Y])\\d[ABD-HJLNP-UW-Z]{2})$',
      // ours: the outward code alone ("SW1A", "M1")
      partial: '^(?:GIR|[A-PR-UWYZ](?:\\d{1,2}|[A-HK-Y]\\d{1,2}|\\d[A-HJKPSTUW]|[A-HK-Y]\\d[ABEHMNPRV-Y]))$',
      inputMaxLength: 10,
      example: 'SW1A1AA',
    },
    market: 'UK',
    country: 'GB',
    defaultSector: 'uk-1',
    locales: [{ locale: 'en-GB' }],
    defaultLocale: 'en-GB',
    distanceUnit: 'miles',
    addressSuggestAfterChars: { delivery: 2, collection: 2 },
    dineIn: { kind: 'booking', url: 'https://booking.example.com/uk/dine-in' }, // ours: placeholder booking site
    menu: { initialRoute: 'deals' }, // ours (03-G2)
    features: { forceStreetNumber: false }, // ours: UK localises by postcode
  },
  FR: {
    postcode: {
      full: '^(?:0[1-9]|[1-8]\\d|9[0-8])\\d{3}$', // five digits, a real department first
      partial: '^(?:0[1-9]|[1-8]\\d|9[0-8])\\d{0,2}$', // ours: the department and up to two more digits
      inputMaxLength: 10,
      example: '75001',
    },
    market: 'FR',
    country: 'FR',
    defaultSector: 'fr-1',
    locales: [{ locale: 'fr-FR' }, { locale: 'en-FR', experiment: 'english-language-switch' }],
    defaultLocale: 'fr-FR',
    distanceUnit: 'km',
    addressSuggestAfterChars: { delivery: 2, collection: 2 },
    dineIn: { kind: 'external', url: 'https://restaurants.example.com/fr/sur-place' }, // ours: placeholder site
    menu: { initialRoute: 'deals' }, // ours (03-G2)
    features: { forceStreetNumber: true }, // ours: France localises by street address ranges
  },
  IN: {
    postcode: {
      full: '^[1-9]\\d{5}$', // six-digit PIN code, never starting 0
      partial: '^[1-9]\\d{2,4}$', // ours: "partial postcode digits" read as the first 3 to 5 digits
      inputMaxLength: 10,
      example: '110001',
    },
    market: 'IN',
    country: 'IN',
    defaultSector: 'in-1',
    locales: [{ locale: 'en-IN' }],
    defaultLocale: 'en-IN',
    distanceUnit: 'km',
    addressSuggestAfterChars: { delivery: 2, collection: 2 },
    dineIn: null, // C4
    menu: { initialRoute: 'deals' }, // ours (03-G2)
    features: { forceStreetNumber: false }, // ours
  },
  CA: {
    postcode: {
      full: '^[ABCEGHJ-NPRSTVXY]\\d[ABCEGHJ-NPRSTV-Z]\\d[ABCEGHJ-NPRSTV-Z]\\d$', // A1A 1A1
      partial: '^[ABCEGHJ-NPRSTVXY]\\d[ABCEGHJ-NPRSTV-Z]$', // ours: the forward sortation area
      inputMaxLength: 10,
      example: 'M5V3L9',
    },
    market: 'CA',
    country: 'CA',
    defaultSector: 'ca-1',
    locales: [{ locale: 'en-CA' }, { locale: 'fr-CA' }],
    defaultLocale: 'en-CA',
    distanceUnit: 'km',
    addressSuggestAfterChars: { delivery: 3, collection: 2 },
    dineIn: null, // dine-in only UK and France (spec 1 §6)
    menu: { initialRoute: 'deals' }, // ours (03-G2)
    features: { forceStreetNumber: true }, // ours: Canada delivers to street addresses
  },
} satisfies Record<Market, MarketLocalisation>;

type SectorLocalisation = {
  market: Market;
  nearbyHutsLimit: number;
  features: { switchDisposition: boolean; dealbotOnAutoLocalise: boolean };
};

/** Per sector: what localisation reads. The sector records take `nearbyHutsLimit` and these features from here. */
export const SECTOR_LOCALISATION = {
  'uk-1': { market: 'UK', nearbyHutsLimit: 5, features: { switchDisposition: true, dealbotOnAutoLocalise: true } },
  'uk-2': { market: 'UK', nearbyHutsLimit: 5, features: { switchDisposition: false, dealbotOnAutoLocalise: false } },
  'fr-1': { market: 'FR', nearbyHutsLimit: 5, features: { switchDisposition: false, dealbotOnAutoLocalise: false } },
  'in-1': { market: 'IN', nearbyHutsLimit: 4, features: { switchDisposition: false, dealbotOnAutoLocalise: false } }, // C24
  'in-2': { market: 'IN', nearbyHutsLimit: 5, features: { switchDisposition: false, dealbotOnAutoLocalise: false } },
  'ca-1': { market: 'CA', nearbyHutsLimit: 5, features: { switchDisposition: false, dealbotOnAutoLocalise: false } },
  'ca-2': { market: 'CA', nearbyHutsLimit: 5, features: { switchDisposition: false, dealbotOnAutoLocalise: false } },
} satisfies Record<string, SectorLocalisation>;
