import { randomUUID } from 'node:crypto';

// The order every scale-out and place-order run repeats: London - Camden (open at the seed's frozen
// clock, FIXED_TIME) and two large Margheritas as one bogof, 16.99, under Camden's cash maximum.
export const HUT = { id: '1101', sector: 'uk-1' };
export const DEALS = [
  {
    id: 'bogof',
    basketDealID: 'basket-bogof',
    pizzas: [
      { id: 'margherita', size: 'large', basketItemID: 'p1', optionIndex: 0 },
      { id: 'margherita', size: 'large', basketItemID: 'p2', optionIndex: 0 },
    ],
    sides: [],
    drinks: [],
    desserts: [],
    dips: [],
  },
];

/** A new checkout's preauthorise body for that order (a fresh clientOrderId), paid as `payment` says. */
export const camdenOrderBody = (payment) => ({
  version: '1.0',
  clientOrderId: randomUUID(),
  hut: HUT,
  customer: { name: 'Bench Customer', phone: '02071234567', email: 'bench@example.com', marketing: { all: false } },
  payment,
  disposition: { type: 'collection', when: 'asap' },
  deals: DEALS,
});

/** The basket validator's body for that order: what the server charges for it. */
export const camdenPriceBody = { hut: HUT, payment: { type: 'cash', amount: 0, currency: 'GBP' }, disposition: { type: 'collection', when: 'asap' }, deals: DEALS };
