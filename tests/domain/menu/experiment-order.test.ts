import { describe, expect, it } from 'vitest';
import { byPopularity, dealsByPrice, toppingsByPopularity } from '../../../src/domain/menu/experiment-order';

// 14-G13: the orders of the UK/FR menu experiments (product-sorting, deal-sorting, topping-sort-order).

describe('byPopularity (product-sorting)', () => {
  it('puts the most popular first and keeps the menu order between ties', () => {
    const list = [
      { id: 'a', popularity: 10 },
      { id: 'b', popularity: 90 },
      { id: 'c', popularity: 10 },
      { id: 'd', popularity: 50 },
    ];
    expect(byPopularity(list).map(({ id }) => id)).toEqual(['b', 'd', 'a', 'c']);
    expect(list.map(({ id }) => id)).toEqual(['a', 'b', 'c', 'd']); // the input is not reordered
  });
});

describe('dealsByPrice (deal-sorting)', () => {
  it('orders priced deals lowest first and puts deals without a price last, in menu order', () => {
    const deals = [
      { id: 'reward', price: 0 },
      { id: 'big', price: 22.99 },
      { id: 'small', price: 9.99 },
      { id: 'percent', price: 0 },
      { id: 'mid', price: 14.99 },
      { id: 'small-too', price: 9.99 },
    ];
    expect(dealsByPrice(deals).map(({ id }) => id)).toEqual(['small', 'small-too', 'mid', 'big', 'reward', 'percent']);
  });
});

describe('toppingsByPopularity (topping-sort-order)', () => {
  it('ranks a topping by the popularity of the pizzas that carry it by default', () => {
    const toppings = [{ id: 'olives' }, { id: 'ham' }, { id: 'pepperoni' }, { id: 'pineapple' }, { id: 'anchovies' }];
    const pizzas = [
      { popularity: 95, defaultOptions: { toppings: ['pepperoni'] } },
      { popularity: 40, defaultOptions: { toppings: ['ham', 'pineapple'] } },
      { popularity: 30, defaultOptions: { toppings: ['ham', 'olives', 'ham'] } }, // a topping counts once per pizza
    ];
    // pepperoni 95, ham 70, pineapple 40, olives 30, anchovies 0
    expect(toppingsByPopularity(toppings, pizzas).map(({ id }) => id)).toEqual(['pepperoni', 'ham', 'pineapple', 'olives', 'anchovies']);
  });

  it('keeps the editor order when no listed pizza carries any topping', () => {
    const toppings = [{ id: 'b' }, { id: 'a' }];
    expect(toppingsByPopularity(toppings, []).map(({ id }) => id)).toEqual(['b', 'a']);
  });
});
