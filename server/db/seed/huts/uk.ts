import { buildHut, postcodeRecords, type HutInput, type MarketDefaults } from './build';

/**
 * United Kingdom: uk-1 (London, the Midlands, the South West) and uk-2 (the North and Scotland).
 * Phone numbers are in Ofcom's drama ranges; the London test hut is open round the clock.
 */

const UK: MarketDefaults = {
  defaultLanguage: 'en-GB',
  test: false,
  closed: false,
  timeZone: 'Europe/London',
  allowedDisposition: { delivery: true, collection: true },
  minDeliveryOrder: 10,
  minCollectionOrder: 0,
  minDeliveryOrderOverride: null,
  deliverySurcharge: 1.99,
  surcharges: [
    { type: 'DELIVERY', amount: 1.99 },
    { type: 'smallOrderSupplement', amount: 1.5, threshold: 15 },
  ],
  variableDeliverySurcharges: [],
  supplements: [
    { lowerThreshold: 0, upperThreshold: 20, price: 1.5, priceForAccountHolder: 1 },
    { lowerThreshold: 20, upperThreshold: 30, price: 0.75, priceForAccountHolder: 0.5 },
  ],
  cashMaximum: 50,
  showNutrition: true,
  supportsGiftCard: true,
  supportedPayment: (['card', 'cash', 'paypal', 'googlePay', 'applePay'] as const).map((type) => ({ type })),
  googlePay: { gateway: 'worldpay', merchantId: 'BCR2DN4TUK7Q2M1A' },
  applePayMerchantId: 'merchant.com.pizzahut.uk',
  pos: { type: 'tillpoint' },
  excludedTabs: [],
  bagFeeStore: false,
};

const address = (street: string, postcode: string, city: string, region: string) => ({
  lines: [street, city],
  streetAddress: street,
  postcode,
  region,
  city,
});

const FRI_SAT_LATE = (close: string) => ({ 5: [['11:00', close]], 6: [['11:00', close]] }) as const;

