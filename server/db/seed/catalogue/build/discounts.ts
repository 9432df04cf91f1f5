import type { Discount } from '../../../../../src/api/contract/catalogue';

/** Basket discounts, sold per channel (the x-channel header of GET /v2/products/discounts). */
export function discount(spec: Pick<Discount, 'id' | 'title' | 'rule' | 'value' | 'threshold' | 'channels'> & Partial<Discount>): Discount {
  return {
    amount: spec.rule === 'amount' ? spec.value : 0,
    options: [],
    discountable: ['pizza', 'side', 'dessert'],
    popularity: 50,
    ...spec,
  };
}
