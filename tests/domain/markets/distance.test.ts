import { describe, expect, it } from 'vitest';
import { convertDistance, formatDistance } from '../../../src/domain/markets/index';

const NNBSP = '\u202f'; // narrow no-break space (fr-FR)
const NBSP = '\u00a0'; // no-break space (fr-CA)

describe('distances (spec 3 §9: × 0.000621371192 to miles, ÷ 1000 to km, one decimal)', () => {
  it('converts the collection finder radius, 32187 m, to 20.0 miles', () => {
    expect(convertDistance(32187, 'miles')).toBe(20);
    expect(formatDistance(32187, 'UK')).toBe('20.0 miles');
  });

  it('converts metres to kilometres', () => {
    expect(convertDistance(1500, 'km')).toBe(1.5);
    expect(formatDistance(1500, 'IN')).toBe('1.5 km');
    expect(formatDistance(1500, 'CA')).toBe('1.5 km');
    expect(formatDistance(1500, 'FR')).toBe(`1,5${NNBSP}km`);
    expect(formatDistance(2500, 'CA', 'fr-CA')).toBe(`2,5${NBSP}km`);
  });

  it('rounds half away from zero to one decimal', () => {
    expect(convertDistance(1550, 'km')).toBe(1.6);
    expect(convertDistance(1449, 'km')).toBe(1.4);
    expect(convertDistance(1609.344, 'miles')).toBe(1);
    expect(convertDistance(0, 'km')).toBe(0);
  });

  it('always shows one decimal', () => {
    expect(formatDistance(0, 'UK')).toBe('0.0 miles');
    expect(formatDistance(1609.344, 'UK')).toBe('1.0 miles');
    expect(formatDistance(2_000_000, 'UK')).toBe('1,242.7 miles');
    expect(formatDistance(3000, 'IN')).toBe('3.0 km');
  });

  it('refuses a negative or non-finite distance', () => {
    expect(() => convertDistance(-1, 'km')).toThrow(RangeError);
    expect(() => formatDistance(Number.NaN, 'UK')).toThrow(RangeError);
  });
});
