import type { BasketValidatorRequestInput, OptimiseDealGroupBody } from '../../src/api/contract/basket';

/**
 * Baskets in the optimiser payload's shape (spec 1 §7) for the basket API tests, from the seeded uk-1
 * menu (server/db/seed/catalogue/README.md): large Margherita 16.99, garlic bread 4.49, cola 2.29,
 * bogof (cheapest pizza free), collection-incentive 17.99 (collection only), any-large-pizza 12.99.
 */

/** The main UK demo hut, London - Camden (server/db/seed/huts/README.md). */
export const CAMDEN = { id: '1101', sector: 'uk-1' } as const;

type Item = Record<string, unknown> & { id: string };

export function largePizza(basketItemID: string, id = 'margherita', extra: Record<string, unknown> = {}): Item {
  return { id, size: 'large', basketItemID, ...extra };
}

export function side(basketItemID: string, id = 'garlic-bread'): Item {
  return { id, basketItemID };
}

export function drink(basketItemID: string, id = 'cola-500ml'): Item {
  return { id, basketItemID };
}

type Lists = Partial<Pick<OptimiseDealGroupBody, 'pizzas' | 'sides' | 'drinks' | 'desserts' | 'dips'>>;

export function group(id: string, basketDealID: string, lists: Lists): OptimiseDealGroupBody {
  return { id, basketDealID, pizzas: [], sides: [], drinks: [], desserts: [], dips: [], ...lists };
}

/** Items outside every deal. */
export const loose = (lists: Lists) => group('ND', 'ND', lists);

/** Items of a deal option: `optionIndex` as the deal page stores it. */
export const inOption = (optionIndex: number, ...items: Item[]) => items.map((item) => ({ ...item, optionIndex }));

export function optimiseBody(deals: OptimiseDealGroupBody[], disposition: 'delivery' | 'collection' = 'collection', amount = 0) {
  return { version: '1.0', hut: CAMDEN, disposition: { type: disposition }, payment: { amount }, deals };
}

export function validatorBody(
  deals: OptimiseDealGroupBody[],
  amount: number,
  changes: Partial<BasketValidatorRequestInput> = {},
): BasketValidatorRequestInput {
  return {
    hut: CAMDEN,
    payment: { type: 'card', amount, currency: 'GBP' },
    disposition: { type: 'collection', when: 'asap' },
    deals,
    ...changes,
  };
}

/** Two large Margheritas as one bogof: the second free, 16.99. */
export const bogofOfTwoMargheritas = () => group('bogof', 'basket-bogof', { pizzas: inOption(0, largePizza('p1'), largePizza('p2')) });
