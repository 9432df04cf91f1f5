import { standardGiftCards, standardVouchers, type MarketCredits } from './types';

/** India (INR): gift vouchers of 500 and 1000 rupees; the kiosk discount is 50 off. */
export const inCredits: MarketCredits = {
  market: 'IN',
  currency: 'INR',
  vouchers: [
    ...standardVouchers({ web20: '20% off online', app10: '10% off in the app', kiosk: '₹50 off at the kiosk', kioskId: 'kiosk-50-off', collect: 'Collection deal' }),
    ...[500, 1000].map((value) => ({ code: `GIFT${value}`, type: 'deal' as const, target: `gift-voucher-${value}`, title: `₹${value} Gift Voucher` })),
  ],
  giftCards: standardGiftCards(6200000000000001n, { round: 1000, small: 200, large: 5000, prefix: 500 }),
};
