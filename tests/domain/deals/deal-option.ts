// A deal option with test defaults (one required pizza from two), shared by the deal rules' tests.
import type { DealOptionFacts } from '../../../src/domain/deals/types';

export const option = (overrides: Partial<DealOptionFacts> = {}): DealOptionFacts => ({
  type: 'pizza',
  entities: ['margherita', 'pepperoni'],
  defaults: [],
  min: 1,
  max: 1,
  count: 1,
  free: { swaps: 0, additions: 0 },
  fixed: false,
  ...overrides,
});
