import { describe, expect, it } from 'vitest';
import { hasUnsafeCharacters, safeText } from '../../src/api/contract/text';

describe('safe text', () => {
  it('refuses NUL and unpaired surrogates, keeps pairs and ordinary text', () => {
    expect(hasUnsafeCharacters('a\u0000b')).toBe(true);
    expect(hasUnsafeCharacters('\ud800')).toBe(true);
    expect(hasUnsafeCharacters('x\udc00y')).toBe(true);
    expect(hasUnsafeCharacters('\udc00\ud800')).toBe(true);
    expect(hasUnsafeCharacters('Crème brûlée 🍕')).toBe(false);
    expect(hasUnsafeCharacters('')).toBe(false);
  });

  it('caps the length and names the rule in the error', () => {
    expect(safeText(3).safeParse('abcd').success).toBe(false);
    const result = safeText(10).safeParse('a\u0000');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toMatch(/NUL/);
    expect(safeText(10).parse('🍕')).toBe('🍕');
  });
});
