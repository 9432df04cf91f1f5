import { buildHut, postcodeRecords, type HutInput, type MarketDefaults } from './build';

/**
 * Canada: ca-1 (Ontario and Québec, Eastern time) and ca-2 (British Columbia on Pacific time,
 * Alberta on Mountain time). The Québec huts speak French; Kitsilano is on the bag-fee store list.
 * Phone numbers use the fictional 555-01xx range.
 */

const CA: MarketDefaults = {
  defaultLanguage: 'en-CA',
  test: false,
  closed: false,
  timeZone: 'America/Toronto',
  allowedDisposition: { delivery: true, collection: true },
  minDeliveryOrder: 15,
  minCollectionOrder: 0,
  minDeliveryOrderOverride: null,
  deliverySurcharge: 4.99,
  surcharges: [
    { type: 'DELIVERY', amount: 4.99 },
    { type: 'smallOrderSupplement', amount: 2, threshold: 20 },
  ],
  variableDeliverySurcharges: [
    { minOrderValue: 0, maxOrderValue: 30, deliverySurcharge: 4.99 },
    { minOrderValue: 30, maxOrderValue: 0, deliverySurcharge: 2.99 },
  ],
  supplements: [],
  cashMaximum: 75,
  showNutrition: true,
  supportsGiftCard: false,
  supportedPayment: (['card', 'cash', 'googlePay', 'applePay'] as const).map((type) => ({ type })),
  googlePay: { gateway: 'moneris', merchantId: 'BCR2DN4TCA3K8P2B' },
  applePayMerchantId: 'merchant.com.pizzahut.ca',
  pos: { type: 'sicom' },
  excludedTabs: [],
  bagFeeStore: false,
};

const address = (street: string, postcode: string, city: string, region: string) => ({
  lines: [street, `${city}, ${region} ${postcode}`],
  streetAddress: street,
  postcode,
  region,
  city,
});

const CANADIAN_WEEK = { daily: [['11:00', '23:00']], byDay: { 5: [['11:00', '00:00']], 6: [['11:00', '00:00']] }, prep: 25 } as const;

export const caHuts: HutInput[] = [
  buildHut(CA, {
    id: '4101', sector: 'ca-1', name: 'Toronto - Queen West', phone: '(416) 555-0101',
    address: address('425 Queen St W', 'M5V 2A5', 'Toronto', 'ON'),
    latitude: 43.649, longitude: -79.396, tradezoneId: 'TZ-YYZ-01', ownership: 'equity', deliveryRadiusMetres: 4000,
    week: CANADIAN_WEEK,
  }),
  buildHut(CA, {
    id: '4102', sector: 'ca-1', name: 'Ottawa - ByWard Market', phone: '(613) 555-0102',
    address: address('73 York St', 'K1N 5T2', 'Ottawa', 'ON'),
    latitude: 45.428, longitude: -75.692, tradezoneId: 'TZ-YOW-01', ownership: 'franchise', deliveryRadiusMetres: 4000,
    // Issue 16 (13-G7, 13-G12 pick): Ottawa offers Google Pay with 3-D secure, the Canadian market's hut opt-in.
    supportedPayment: (['card', 'cash', 'googlePay3DS', 'applePay'] as const).map((type) => ({ type })),
    week: CANADIAN_WEEK,
  }),
  buildHut(CA, {
    id: '4103', sector: 'ca-1', name: 'Montréal - Plateau', phone: '(514) 555-0103',
    address: address('4150 Boulevard Saint-Laurent', 'H2W 1Y5', 'Montréal', 'QC'),
    latitude: 45.519, longitude: -73.584, tradezoneId: 'TZ-YUL-01', ownership: 'franchise', deliveryRadiusMetres: 4000,
    defaultLanguage: 'fr-CA',
    week: CANADIAN_WEEK,
  }),
  buildHut(CA, {
    id: '4104', sector: 'ca-1', name: 'Québec - Saint-Roch', phone: '(418) 555-0104',
    address: address('455 Rue Saint-Joseph Est', 'G1K 3B6', 'Québec', 'QC'),
    latitude: 46.813, longitude: -71.224, tradezoneId: 'TZ-YQB-01', ownership: 'franchise', deliveryRadiusMetres: 4000,
    defaultLanguage: 'fr-CA',
    week: CANADIAN_WEEK,
  }),
  buildHut(CA, {
    id: '4201', sector: 'ca-2', name: 'Vancouver - Kitsilano', phone: '(604) 555-0201',
    address: address('2150 W 4th Ave', 'V6K 1N6', 'Vancouver', 'BC'),
    latitude: 49.268, longitude: -123.157, tradezoneId: 'TZ-YVR-01', ownership: 'equity', deliveryRadiusMetres: 4000,
    timeZone: 'America/Vancouver', bagFeeStore: true,
    week: CANADIAN_WEEK,
  }),
  buildHut(CA, {
    id: '4202', sector: 'ca-2', name: 'Burnaby - Metrotown', phone: '(604) 555-0202',
    address: address('4700 Kingsway', 'V5H 4M1', 'Burnaby', 'BC'),
    latitude: 49.226, longitude: -123.003, tradezoneId: 'TZ-YVR-02', ownership: 'franchise', deliveryRadiusMetres: 4000,
    timeZone: 'America/Vancouver',
    week: CANADIAN_WEEK,
  }),
  buildHut(CA, {
    id: '4203', sector: 'ca-2', name: 'Calgary - Beltline', phone: '(403) 555-0203',
    address: address('1010 17 Ave SW', 'T2T 0A5', 'Calgary', 'AB'),
    latitude: 51.038, longitude: -114.085, tradezoneId: 'TZ-YYC-01', ownership: 'franchise', deliveryRadiusMetres: 5000,
    timeZone: 'America/Edmonton',
    week: CANADIAN_WEEK,
  }),
  buildHut(CA, {
    id: '4204', sector: 'ca-2', name: 'Edmonton - Whyte Avenue', phone: '(780) 555-0204',
    address: address('10403 82 Ave NW', 'T6E 2A2', 'Edmonton', 'AB'),
    latitude: 53.518, longitude: -113.497, tradezoneId: 'TZ-YEG-01', ownership: 'franchise', deliveryRadiusMetres: 5000,
    timeZone: 'America/Edmonton',
    week: CANADIAN_WEEK,
  }),
];