export const ukHuts: HutInput[] = [
  buildHut(UK, {
    id: '1101', sector: 'uk-1', name: 'London - Camden', phone: '020 7946 0101',
    address: address('186 Camden High Street', 'NW1 8QP', 'London', 'Greater London'),
    latitude: 51.539, longitude: -0.1426, tradezoneId: 'TZ-LON-NORTH', ownership: 'equity', deliveryRadiusMetres: 3500,
    week: { daily: [['11:00', '23:00']], byDay: FRI_SAT_LATE('00:00'), prep: 20 },
  }),
  // Closes at 19:30 on weekdays: ten minutes after the fixed test clock (README).
  buildHut(UK, {
    id: '1102', sector: 'uk-1', name: 'London - City', phone: '020 7946 0102',
    address: address('25 Cheapside', 'EC2V 6AA', 'London', 'Greater London'),
    latitude: 51.5142, longitude: -0.0937, tradezoneId: 'TZ-LON-CITY', ownership: 'equity', deliveryRadiusMetres: 2500,
    week: { daily: [['11:00', '19:30']], byDay: { 0: [['12:00', '18:00']], 6: [['12:00', '18:00']] }, prep: 20 },
  }),
  buildHut(UK, {
    id: '1103', sector: 'uk-1', name: 'London - Brixton', phone: '020 7946 0103',
    address: address('442 Brixton Road', 'SW9 8HE', 'London', 'Greater London'),
    latitude: 51.4627, longitude: -0.1145, tradezoneId: 'TZ-LON-SOUTH', ownership: 'franchise', deliveryRadiusMetres: 3500,
    week: { daily: [['11:00', '23:00']], byDay: FRI_SAT_LATE('01:00'), prep: 25 },
  }),
  buildHut(UK, {
    id: '1104', sector: 'uk-1', name: 'Birmingham - Digbeth', phone: '0121 496 0104',
    address: address('150 Digbeth', 'B5 6DR', 'Birmingham', 'West Midlands'),
    latitude: 52.4755, longitude: -1.886, tradezoneId: 'TZ-BHM-01', ownership: 'franchise', deliveryRadiusMetres: 4000,
    allowedDisposition: { delivery: false, collection: true },
    week: { daily: [['11:30', '22:00']], prep: 20 },
  }),
  buildHut(UK, {
    id: '1105', sector: 'uk-1', name: 'Bristol - Cabot Circus', phone: '0117 496 0105',
    address: address('17 Penn Street', 'BS1 3BX', 'Bristol', 'City of Bristol'),
    latitude: 51.459, longitude: -2.584, tradezoneId: 'TZ-BRS-01', ownership: 'franchise', deliveryRadiusMetres: 4000,
    // 13-G5 (C39): the UK hut that takes pay-later (credit and debit) at the door; 13-G12 pick: it also
    // offers Visa Checkout ('Click to pay'), the UK market's other hut opt-in.
    supportedPayment: (['card', 'visaCheckout', 'cash', 'paypal', 'googlePay', 'applePay', 'paylater_credit', 'paylater_debit'] as const).map((type) => ({ type })),
    week: { daily: [['11:00', '23:00']], prep: 25 },
  }),
  // Asap service stops at 19:00 but orders for later are taken until 22:45 (last slot 22:30): at the
  // fixed test clock (19:20) web asap is closed and web scheduled open (README).
  buildHut(UK, {
    id: '1106', sector: 'uk-1', name: 'London - Shoreditch', phone: '020 7946 0106',
    address: address('92 Kingsland Road', 'E2 8DP', 'London', 'Greater London'),
    latitude: 51.5305, longitude: -0.077, tradezoneId: 'TZ-LON-EAST', ownership: 'franchise', deliveryRadiusMetres: 1200,
    week: { daily: [['11:00', '19:00']], scheduled: { daily: [['11:00', '22:45']] }, prep: 20 },
  }),
  // Listed only for featureRole 'test'; open round the clock so journeys never meet a closed hut.
  buildHut(UK, {
    id: '1199', sector: 'uk-1', name: 'Test Hut - London Bridge', phone: '020 7946 0199',
    address: address('1 Tooley Street', 'SE1 9SG', 'London', 'Greater London'),
    latitude: 51.5045, longitude: -0.0865, tradezoneId: 'TZ-LON-TEST', ownership: 'equity', deliveryRadiusMetres: 2000,
    test: true,
    week: { daily: [['00:00', '24:00']], prep: 20 },
  }),
  buildHut(UK, {
    id: '1201', sector: 'uk-2', name: 'Manchester - Piccadilly', phone: '0161 496 0201',
    address: address('55 Piccadilly', 'M1 2AP', 'Manchester', 'Greater Manchester'),
    latitude: 53.4808, longitude: -2.236, tradezoneId: 'TZ-MAN-01', ownership: 'equity', deliveryRadiusMetres: 4000,
    minDeliveryOrder: 12,
    week: { daily: [['11:00', '23:30']], byDay: FRI_SAT_LATE('02:00'), prep: 25 },
  }),
  buildHut(UK, {
    id: '1202', sector: 'uk-2', name: 'Leeds - Headingley', phone: '0113 496 0202',
    address: address('41 Otley Road', 'LS6 3AB', 'Leeds', 'West Yorkshire'),
    latitude: 53.8206, longitude: -1.5767, tradezoneId: 'TZ-LDS-01', ownership: 'franchise', deliveryRadiusMetres: 3500,
    allowedDisposition: { delivery: true, collection: false },
    week: { daily: [['16:00', '23:00']], prep: 30 },
  }),
  buildHut(UK, {
    id: '1203', sector: 'uk-2', name: 'Glasgow - West End', phone: '0141 496 0203',
    address: address('310 Byres Road', 'G12 8UD', 'Glasgow', 'Glasgow City'),
    latitude: 55.8745, longitude: -4.293, tradezoneId: 'TZ-GLA-01', ownership: 'franchise', deliveryRadiusMetres: 3500,
    closed: true,
    week: { daily: [['11:00', '23:00']], prep: 20 },
  }),
  buildHut(UK, {
    id: '1204', sector: 'uk-2', name: 'Liverpool - Bold Street', phone: '0151 496 0204',
    address: address('72 Bold Street', 'L1 4HR', 'Liverpool', 'Merseyside'),
    latitude: 53.402, longitude: -2.979, tradezoneId: 'TZ-LIV-01', ownership: 'franchise', deliveryRadiusMetres: 3500,
    cashMaximum: 40,
    week: { daily: [['11:00', '23:00']], prep: 20 },
  }),
];

