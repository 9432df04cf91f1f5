/**
 * 13-G26 (06-G38): "Test orders are identified by test hut, test customer name or synthetic traffic"
 * (S1 §6, S3 §6); "test traffic is flagged by the test hut or the test-kind customer name" (S3 §7.4).
 * Picks (written down in the report of issue 16):
 * - a test-kind customer name is one that starts with 'TEST ' (upper case, then a space: 'TEST Ada'),
 *   so a real 'Testa' or 'Tester' is never a test order;
 * - synthetic traffic is a request carrying the header `x-synthetic-traffic: 1` (monitoring probes,
 *   load tests);
 * - the first reason wins: test hut, then customer name, then synthetic traffic.
 */

export type TestOrderKind = 'test-hut' | 'test-customer' | 'synthetic';

export const TEST_CUSTOMER_PREFIX = 'TEST ';
export const SYNTHETIC_TRAFFIC_HEADER = 'x-synthetic-traffic';

export interface TestOrderFacts {
  /** The hut record's `test` flag. */
  hutTest: boolean;
  customerName: string | undefined;
  /** The synthetic-traffic header's value, if any. */
  syntheticHeader: string | undefined;
}

export const isTestCustomerName = (name: string | undefined): boolean => (name ?? '').trimStart().startsWith(TEST_CUSTOMER_PREFIX);

export function testOrderKind(facts: TestOrderFacts): TestOrderKind | null {
  if (facts.hutTest) return 'test-hut';
  if (isTestCustomerName(facts.customerName)) return 'test-customer';
  if (facts.syntheticHeader === '1') return 'synthetic';
  return null;
}
