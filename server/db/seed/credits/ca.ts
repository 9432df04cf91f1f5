import { standardGiftCards, standardVouchers, type MarketCredits } from './types';

/** Canada (CAD): gift vouchers of 10, 25 and 50 dollars. */
export const caCredits: MarketCredits = {
  market: 'CA',
  currency: 'CAD',
  vouchers: [
    ...standardVouchers({ web20: '20% off online', app10: '10% off in the app', kiosk: '$5 off at the kiosk', kioskId: 'kiosk-5-off', collect: 'Collection deal' }),
    ...[10, 25, 50].map((value) => ({ code: `GIFT${value}`, type: 'deal' as const, target: `gift-voucher-${value}`, title: `$${value} Gift Card` })),
  ],
  giftCards: standardGiftCards(
    // Fixed, random-looking, with a Luhn check digit: numbers in a row were guessable (issue 12 item 8).
    ['6318009898702589', '6356575474118187', '6378855330473776', '6361730047145893', '6317324378869506', '6375479126420728', '6329704832658163', '6318989885108967', '6369880033440477'],
    { round: 25, small: 5, large: 100, prefix: 10 },
  ),
};
