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
