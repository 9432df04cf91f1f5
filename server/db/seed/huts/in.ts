import { buildHut, postcodeRecords, type HutInput, type MarketDefaults } from './build';

/**
 * India: in-1 (Delhi NCR, Mumbai, Bengaluru) and in-2 (Pune, Hyderabad, Chennai, Kolkata). in-2 is a
 * known sector without dine-in, like every Indian hut (C4). Most huts trade until 01:00, a period
 * that passes midnight; Gurugram closes at 23:00. India Standard Time is UTC+5:30 all year.
 */

const IN: MarketDefaults = {
  defaultLanguage: 'en-IN',
  test: false,
  closed: false,
  timeZone: 'Asia/Kolkata',
  allowedDisposition: { delivery: true, collection: true },
  minDeliveryOrder: 200,
  minCollectionOrder: 0,
  minDeliveryOrderOverride: null,
  deliverySurcharge: 30,
  surcharges: [
    { type: 'DELIVERY', amount: 30 },
    { type: 'smallOrderSupplement', amount: 25, threshold: 300 },
  ],
  variableDeliverySurcharges: [
    { minOrderValue: 0, maxOrderValue: 500, deliverySurcharge: 30 },
    { minOrderValue: 500, maxOrderValue: 0, deliverySurcharge: 0 },
  ],
  supplements: [],
  cashMaximum: 5000,
  showNutrition: false,
  supportsGiftCard: false,
  supportedPayment: (['razorpay', 'paytm', 'cash'] as const).map((type) => ({ type })),
  googlePay: null,
  applePayMerchantId: null,
  pos: { type: 'petpooja' },
  excludedTabs: [],
  bagFeeStore: false,
};

const address = (street: string, postcode: string, city: string, region: string) => ({
  lines: [street, `${city} ${postcode}`],
  streetAddress: street,
  postcode,
  region,
  city,
});

const LATE_WEEK = { daily: [['11:00', '01:00']], prep: 30 } as const;

export const inHuts: HutInput[] = [
  buildHut(IN, {
    id: '3101', sector: 'in-1', name: 'Delhi - Connaught Place', phone: '+91 11 4155 3101',
    address: address('12 Connaught Circus', '110001', 'New Delhi', 'Delhi'),
    latitude: 28.6315, longitude: 77.2167, tradezoneId: 'TZ-DEL-01', ownership: 'equity', deliveryRadiusMetres: 5000,
    // The one India hut that takes gift cards, so the credits-left modal can be reached (10-G19, C37).
    supportsGiftCard: true,
    week: LATE_WEEK,
  }),
  buildHut(IN, {
    id: '3102', sector: 'in-1', name: 'Mumbai - Bandra West', phone: '+91 22 6155 3102',
    address: address('24 Hill Road', '400050', 'Mumbai', 'Maharashtra'),
    latitude: 19.0544, longitude: 72.834, tradezoneId: 'TZ-BOM-01', ownership: 'franchise', deliveryRadiusMetres: 5000,
    supportedPayment: (['razorpay', 'paytm', 'phone-pe', 'cash'] as const).map((type) => ({ type })),
    week: LATE_WEEK,
  }),
  // Offers no pastas tab (per-hut excluded tabs, 03-G1).
  buildHut(IN, {
    id: '3103', sector: 'in-1', name: 'Bengaluru - Koramangala', phone: '+91 80 4155 3103',
    address: address('112 80 Feet Road', '560095', 'Bengaluru', 'Karnataka'),
    latitude: 12.9352, longitude: 77.6245, tradezoneId: 'TZ-BLR-01', ownership: 'franchise', deliveryRadiusMetres: 5000,
    excludedTabs: ['pastas'],
    week: LATE_WEEK,
  }),
  buildHut(IN, {
    id: '3104', sector: 'in-1', name: 'Gurugram - Golf Course Road', phone: '+91 124 415 3104',
    address: address('7 Golf Course Road', '122002', 'Gurugram', 'Haryana'),
    latitude: 28.495, longitude: 77.0895, tradezoneId: 'TZ-GGN-01', ownership: 'franchise', deliveryRadiusMetres: 5000,
    week: { daily: [['11:00', '23:00']], prep: 30 },
  }),
  buildHut(IN, {
    id: '3201', sector: 'in-2', name: 'Pune - Koregaon Park', phone: '+91 20 4155 3201',
    address: address('7 North Main Road', '411001', 'Pune', 'Maharashtra'),
    latitude: 18.5362, longitude: 73.894, tradezoneId: 'TZ-PNQ-01', ownership: 'franchise', deliveryRadiusMetres: 5000,
    week: LATE_WEEK,
  }),
  buildHut(IN, {
    id: '3202', sector: 'in-2', name: 'Hyderabad - Banjara Hills', phone: '+91 40 4155 3202',
    address: address('36 Road No. 1', '500034', 'Hyderabad', 'Telangana'),
    latitude: 17.4156, longitude: 78.4347, tradezoneId: 'TZ-HYD-01', ownership: 'equity', deliveryRadiusMetres: 5000,
    week: LATE_WEEK,
  }),
  buildHut(IN, {
    id: '3203', sector: 'in-2', name: 'Chennai - T. Nagar', phone: '+91 44 4155 3203',
    address: address('45 Usman Road', '600017', 'Chennai', 'Tamil Nadu'),
    latitude: 13.0418, longitude: 80.2341, tradezoneId: 'TZ-MAA-01', ownership: 'franchise', deliveryRadiusMetres: 5000,
    week: LATE_WEEK,
  }),
  buildHut(IN, {
    id: '3204', sector: 'in-2', name: 'Kolkata - Park Street', phone: '+91 33 4155 3204',
    address: address('22 Park Street', '700016', 'Kolkata', 'West Bengal'),
    latitude: 22.553, longitude: 88.352, tradezoneId: 'TZ-CCU-01', ownership: 'franchise', deliveryRadiusMetres: 5000,
    week: LATE_WEEK,
  }),
];