export const ukPostcodes = postcodeRecords('GB', [
  // London - Camden (1101)
  ['NW1 8QP', 51.539, -0.1426, 'London', ['186 Camden High Street', '12 Parkway', '3 Jamestown Road']],
  ['NW5 2HX', 51.5502, -0.1405, 'London', ['240 Kentish Town Road', '15 Leighton Road']],
  ['NW1 6XE', 51.5238, -0.1585, 'London', ['221 Baker Street', '8 Melcombe Street']],
  // London - City (1102); EC3V 3LL and SE1 2UP are also inside the test hut's zone
  ['EC2V 6AA', 51.5142, -0.0937, 'London', ['25 Cheapside', '10 Wood Street']],
  ['EC1A 1BB', 51.5203, -0.0978, 'London', ['1 King Edward Street', '20 Little Britain']],
  ['EC3V 3LL', 51.513, -0.085, 'London', ['39 Cornhill', '4 Lombard Street']],
  ['E1 6QR', 51.5185, -0.072, 'London', ['91 Brick Lane', '2 Hanbury Street']],
  // London - Shoreditch (1106); also inside London - City's zone, but nearer Shoreditch
  ['E2 8DP', 51.5305, -0.077, 'London', ['92 Kingsland Road', '7 Calvert Avenue']],
  ['N1 6HT', 51.529, -0.083, 'London', ['45 Hoxton Street', '12 Pitfield Street']],
  ['E2 7DJ', 51.53, -0.07, 'London', ['10 Columbia Road', '3 Ezra Street']],
  // Test Hut - London Bridge (1199)
  ['SE1 9SG', 51.5045, -0.0865, 'London', ['1 Tooley Street', '32 London Bridge Street']],
  ['SE1 2UP', 51.5035, -0.08, 'London', ['5 Shad Thames', '40 Tower Bridge Road']],
  // London - Brixton (1103)
  ['SW9 8HE', 51.4627, -0.1145, 'London', ['442 Brixton Road', '17 Electric Avenue']],
  ['SW2 1RW', 51.456, -0.116, 'London', ['85 Brixton Hill', '6 Tulse Hill']],
  ['SW4 7AA', 51.462, -0.138, 'London', ['12 Clapham High Street', '3 Venn Street']],
  ['SE5 8RS', 51.474, -0.093, 'London', ['45 Denmark Hill', '9 Camberwell Church Street']],
  // Birmingham - Digbeth (1104)
  ['B5 6DR', 52.4755, -1.886, 'Birmingham', ['150 Digbeth', '7 Floodgate Street']],
  ['B1 1BB', 52.479, -1.902, 'Birmingham', ['2 Victoria Square', '14 Waterloo Street']],
  ['B12 9QD', 52.463, -1.887, 'Birmingham', ['310 Moseley Road', '22 Highgate Road']],
  ['B9 4AA', 52.479, -1.864, 'Birmingham', ['55 Coventry Road', '11 Green Lane']],
  // Bristol - Cabot Circus (1105)
  ['BS1 3BX', 51.459, -2.584, 'Bristol', ['17 Penn Street', '1 Bond Street']],
  ['BS1 5TR', 51.451, -2.596, 'Bristol', ['28 Queen Square', '3 Redcliff Street']],
  ['BS6 5AA', 51.468, -2.59, 'Bristol', ['120 Cheltenham Road', '9 Gloucester Road']],
  // Manchester - Piccadilly (1201)
  ['M1 2AP', 53.4808, -2.236, 'Manchester', ['55 Piccadilly', '12 Newton Street']],
  ['M4 1HN', 53.484, -2.235, 'Manchester', ['33 Oldham Street', '8 Thomas Street']],
  ['M15 4FN', 53.47, -2.248, 'Manchester', ['101 Medlock Street', '6 Hulme Street']],
  ['M13 9PL', 53.4668, -2.2339, 'Manchester', ['300 Oxford Road', '14 Booth Street East']],
  // Leeds - Headingley (1202)
  ['LS6 3AB', 53.8206, -1.5767, 'Leeds', ['41 Otley Road', '2 North Lane']],
  ['LS6 1AN', 53.813, -1.566, 'Leeds', ['60 Woodhouse Lane', '17 Hyde Park Road']],
  ['LS2 9JT', 53.8067, -1.555, 'Leeds', ['5 University Road', '21 Clarendon Road']],
  // Glasgow - West End (1203, closed)
  ['G12 8UD', 55.8745, -4.293, 'Glasgow', ['310 Byres Road', '4 Ashton Lane']],
  ['G11 6PR', 55.871, -4.309, 'Glasgow', ['120 Dumbarton Road', '15 Crawford Street']],
  ['G3 7UL', 55.867, -4.28, 'Glasgow', ['45 Argyle Street', '9 Kelvingrove Street']],
  // Liverpool - Bold Street (1204)
  ['L1 4HR', 53.402, -2.979, 'Liverpool', ['72 Bold Street', '3 Seel Street']],
  ['L1 8JQ', 53.4058, -2.981, 'Liverpool', ['18 Church Street', '6 Lord Street']],
  ['L8 7LX', 53.392, -2.97, 'Liverpool', ['88 Princes Road', '2 Upper Parliament Street']],
  // Outside every zone: Land's End, John o' Groats, and the Girobank code in Bootle (spec 1 §5)
  ['TR19 7AA', 50.0663, -5.7146, 'Penzance', ['1 Sennen Cove Road']],
  ['KW1 4YR', 58.644, -3.07, 'Wick', ['2 County Road']],
  ['GIR 0AA', 53.4472, -2.993, 'Bootle', ['1 Girobank Bridge Road']],
]);
