import { describe, expect, it } from 'vitest';
import { fromTwelveHour, toTwelveHour } from '../../../src/domain/hours/clock';

describe('12-hour labels (12:xx pm normalised)', () => {
  it('shows midday as 12:xx pm and midnight as 12:xx am', () => {
    expect(toTwelveHour('12:15')).toBe('12:15 pm');
    expect(toTwelveHour('00:05')).toBe('12:05 am');
    expect(toTwelveHour('13:05')).toBe('1:05 pm');
    expect(toTwelveHour('09:30')).toBe('9:30 am');
    expect(toTwelveHour('24:00')).toBe('12:00 am');
    expect(toTwelveHour('9.30')).toBeNull();
  });

  it('reads 12:xx pm as 12:xx, never 24:xx, and 12:xx am as 00:xx', () => {
    expect(fromTwelveHour('12:30 pm')).toBe('12:30');
    expect(fromTwelveHour('12:30 AM')).toBe('00:30');
    expect(fromTwelveHour('1:05 p.m.')).toBe('13:05');
    expect(fromTwelveHour('11:59pm')).toBe('23:59');
    expect(fromTwelveHour('13:00 pm')).toBeNull();
    expect(fromTwelveHour('0:15 am')).toBeNull();
    expect(fromTwelveHour('')).toBeNull();
  });
});
