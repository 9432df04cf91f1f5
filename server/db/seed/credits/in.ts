import { standardGiftCards, standardVouchers, type MarketCredits } from './types';

/** India (INR): gift vouchers of 500 and 1000 rupees; the kiosk discount is 50 off. */
export const inCredits: MarketCredits = {
  market: 'IN',
  currency: 'INR',
  vouchers: [
    ...standardVouchers({ web20: '20% off online', app10: '10% off in the app', kiosk: '₹50 off at the kiosk', kioskId: 'kiosk-50-off', collect: 'Collection deal' }),
    ...[500, 1000].map((value) => ({ code: `GIFT${value}`, type: 'deal' as const, target: `gift-voucher-${value}`, title: `₹${value} Gift Voucher` })),
  ],
  giftCards: standardGiftCards(
    // Fixed, random-looking, with a Luhn check digit: numbers in a row were guessable (issue 12 item 8).
    ['6229171476622114', '6228730971598797', '6292679867957016', '6233471912040754', '6223846463405690', '6215014887759164', '6202083347219114', '6217888089548550', '6272789562790267'],
    { round: 1000, small: 200, large: 5000, prefix: 500 },
  ),
};
