import { standardGiftCards, standardVouchers, type MarketCredits } from './types';

/** Canada (CAD): gift vouchers of 10, 25 and 50 dollars. */
export const caCredits: MarketCredits = {
  market: 'CA',
  currency: 'CAD',
  vouchers: [
    ...standardVouchers({ web20: '20% off online', app10: '10% off in the app', kiosk: '$5 off at the kiosk', kioskId: 'kiosk-5-off', collect: 'Collection deal' }),
    ...[10, 25, 50].map((value) => ({ code: `GIFT${value}`, type: 'deal' as const, target: `gift-voucher-${value}`, title: `$${value} Gift Card` })),
  ],
  giftCards: standardGiftCards(6300000000000001n, { round: 25, small: 5, large: 100, prefix: 10 }),
};
