import { buildHut, postcodeRecords, type AddressRangeInput, type HutInput, type MarketDefaults } from './build';

/**
 * France (fr-1): Paris, Lyon, Marseille and Lille. French huts close between lunch and dinner, pay
 * by card, cash or meal voucher (ticket), and the delivery flow finds the hut through street
 * address ranges of the postcode.
 */

const FR: MarketDefaults = {
  defaultLanguage: 'fr-FR',
  test: false,
  closed: false,
  timeZone: 'Europe/Paris',
  allowedDisposition: { delivery: true, collection: true },
  minDeliveryOrder: 15,
  minCollectionOrder: 0,
  minDeliveryOrderOverride: null,
  deliverySurcharge: 2.5,
  surcharges: [
    { type: 'DELIVERY', amount: 2.5 },
    { type: 'smallOrderSupplement', amount: 2, threshold: 20 },
  ],
  variableDeliverySurcharges: [
    { minOrderValue: 0, maxOrderValue: 25, deliverySurcharge: 2.5 },
    { minOrderValue: 25, maxOrderValue: 0, deliverySurcharge: 0 },
  ],
  supplements: [],
  cashMaximum: 60,
  showNutrition: false,
  supportsGiftCard: false,
  supportedPayment: (['card', 'cash', 'ticket'] as const).map((type) => ({ type })),
  googlePay: null,
  applePayMerchantId: null,
  pos: { type: 'micros' },
  excludedTabs: [],
  bagFeeStore: false,
};

const address = (street: string, postcode: string, city: string, region: string) => ({
  lines: [street, `${postcode} ${city}`],
  streetAddress: street,
  postcode,
  region,
  city,
});

/** Lunch and dinner, dinner later on Friday and Saturday, dinner only on Sunday. */
const FRENCH_WEEK = {
  daily: [['11:00', '14:30'], ['18:00', '23:00']],
  byDay: { 0: [['18:00', '23:00']], 5: [['11:00', '14:30'], ['18:00', '23:30']], 6: [['11:00', '14:30'], ['18:00', '23:30']] },
  prep: 25,
} as const;

export const frHuts: HutInput[] = [
  buildHut(FR, {
    id: '2101', sector: 'fr-1', name: 'Paris - Bastille', phone: '01 43 55 21 01',
    address: address('12 Rue de la Roquette', '75011', 'Paris', 'Île-de-France'),
    latitude: 48.854, longitude: 2.372, tradezoneId: 'TZ-PAR-EST', ownership: 'equity', deliveryRadiusMetres: 3000,
    week: FRENCH_WEEK,
  }),
  buildHut(FR, {
    id: '2102', sector: 'fr-1', name: 'Paris - Montmartre', phone: '01 42 55 21 02',
    address: address('54 Rue de Clignancourt', '75018', 'Paris', 'Île-de-France'),
    latitude: 48.888, longitude: 2.348, tradezoneId: 'TZ-PAR-NORD', ownership: 'franchise', deliveryRadiusMetres: 3000,
    // 13-G5 (C39): the French hut that takes pay-later (credit and debit) at the door.
    supportedPayment: (['card', 'cash', 'ticket', 'paylater_credit', 'paylater_debit'] as const).map((type) => ({ type })),
    week: FRENCH_WEEK,
  }),
  buildHut(FR, {
    id: '2103', sector: 'fr-1', name: 'Lyon - Part-Dieu', phone: '04 72 61 21 03',
    address: address('17 Rue de Bonnel', '69003', 'Lyon', 'Auvergne-Rhône-Alpes'),
    latitude: 45.761, longitude: 4.858, tradezoneId: 'TZ-LYO-01', ownership: 'franchise', deliveryRadiusMetres: 4000,
    // 13-G7 (pick): the French hut that takes cards on Eigen's framed page, in place of the HiPay-style
    // card (two choices both named 'Card' would be one too many).
    supportedPayment: (['eigen', 'cash', 'ticket'] as const).map((type) => ({ type })),
    week: FRENCH_WEEK,
  }),
  buildHut(FR, {
    id: '2104', sector: 'fr-1', name: 'Marseille - Vieux-Port', phone: '04 91 90 21 04',
    address: address('20 Quai du Port', '13002', 'Marseille', "Provence-Alpes-Côte d'Azur"),
    latitude: 43.2965, longitude: 5.37, tradezoneId: 'TZ-MRS-01', ownership: 'franchise', deliveryRadiusMetres: 4000,
    // 13-G7 (pick): the French hut that offers 'cash or meal ticket at the door'.
    supportedPayment: (['card', 'cash', 'ticket', 'cash/ticket'] as const).map((type) => ({ type })),
    week: FRENCH_WEEK,
  }),
  buildHut(FR, {
    id: '2105', sector: 'fr-1', name: 'Lille - Centre', phone: '03 20 57 21 05',
    address: address('35 Rue de Béthune', '59000', 'Lille', 'Hauts-de-France'),
    latitude: 50.633, longitude: 3.063, tradezoneId: 'TZ-LIL-01', ownership: 'franchise', deliveryRadiusMetres: 4000,
    // 13-G7 (pick): the French hut that takes cards on the VTEX-style hosted card page, in place of the
    // HiPay-style card.
    supportedPayment: (['vtexCard', 'cash', 'ticket'] as const).map((type) => ({ type })),
    week: FRENCH_WEEK,
  }),
];

