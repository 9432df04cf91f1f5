import { describe, expect, it } from 'vitest';
import type { PizzaProduct } from '../../../src/api/contract/catalogue';
import { pizzaBaseUpsellItem } from '../../../src/domain/basket/pizza-base-upsell';
import { defaultConfiguration, pricePizza } from '../../../src/domain/pricing/pizza';
import { catalogue } from '../../../server/db/seed/catalogue/catalogue';

// 10-G13 / spec 1 §5 "An upsell for a pizza base copies sauce, cheese and toppings of the matching
// pizza": the Canadian seed's personal pizzas offer Create Your Own (server/db/seed/catalogue/markets/ca.ts).
const ca = catalogue().sectors.find((entry) => entry.sector === 'ca-1')!;
const base = ca.products.find((product): product is PizzaProduct => product.id === 'create-your-own' && product.type === 'pizza')!;

describe('the pizza-base upsell (10-G13)', () => {
  it('is seeded: a personal pizza in ca-1 is offered Create Your Own', () => {
    const type = ca.upsells[0]!.types[0]!;
    expect(type.item).toEqual({ type: 'pizza', id: 'create-your-own' });
    expect(type.match).toEqual(expect.arrayContaining([{ field: 'size', eq: 'personal' }]));
  });

  it("goes in with the matching pizza's sauce, cheese and toppings, priced as that configuration", () => {
    const copy = { sauce: 'bbq', cheese: 'vegan-cheese', toppings: ['chicken', 'red-onions', 'bacon'] };
    const item = pizzaBaseUpsellItem(base, copy, 2)!;
    expect(item.type).toBe('pizza');
    expect(item.properties).toMatchObject({ id: 'create-your-own', sauce: 'bbq', cheese: 'vegan-cheese', toppings: ['chicken', 'red-onions', 'bacon'] });
    const start = defaultConfiguration(base);
    const priced = pricePizza(base, { ...start, ...copy }, { decimals: 2 });
    expect(priced.ok && priced.price).toBe(item.properties.price);
    // Not the base's own defaults: the copy changed it.
    expect(item.properties.sauce).not.toBe(start.sauce);
  });

  it('keeps the defaults for what the base does not sell, and the defaults without a copy', () => {
    const start = defaultConfiguration(base);
    const item = pizzaBaseUpsellItem(base, { sauce: 'no-such-sauce', cheese: undefined, toppings: ['ham', 'no-such-topping'] }, 2)!;
    expect(item.properties).toMatchObject({ sauce: start.sauce, cheese: start.cheese, toppings: ['ham'] });
    expect(pizzaBaseUpsellItem(base, null, 2)!.properties).toMatchObject({ sauce: start.sauce, cheese: start.cheese, toppings: start.toppings });
  });
});
