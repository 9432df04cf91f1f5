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
  giftCards: standardGiftCards(
    // Fixed, random-looking, with a Luhn check digit: numbers in a row were guessable (issue 12 item 8).
    ['6126273112490007', '6197080242838219', '6177454005884088', '6175414156721515', '6179839004807288', '6186137274838245', '6167438592934424', '6138476259363301', '6155752620160073'],
    { round: 25, small: 5, large: 100, prefix: 10 },
  ),
};