export const frPostcodes = postcodeRecords('FR', [
  // Paris - Bastille (2101)
  ['75011', 48.859, 2.379, 'Paris', ['12 Rue de la Roquette', '104 Boulevard Voltaire', '45 Rue Oberkampf']],
  ['75004', 48.8543, 2.357, 'Paris', ['8 Rue des Rosiers', '21 Rue de Rivoli']],
  ['75012', 48.84, 2.388, 'Paris', ['60 Avenue Daumesnil', '15 Rue de Lyon']],
  ['75003', 48.863, 2.36, 'Paris', ['39 Rue de Bretagne', '52 Rue de Turenne']],
  // Paris - Montmartre (2102); 75010 is also inside the Bastille zone
  ['75018', 48.892, 2.348, 'Paris', ['54 Rue de Clignancourt', '13 Rue des Abbesses', '40 Rue Lepic']],
  ['75009', 48.877, 2.338, 'Paris', ['31 Rue des Martyrs', '8 Rue Cadet']],
  ['75017', 48.885, 2.322, 'Paris', ['71 Rue des Dames', '12 Avenue de Clichy']],
  ['75010', 48.876, 2.361, 'Paris', ['100 Rue du Faubourg Saint-Denis', '22 Rue de Paradis']],
  // Lyon - Part-Dieu (2103)
  ['69003', 45.759, 4.852, 'Lyon', ['17 Rue de Bonnel', '150 Cours Lafayette', '88 Rue Garibaldi']],
  ['69006', 45.77, 4.852, 'Lyon', ['25 Boulevard des Belges', '10 Rue Vendôme']],
  ['69002', 45.751, 4.829, 'Lyon', ['15 Rue de la République', '4 Place Bellecour']],
  ['69007', 45.745, 4.843, 'Lyon', ['70 Avenue Jean Jaurès', '3 Rue de Marseille']],
  // Marseille - Vieux-Port (2104)
  ['13002', 43.305, 5.365, 'Marseille', ['20 Quai du Port', '12 Rue de la République']],
  ['13001', 43.299, 5.383, 'Marseille', ['61 La Canebière', '14 Rue Saint-Ferréol']],
  ['13007', 43.285, 5.36, 'Marseille', ['40 Rue Sainte', '2 Boulevard Charles Livon']],
  ['13006', 43.287, 5.38, 'Marseille', ['18 Cours Julien', '55 Rue de Rome']],
  // Lille - Centre (2105)
  ['59000', 50.629, 3.057, 'Lille', ['35 Rue de Béthune', '12 Rue Esquermoise', '3 Place du Général-de-Gaulle']],
  ['59800', 50.637, 3.07, 'Lille', ['40 Rue Faidherbe', '9 Rue de Gand']],
  ['59110', 50.655, 3.07, 'La Madeleine', ['120 Rue du Général de Gaulle', '6 Rue Gambetta']],
  // Outside every zone: Ajaccio, Brest, Biarritz
  ['20000', 41.9192, 8.7386, 'Ajaccio', ['2 Cours Napoléon']],
  ['29200', 48.3904, -4.4861, 'Brest', ['50 Rue de Siam']],
  ['64200', 43.4832, -1.5586, 'Biarritz', ['1 Avenue Édouard VII']],
]);

type RangeRow = readonly [street: string, from: number, to: number, type: AddressRangeInput['numberType']];

/** The street ranges of one postcode, all served by one hut. */
function ranges(postcode: string, city: string, hutId: string, rows: readonly RangeRow[]): AddressRangeInput[] {
  return rows.map(([street, numberFrom, numberTo, numberType]) => ({
    street, numberFrom, numberTo, numberType, postcode, city, hutId, sector: 'fr-1',
  }));
}