export const caPostcodes = postcodeRecords('CA', [
  // Toronto - Queen West (4101)
  ['M5V 2A5', 43.649, -79.396, 'Toronto', ['425 Queen St W', '12 Spadina Ave']],
  ['M5V 3L9', 43.6426, -79.3871, 'Toronto', ['290 Bremner Blvd', '15 York St']],
  ['M6J 1J5', 43.646, -79.413, 'Toronto', ['800 Queen St W', '25 Ossington Ave']],
  ['M5T 2C2', 43.6545, -79.4005, 'Toronto', ['60 Kensington Ave', '200 Baldwin St']],
  // Ottawa - ByWard Market (4102)
  ['K1N 5T2', 45.428, -75.692, 'Ottawa', ['73 York St', '55 ByWard Market Sq']],
  ['K1P 5G4', 45.4215, -75.699, 'Ottawa', ['150 Elgin St', '100 Sparks St']],
  ['K1N 6N5', 45.4231, -75.6831, 'Ottawa', ['75 Laurier Ave E', '40 Somerset St E']],
  ['K2P 1E4', 45.415, -75.695, 'Ottawa', ['300 Bank St']],
  // Montréal - Plateau (4103)
  ['H2W 1Y5', 45.519, -73.584, 'Montréal', ['4150 Boulevard Saint-Laurent', '12 Rue Rachel Est']],
  ['H2T 1S4', 45.523, -73.59, 'Montréal', ['4500 Avenue du Parc', '20 Avenue Laurier Ouest']],
  ['H2X 1Y4', 45.512, -73.57, 'Montréal', ['350 Rue Sherbrooke Est', '1200 Rue Saint-Denis']],
  ['H2J 2M5', 45.527, -73.578, 'Montréal', ['4800 Rue Saint-Denis', '100 Avenue du Mont-Royal Est']],
  // Québec - Saint-Roch (4104)
  ['G1K 3B6', 46.813, -71.224, 'Québec', ['455 Rue Saint-Joseph Est', '300 Boulevard Charest Est']],
  ['G1R 4P5', 46.811, -71.211, 'Québec', ['1000 Rue Saint-Jean', '2 Rue de la Fabrique']],
  ['G1K 7P4', 46.809, -71.218, 'Québec', ['80 Rue Saint-Paul']],
  // Vancouver - Kitsilano (4201)
  ['V6K 1N6', 49.268, -123.157, 'Vancouver', ['2150 W 4th Ave', '1900 Cornwall Ave']],
  ['V6K 2G9', 49.265, -123.168, 'Vancouver', ['2600 W Broadway', '3000 W 4th Ave']],
  ['V6J 1M7', 49.27, -123.145, 'Vancouver', ['1550 W 4th Ave', '1400 Burrard St']],
  ['V6R 1P2', 49.264, -123.185, 'Vancouver', ['4300 W 10th Ave']],
  // Burnaby - Metrotown (4202)
  ['V5H 4M1', 49.226, -123.003, 'Burnaby', ['4700 Kingsway', '6000 McKay Ave']],
  ['V5H 2E5', 49.229, -123.008, 'Burnaby', ['4500 Kingsway']],
  ['V5J 1C6', 49.22, -122.99, 'Burnaby', ['5000 Imperial St']],
  // Calgary - Beltline (4203)
  ['T2T 0A5', 51.038, -114.085, 'Calgary', ['1010 17 Ave SW', '1500 14 St SW']],
  ['T2R 0B4', 51.04, -114.07, 'Calgary', ['1200 4 St SW', '500 12 Ave SW']],
  ['T2P 1J9', 51.046, -114.065, 'Calgary', ['200 8 Ave SW', '335 8 Ave SW']],
  // Edmonton - Whyte Avenue (4204)
  ['T6E 2A2', 53.518, -113.497, 'Edmonton', ['10403 82 Ave NW', '8210 104 St NW']],
  ['T6G 2R3', 53.5232, -113.5263, 'Edmonton', ['8900 114 St NW']],
  ['T6E 4X2', 53.515, -113.485, 'Edmonton', ['9900 80 Ave NW']],
  // Outside every zone: Yellowknife, St. John's, Whitehorse
  ['X1A 2L9', 62.454, -114.3718, 'Yellowknife', ['4910 50 Ave']],
  ['A1C 5M2', 47.5615, -52.7126, "St. John's", ['100 Water St']],
  ['Y1A 1B2', 60.7212, -135.0568, 'Whitehorse', ['2101 2 Ave']],
]);
