import { describe, expect, it } from 'vitest';
import { isTestCustomerName, testOrderKind } from '../../../src/domain/checkout/test-orders';

describe('13-G26 test orders', () => {
  const real = { hutTest: false, customerName: 'Ada Lovelace', syntheticHeader: undefined };

  it('a real customer at a real hut is a real order', () => {
    expect(testOrderKind(real)).toBeNull();
  });

  it('the test hut, a TEST customer name and the synthetic header each make a test order, the first reason first', () => {
    expect(testOrderKind({ ...real, hutTest: true, customerName: 'TEST Ada', syntheticHeader: '1' })).toBe('test-hut');
    expect(testOrderKind({ ...real, customerName: 'TEST Ada', syntheticHeader: '1' })).toBe('test-customer');
    expect(testOrderKind({ ...real, syntheticHeader: '1' })).toBe('synthetic');
  });

  it("only 'TEST ' then a space counts: Tester, Testa, 'test ada' and 'TESTADA' are real names", () => {
    expect(isTestCustomerName('TEST Ada')).toBe(true);
    expect(isTestCustomerName('  TEST Ada')).toBe(true);
    for (const name of ['Tester Smith', 'Testa', 'test ada', 'TESTADA', '', undefined]) expect(isTestCustomerName(name)).toBe(false);
  });

  it('the synthetic header counts only as 1', () => {
    for (const value of ['0', 'true', '', undefined]) expect(testOrderKind({ ...real, syntheticHeader: value })).toBeNull();
  });
});
