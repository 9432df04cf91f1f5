import { describe, expect, it } from 'vitest';
import { formatMoney, roundMoney } from '../../../src/domain/money/format';

const NBSP = '\u00a0'; // no-break space: fr-FR and fr-CA before the symbol, fr-CA between thousands
const NNBSP = '\u202f'; // narrow no-break space: fr-FR between thousands
const MINUS = '\u2212';

describe('roundMoney: half away from zero, without binary drift', () => {
  it.each([
    [1.005, 2, 1.01],
    [0.1 + 0.2, 2, 0.3],
    [0.7 + 0.1, 2, 0.8],
    [2.675, 2, 2.68],
    [10.075, 2, 10.08],
    [8.345, 2, 8.35],
    [1.0049, 2, 1],
    [123.456, 1, 123.5],
    [57.5, 0, 58],
    [2.5, 0, 3],
    [0.5, 0, 1],
    [-0.5, 0, -1],
    [-1.005, 2, -1.01],
    [-2.675, 2, -2.68],
    [1e21, 2, 1e21],
    [1.23e-7, 2, 0],
    [19.999999999999996, 2, 20],
    [12, 2, 12],
  ])('roundMoney(%s, %s) = %s', (amount, decimals, expected) => {
    expect(roundMoney(amount, decimals)).toBe(expected);
  });

  it('never answers negative zero', () => {
    expect(Object.is(roundMoney(-0.001, 2), 0)).toBe(true);
    expect(Object.is(roundMoney(-0, 2), 0)).toBe(true);
  });

  it('refuses what is not an amount or a number of places', () => {
    expect(() => roundMoney(Number.NaN, 2)).toThrow(RangeError);
    expect(() => roundMoney(Number.POSITIVE_INFINITY, 2)).toThrow(RangeError);
    expect(() => roundMoney(1, 1.5)).toThrow(RangeError);
    expect(() => roundMoney(1, -1)).toThrow(RangeError);
    expect(() => roundMoney(1, 11)).toThrow(RangeError);
  });
});

describe('formatMoney (spec 1 §5, 2 §9)', () => {
  describe('UK: pounds, pence under one pound', () => {
    const uk = (amount: number) => formatMoney(amount, 'UK', { context: 'basket' });
    it('formats pounds with two decimals', () => {
      expect(uk(12.5)).toBe('£12.50');
      expect(uk(22.99)).toBe('£22.99');
      expect(uk(1234.5)).toBe('£1,234.50');
      expect(uk(1)).toBe('£1.00');
      expect(formatMoney(12.5, 'UK', { context: 'product' })).toBe('£12.50');
    });
    it('shows the small unit under one pound (03-G4)', () => {
      expect(uk(0.5)).toBe('50p');
      expect(uk(0.99)).toBe('99p');
      expect(uk(0.05)).toBe('5p');
      expect(uk(0.1 + 0.2)).toBe('30p');
      expect(uk(0.29)).toBe('29p');
    });
    it('rounds before choosing the unit, and shows zero in pounds', () => {
      expect(uk(0.995)).toBe('£1.00');
      expect(uk(0.994)).toBe('99p');
      expect(uk(1.005)).toBe('£1.01');
      expect(uk(0)).toBe('£0.00');
      expect(uk(0.004)).toBe('£0.00');
    });
    it('writes discounts with a real minus sign', () => {
      expect(uk(-5)).toBe(`${MINUS}£5.00`);
      expect(uk(-0.5)).toBe(`${MINUS}50p`);
      expect(uk(-0.001)).toBe('£0.00');
    });
  });

  describe('France: euro after the amount', () => {
    it('matches fr-FR exactly, no-break spaces included', () => {
      expect(formatMoney(9.99, 'FR', { context: 'basket' })).toBe(`9,99${NBSP}€`);
      expect(formatMoney(1234.5, 'FR', { context: 'product' })).toBe(`1${NNBSP}234,50${NBSP}€`);
      expect(formatMoney(0.5, 'FR', { context: 'basket' })).toBe(`0,50${NBSP}€`);
      expect(formatMoney(-9.99, 'FR', { context: 'basket' })).toBe(`${MINUS}9,99${NBSP}€`);
    });
    it('keeps the symbol after the amount in English too (en-FR would put it first)', () => {
      expect(formatMoney(9.99, 'FR', { context: 'basket', locale: 'en-FR' })).toBe(`9.99${NBSP}€`);
      expect(formatMoney(1234.5, 'FR', { context: 'basket', locale: 'en-FR' })).toBe(`1,234.50${NBSP}€`);
      expect(formatMoney(-2, 'FR', { context: 'basket', locale: 'en-FR' })).toBe(`${MINUS}2.00${NBSP}€`);
    });
  });

  describe('India: whole rupees for products, paise in the basket', () => {
    it('formats products without decimals', () => {
      expect(formatMoney(57, 'IN', { context: 'product' })).toBe('₹57');
      expect(formatMoney(3000, 'IN', { context: 'product' })).toBe('₹3,000');
      expect(formatMoney(57.5, 'IN', { context: 'product' })).toBe('₹58');
      expect(formatMoney(0.4, 'IN', { context: 'product' })).toBe('₹0');
    });
    it('formats the basket with two decimals and Indian grouping', () => {
      expect(formatMoney(57.5, 'IN', { context: 'basket' })).toBe('₹57.50');
      expect(formatMoney(123457.5, 'IN', { context: 'basket' })).toBe('₹1,23,457.50');
      expect(formatMoney(0.5, 'IN', { context: 'basket' })).toBe('₹0.50');
      expect(formatMoney(-40, 'IN', { context: 'basket' })).toBe(`${MINUS}₹40.00`);
    });
  });

  describe('Canada: dollars in English and French', () => {
    it('follows en-CA by default', () => {
      expect(formatMoney(12.5, 'CA', { context: 'basket' })).toBe('$12.50');
      expect(formatMoney(0.99, 'CA', { context: 'basket' })).toBe('$0.99');
      expect(formatMoney(1234.5, 'CA', { context: 'product' })).toBe('$1,234.50');
      expect(formatMoney(-3, 'CA', { context: 'basket' })).toBe(`${MINUS}$3.00`);
    });
    it('follows fr-CA when asked', () => {
      expect(formatMoney(12.5, 'CA', { context: 'basket', locale: 'fr-CA' })).toBe(`12,50${NBSP}$`);
      expect(formatMoney(1234.5, 'CA', { context: 'basket', locale: 'fr-CA' })).toBe(`1${NBSP}234,50${NBSP}$`);
      expect(formatMoney(-3, 'CA', { context: 'basket', locale: 'fr-CA' })).toBe(`${MINUS}3,00${NBSP}$`);
    });
    it("writes '$', never 'CA$', whatever the language", () => {
      expect(formatMoney(12.5, 'CA', { context: 'basket', locale: 'en-GB' })).toBe('$12.50');
    });
  });

  it('refuses an amount that is not a finite number', () => {
    expect(() => formatMoney(Number.NaN, 'UK', { context: 'basket' })).toThrow(RangeError);
  });
});
