import { standardGiftCards, standardVouchers, type MarketCredits } from './types';

/** United Kingdom (GBP): gift vouchers £5 to £30 (spec 2 §3), the free garlic bread discount. */
export const ukCredits: MarketCredits = {
  market: 'UK',
  currency: 'GBP',
  vouchers: [
    ...standardVouchers({ web20: '20% off online', app10: '10% off in the app', kiosk: '£5 off at the kiosk', kioskId: 'kiosk-5-off', collect: 'Collection deal' }),
    { code: 'GARLICBREAD', type: 'discount', target: 'free-garlic-bread', title: 'Free garlic bread over £30' },
    ...[5, 10, 15, 20, 25, 30].map((value) => ({ code: `GIFT${value}`, type: 'deal' as const, target: `gift-voucher-${value}`, title: `£${value} Gift Voucher` })),
  ],
  giftCards: standardGiftCards(
    // Fixed, random-looking, with a Luhn check digit: numbers in a row were guessable (issue 12 item 8).
    ['6077091453416533', '6082896655371937', '6015964854064026', '6075222395795690', '6097616807299080', '6038816497176950', '6069144425489920', '6035389836407273', '6056864106990855'],
    { round: 25, small: 5, large: 100, prefix: 10 },
  ),
};
