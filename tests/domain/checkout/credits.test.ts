import { describe, expect, it } from 'vitest';
import { checkGooglePayShipping, countCookedItems, giftCardCredit, giftCardErrorView } from '../../../src/domain/checkout';

describe('gift card credit (spec 2 §4, §9)', () => {
  it.each([
    [100, 23.5, 23.5], // the lesser of card and payment
    [10, 23.5, 10],
    [10.005, 23.5, 10.01], // 2 places
    [0.1 + 0.2, 5, 0.3],
    [25, 0, 0],
    [25, -4, 0], // never below zero
    [-1, 10, 0],
  ])('balance %d, due %d → %d', (balance, due, expected) => expect(giftCardCredit(balance, due)).toBe(expected));
});

describe('gift card error view (spec 2 §8)', () => {
  it.each([
    ['INTERNAL_SERVER_ERROR', 'internal'],
    ['UNRECOGNIZED_ERROR', 'internal'],
    ['INVALID_CARD', 'invalid'],
    ['INACTIVE_CARD', 'inactive'],
    ['CARD_ALREADY_USED', 'generic'],
    ['EXPIRED_CARD', 'generic'],
    ['CARD_DEACTIVATED', 'generic'],
    ['UNHANDLED_ERROR', 'generic'],
    [undefined, 'generic'],
    ['__proto__', 'generic'],
  ] as const)('%s → %s', (code, view) => expect(giftCardErrorView(code)).toBe(view));
});

describe('cooked items for priority delivery (spec 2 §9; 06-G35)', () => {
  it('counts pizzas, sides but the side salad, and desserts but the Ben & Jerry’s tubs', () => {
    const items = [
      { type: 'pizza', id: 'margherita' },
      { type: 'pizza', id: 'margherita' },
      { type: 'side', id: 'garlic-bread' },
      { type: 'side', id: 'side-salad' },
      { type: 'dessert', id: 'cookie-dough' },
      { type: 'dessert', id: 'ben-and-jerrys-cookie-dough' },
      { type: 'drink', id: 'cola' },
      { type: 'dip', id: 'garlic-dip' },
    ];
    expect(countCookedItems(items)).toBe(4);
    expect(countCookedItems([])).toBe(0);
  });
});

describe('Google Pay shipping postcode (spec 2 §5; 06-G21)', () => {
  it('needs a shipping postcode starting with the customer postcode, case and spaces ignored', () => {
    expect(checkGooglePayShipping('NW1 8QP', 'nw18qp', false)).toBeNull();
    expect(checkGooglePayShipping(' nw1 8qp', ' NW1 8QP ', false)).toBeNull();
    expect(checkGooglePayShipping('NW1', 'NW1 8QP', false)).toBeNull();
    expect(checkGooglePayShipping('NW1 8QP', undefined, false)).toBe('No shipping postcode provided');
    expect(checkGooglePayShipping('NW1 8QP', '  ', false)).toBe('No shipping postcode provided');
    expect(checkGooglePayShipping('NW1 8QP', 'SW1A 1AA', false)).toBe('Customer provided invalid shipping postcode');
    expect(checkGooglePayShipping('NW1 8QP', 'NW1', false)).toBe('Customer provided invalid shipping postcode');
  });

  it('is skipped for test huts, in development or when localised by search', () => {
    expect(checkGooglePayShipping('NW1 8QP', undefined, true)).toBeNull();
    expect(checkGooglePayShipping('NW1 8QP', 'SW1A 1AA', true)).toBeNull();
  });
});
