import { describe, expect, it } from 'vitest';
import { accountPasswordHint, formPasswordError, hasRepeatingRun, hasSequentialRun } from '../../../src/domain/accounts';

describe('account password (S3 §5.4, 11-G20)', () => {
  it('lists missing parts and n/8 everywhere', () => {
    expect(accountPasswordHint('pizza', 'UK')).toEqual({ ok: false, missing: ['upper', 'digit'], length: '5/8' });
    expect(accountPasswordHint('Pizza2025', 'UK')).toEqual({ ok: true, missing: [], length: '8/8' });
  });
  it('India also refuses three sequential or three repeating characters', () => {
    expect(accountPasswordHint('Pizza123x', 'IN')).toEqual({ ok: false, missing: ['noSequence'], length: '8/8' });
    expect(accountPasswordHint('Pizzzza19', 'IN')).toEqual({ ok: false, missing: ['noRepeat'], length: '8/8' });
    expect(accountPasswordHint('Pizza2025', 'IN')).toEqual({ ok: true, missing: [], length: '8/8' });
    // two of a kind are allowed
    expect(accountPasswordHint('Pizza12xx', 'IN').ok).toBe(true);
  });
  it('other markets keep the S2 rule', () => {
    expect(accountPasswordHint('Pizza123x', 'UK').ok).toBe(true);
  });
  it('runs: ascending and descending, letters without case', () => {
    expect(hasSequentialRun('xaBcx')).toBe(true);
    expect(hasSequentialRun('x321')).toBe(true);
    expect(hasSequentialRun('ab12')).toBe(false);
    expect(hasRepeatingRun('1aAa')).toBe(true);
    expect(hasRepeatingRun('aa1aa')).toBe(false);
  });
  it('form message: Please enter … when missing', () => {
    expect(formPasswordError('', 'IN')).toBe('accountRules.form.passwordMissing');
    expect(formPasswordError('abcdefgh', 'IN')).toBe('accountRules.form.passwordWeak');
  });
});