export const frAddressRanges: AddressRangeInput[] = [
  ...ranges('75011', 'Paris', '2101', [
    ['Rue de la Roquette', 1, 99, 'Odd'],
    ['Rue de la Roquette', 2, 98, 'Even'],
    ['Boulevard Voltaire', 1, 200, 'Consecutive'],
    ['Rue Oberkampf', 1, 160, 'Consecutive'],
    ['Avenue Ledru-Rollin', 100, 190, 'Even'],
  ]),
  ...ranges('75004', 'Paris', '2101', [
    ['Rue des Rosiers', 1, 50, 'Consecutive'],
    ['Rue de Rivoli', 1, 75, 'Odd'],
    ['Rue Saint-Antoine', 1, 150, 'Consecutive'],
  ]),
  ...ranges('75012', 'Paris', '2101', [
    ['Avenue Daumesnil', 1, 100, 'Consecutive'],
    ['Rue de Lyon', 1, 65, 'Odd'],
  ]),
  ...ranges('75003', 'Paris', '2101', [
    ['Rue de Bretagne', 1, 70, 'Consecutive'],
    ['Rue de Turenne', 40, 120, 'Even'],
  ]),
  ...ranges('75018', 'Paris', '2102', [
    ['Rue de Clignancourt', 1, 140, 'Consecutive'],
    ['Rue des Abbesses', 1, 50, 'Consecutive'],
    ['Rue Lepic', 1, 100, 'Consecutive'],
    ['Place du Tertre', 1, 30, 'Consecutive'],
  ]),
  ...ranges('75009', 'Paris', '2102', [
    ['Rue des Martyrs', 1, 66, 'Consecutive'],
    ['Rue Cadet', 1, 30, 'Consecutive'],
  ]),
  ...ranges('75017', 'Paris', '2102', [
    ['Rue des Dames', 1, 99, 'Odd'],
    ['Avenue de Clichy', 2, 60, 'Even'],
  ]),
  ...ranges('75010', 'Paris', '2102', [
    ['Rue du Faubourg Saint-Denis', 1, 200, 'Consecutive'],
    ['Rue de Paradis', 1, 60, 'Consecutive'],
  ]),
  ...ranges('69003', 'Lyon', '2103', [
    ['Rue de Bonnel', 1, 100, 'Consecutive'],
    ['Cours Lafayette', 100, 300, 'Even'],
    ['Cours Lafayette', 101, 301, 'Odd'],
    ['Rue Garibaldi', 1, 300, 'Consecutive'],
  ]),
  ...ranges('69006', 'Lyon', '2103', [
    ['Boulevard des Belges', 1, 100, 'Consecutive'],
    ['Rue Vendôme', 1, 250, 'Consecutive'],
  ]),
  ...ranges('69002', 'Lyon', '2103', [
    ['Rue de la République', 1, 99, 'Odd'],
    ['Place Bellecour', 1, 40, 'Consecutive'],
  ]),
  ...ranges('69007', 'Lyon', '2103', [
    ['Avenue Jean Jaurès', 1, 150, 'Consecutive'],
    ['Rue de Marseille', 1, 120, 'Consecutive'],
  ]),
  ...ranges('13002', 'Marseille', '2104', [
    ['Quai du Port', 1, 100, 'Consecutive'],
    ['Rue de la République', 1, 120, 'Consecutive'],
  ]),
  ...ranges('13001', 'Marseille', '2104', [
    ['La Canebière', 1, 150, 'Consecutive'],
    ['Rue Saint-Ferréol', 1, 80, 'Consecutive'],
  ]),
  ...ranges('13007', 'Marseille', '2104', [
    ['Rue Sainte', 1, 180, 'Consecutive'],
    ['Boulevard Charles Livon', 1, 80, 'Consecutive'],
  ]),
  ...ranges('13006', 'Marseille', '2104', [
    ['Cours Julien', 1, 80, 'Consecutive'],
    ['Rue de Rome', 1, 200, 'Consecutive'],
  ]),
  ...ranges('59000', 'Lille', '2105', [
    ['Rue de Béthune', 1, 80, 'Consecutive'],
    ['Rue Esquermoise', 1, 100, 'Consecutive'],
    ['Place du Général-de-Gaulle', 1, 40, 'Consecutive'],
  ]),
  ...ranges('59800', 'Lille', '2105', [
    ['Rue Faidherbe', 1, 60, 'Consecutive'],
    ['Rue de Gand', 1, 40, 'Consecutive'],
  ]),
  ...ranges('59110', 'La Madeleine', '2105', [
    ['Rue du Général de Gaulle', 1, 250, 'Consecutive'],
    ['Rue Gambetta', 1, 99, 'Odd'],
  ]),
];