export const inPostcodes = postcodeRecords('IN', [
  // Delhi - Connaught Place (3101)
  ['110001', 28.6328, 77.2197, 'New Delhi', ['12 Connaught Circus', '5 Janpath', '18 Barakhamba Road']],
  ['110002', 28.64, 77.24, 'New Delhi', ['21 Netaji Subhash Marg', '8 Asaf Ali Road']],
  ['110055', 28.644, 77.212, 'New Delhi', ['40 Main Bazar Road', '2 Chitragupta Road']],
  ['110003', 28.6, 77.225, 'New Delhi', ['10 Lodhi Road', '4 Khan Market']],
  // Mumbai - Bandra West (3102)
  ['400050', 19.059, 72.83, 'Mumbai', ['24 Hill Road', '9 Carter Road', '31 Linking Road']],
  ['400051', 19.06, 72.845, 'Mumbai', ['14 Kalanagar Road', '3 Station Road']],
  ['400052', 19.07, 72.837, 'Mumbai', ['5 Khar Danda Road', '18 SV Road']],
  ['400016', 19.04, 72.84, 'Mumbai', ['22 Lady Jamshedji Road', '7 Cadell Road']],
  // Bengaluru - Koramangala (3103)
  ['560095', 12.934, 77.626, 'Bengaluru', ['112 80 Feet Road', '6 Jyoti Nivas College Road']],
  ['560034', 12.93, 77.62, 'Bengaluru', ['33 Sarjapur Road', '2 Koramangala Main Road']],
  ['560068', 12.92, 77.618, 'Bengaluru', ['17 Hosur Road', '9 Bommanahalli Main Road']],
  ['560047', 12.95, 77.62, 'Bengaluru', ['40 Viveknagar Main Road']],
  // Gurugram - Golf Course Road (3104)
  ['122002', 28.49, 77.09, 'Gurugram', ['7 Golf Course Road', '3 Cyber Hub Road']],
  ['122008', 28.48, 77.08, 'Gurugram', ['25 Sushant Lok Road']],
  ['122001', 28.47, 77.06, 'Gurugram', ['11 Mehrauli Gurgaon Road']],
  // Pune - Koregaon Park (3201)
  ['411001', 18.53, 73.88, 'Pune', ['7 North Main Road', '12 MG Road', '4 East Street']],
  ['411036', 18.533, 73.923, 'Pune', ['20 Mundhwa Road']],
  ['411006', 18.548, 73.886, 'Pune', ['9 Airport Road', '2 Nagar Road']],
  // Hyderabad - Banjara Hills (3202)
  ['500034', 17.415, 78.435, 'Hyderabad', ['36 Road No. 1', '8 Road No. 12']],
  ['500033', 17.43, 78.407, 'Hyderabad', ['45 Jubilee Hills Road No. 36']],
  ['500082', 17.423, 78.456, 'Hyderabad', ['6 Raj Bhavan Road']],
  // Chennai - T. Nagar (3203)
  ['600017', 13.041, 80.234, 'Chennai', ['45 Usman Road', '12 Pondy Bazaar']],
  ['600006', 13.06, 80.242, 'Chennai', ['20 Nungambakkam High Road']],
  ['600024', 13.05, 80.22, 'Chennai', ['9 Arcot Road']],
  // Kolkata - Park Street (3204)
  ['700016', 22.552, 88.353, 'Kolkata', ['22 Park Street', '5 Free School Street']],
  ['700071', 22.545, 88.35, 'Kolkata', ['12 Camac Street', '3 Shakespeare Sarani']],
  ['700017', 22.54, 88.365, 'Kolkata', ['8 Ballygunge Circular Road']],
  // Outside every zone: Port Blair, Leh, Panaji
  ['744101', 11.6234, 92.7265, 'Port Blair', ['1 Aberdeen Bazaar']],
  ['194101', 34.1526, 77.5771, 'Leh', ['3 Main Bazaar Road']],
  ['403001', 15.4909, 73.8278, 'Panaji', ['10 18th June Road']],
]);
