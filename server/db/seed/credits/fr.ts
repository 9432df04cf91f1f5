import { standardGiftCards, standardVouchers, type MarketCredits } from './types';

/** France (EUR): gift vouchers of 10 and 20 euros, the multi-mix deal. */
export const frCredits: MarketCredits = {
  market: 'FR',
  currency: 'EUR',
  vouchers: [
    ...standardVouchers({ web20: '-20 % sur le site', app10: "-10 % sur l'appli", kiosk: '5 € offerts en borne', kioskId: 'kiosk-5-off', collect: 'Offre à emporter' }),
    { code: 'SPEMULTI', type: 'deal', target: 'multi-mix', title: 'Multi Mix', conflicts: ['bogof'] },
    ...[10, 20].map((value) => ({ code: `CADEAU${value}`, type: 'deal' as const, target: `gift-voucher-${value}`, title: `Carte cadeau ${value} €` })),
  ],
  giftCards: standardGiftCards(6100000000000001n, { round: 25, small: 5, large: 100, prefix: 10 }),
};
