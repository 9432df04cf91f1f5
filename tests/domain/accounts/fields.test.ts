import { describe, expect, it } from 'vitest';
import {
  dateOfBirthError,
  formEmailError,
  formNameError,
  legacyEmailError,
  legacyNameError,
  modernEmailError,
  modernNameError,
  parseDateOfBirth,
} from '../../../src/domain/accounts';

describe('names (11-G7, 11-G14, 11-G20)', () => {
  it('modern: required, non-empty', () => {
    expect(modernNameError(' ')).toBe('accountRules.required');
    expect(modernNameError('Jo')).toBeNull();
  });
  it.each([
    ['', 'accountRules.legacy.required'],
    ['   ', 'accountRules.legacy.moreCharacters'],
    ['123', 'accountRules.legacy.includeCharacter'],
    ['Priya', null],
    ['R2', null],
  ])('legacy %j → %s', (value, error) => expect(legacyNameError(value)).toBe(error));
  it.each([
    ['', 'firstName', 'accountRules.form.firstNameMissing'],
    ['', 'lastName', 'accountRules.form.lastNameMissing'],
    ['Jo3', 'firstName', 'accountRules.form.lettersOnly'],
    ['Mary-Jane', 'firstName', null],
    ["O'Brien", 'lastName', null],
    ['Zoë', 'firstName', null],
  ] as const)('form %j (%s) → %s', (value, field, error) => expect(formNameError(value, field)).toBe(error));
});

describe('e-mail (11-G7, 11-G14, 11-G20)', () => {
  it('modern', () => {
    expect(modernEmailError('')).toBe('accountRules.required');
    expect(modernEmailError('a@b')).toBe('accountRules.email.invalid');
    expect(modernEmailError('a@b.co')).toBeNull();
  });
  it('legacy: Required, then Please enter a valid email', () => {
    expect(legacyEmailError('')).toBe('accountRules.legacy.required');
    expect(legacyEmailError('priya@')).toBe('accountRules.legacy.validEmail');
    expect(legacyEmailError('priya@example.in')).toBeNull();
  });
  it('form: a Please enter message when missing', () => {
    expect(formEmailError('')).toBe('accountRules.form.emailMissing');
    expect(formEmailError('x..y@example.com')).toBe('accountRules.legacy.validEmail');
  });
});

describe('date of birth (S3 §5.4: DD/MM/YYYY, in the past, 14+)', () => {
  const today = { year: 2026, month: 11, day: 26 };
  it.each([
    ['', 'accountRules.form.dateOfBirthMissing'],
    ['2000-01-01', 'accountRules.form.dateOfBirthFormat'],
    ['31/02/2000', 'accountRules.form.dateOfBirthFormat'],
    ['26/11/2026', 'accountRules.form.dateOfBirthPast'],
    ['01/01/2030', 'accountRules.form.dateOfBirthPast'],
    ['27/11/2012', 'accountRules.form.tooYoung'], // 14 tomorrow
    ['26/11/2012', null], // 14 today
    ['29/02/2000', null],
  ])('%j → %s', (value, error) => expect(dateOfBirthError(value, today)).toBe(error));
  it('parses a real date only', () => {
    expect(parseDateOfBirth('29/02/2001')).toBeNull();
    expect(parseDateOfBirth('05/03/1990')).toEqual({ year: 1990, month: 3, day: 5 });
  });
});
