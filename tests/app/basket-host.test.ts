import { describe, expect, it } from 'vitest';
import { showsBasketSidebar } from '../../src/app/BasketHost';

describe('basket sidebar paths (spec 1 §2: only the order menu and deal paths)', () => {
  it.each(['/order/deals/', '/order/pizzas', '/order/drinks/', '/order/deal/', '/order/discount/', '/order/dealcategory/'])('shows on %s', (path) => {
    expect(showsBasketSidebar(path)).toBe(true);
  });

  it.each(['/', '/order/checkout/', '/order/uk-1/', '/huts/', '/order/', '/order/pizzas/extra', '/deals/pizzas/'])('hides on %s', (path) => {
    expect(showsBasketSidebar(path)).toBe(false);
  });
});
