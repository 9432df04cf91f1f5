import type { MarketCode } from '../../schema';
import type { GiftCardStatus } from '../../schema-credits';

/**
 * The shapes of the seeded vouchers and gift cards (README.md lists them all). A market's vouchers
 * are written into every sector of the market; a voucher whose deal or discount a sector's menu
 * lacks answers PRODUCTS_UNAVAILABLE there, as it would in a real store.
 */

export interface VoucherSeed {
  code: string;
  type: 'discount' | 'deal';
  /** The catalogue discount or deal id (server/db/seed/catalogue/markets/*.ts). */
  target: string;
  title: string;
  appExclusive?: boolean;
  collectionOnly?: boolean;
  active?: boolean;
  expiresAt?: string;
  conflicts?: string[];
}

export interface GiftCardSeed {
  number: string;
  pin: string;
  balance: number;
  status: GiftCardStatus;
  expiresAt: string;
  /** Set on the already-used card: the order that spent it. */
  usedByOrderId?: string;
  failedPinAttempts?: number;
}

export interface MarketCredits {
  market: MarketCode;
  currency: string;
  vouchers: VoucherSeed[];
  giftCards: GiftCardSeed[];
}

/** Far enough ahead for manual testing for years; e2e runs at 2025-06-18 (STORE_FIXED_TIME). */
export const VALID_UNTIL = '2030-12-31T23:59:59Z';
/** Already past at the fixed test time and ever after. */
export const EXPIRED_ON = '2025-01-01T00:00:00Z';
/** The order id the seeded already-used cards were spent on. */
export const SEEDED_ORDER_ID = 'seeded-order';

/** A market's nine card numbers, in the order of README.md's table (01 … 09). */
export type NineCardNumbers = readonly [string, string, string, string, string, string, string, string, string];

/** The cards every market has, one per number (README.md: what each is for). */
export function standardGiftCards(numbers: NineCardNumbers, amounts: { round: number; small: number; large: number; prefix: number }): GiftCardSeed[] {
  const number = (index: number) => numbers[index]!;
  return [
    { number: number(0), pin: '1234', balance: amounts.round, status: 'active', expiresAt: VALID_UNTIL },
    { number: number(1), pin: '1234', balance: amounts.small, status: 'active', expiresAt: VALID_UNTIL },
    { number: number(2), pin: '1234', balance: amounts.large, status: 'active', expiresAt: VALID_UNTIL },
    { number: number(3), pin: '1234', balance: amounts.round, status: 'active', expiresAt: EXPIRED_ON },
    { number: number(4), pin: '1234', balance: amounts.round, status: 'inactive', expiresAt: VALID_UNTIL },
    { number: number(5), pin: '1234', balance: 0, status: 'active', expiresAt: VALID_UNTIL, usedByOrderId: SEEDED_ORDER_ID },
    { number: number(6), pin: '1234', balance: amounts.round, status: 'deactivated', expiresAt: VALID_UNTIL, failedPinAttempts: 3 },
    { number: number(7), pin: '4321', balance: amounts.prefix, status: 'active', expiresAt: VALID_UNTIL },
    { number: number(8), pin: '0000', balance: amounts.round, status: 'active', expiresAt: VALID_UNTIL },
  ];
}

/** The vouchers every market has, around its own catalogue ids. */
export function standardVouchers(titles: { web20: string; app10: string; kiosk: string; kioskId: string; collect: string }): VoucherSeed[] {
  return [
    { code: 'WEB20', type: 'discount', target: 'web-only-20-off', title: titles.web20 },
    { code: 'APPONLY10', type: 'discount', target: 'app-10-off', title: titles.app10, appExclusive: true },
    { code: 'KIOSK5', type: 'discount', target: titles.kioskId, title: titles.kiosk },
    { code: 'COLLECT5', type: 'deal', target: 'collection-incentive', title: titles.collect, collectionOnly: true },
    { code: 'SPEFEAST', type: 'deal', target: 'family-feast', title: 'Family Feast', conflicts: ['bogof', 'bogoh', 'bogtf'] },
    { code: 'SRZDUO', type: 'deal', target: 'delivery-duo', title: 'Delivery Duo', conflicts: ['family-feast'] },
    { code: 'RETIRED', type: 'deal', target: 'summer-2024', title: 'Summer 2024 special' },
    { code: 'EXPIRED20', type: 'discount', target: 'web-only-20-off', title: titles.web20, expiresAt: EXPIRED_ON },
    { code: 'INACTIVE20', type: 'discount', target: 'web-only-20-off', title: titles.web20, active: false },
  ];
}
