import { describe, expect, it } from 'vitest';
import type { PizzaProduct } from '../../../src/api/contract/catalogue';
import { pizzaArt, type PizzaArtInput } from '../../../src/domain/art/pizza';
import { hashString, nestSvg, toSvgString } from '../../../src/domain/art/svg';
import { DRAWN_TOPPINGS } from '../../../src/domain/art/toppings';
import { MARKET_MENUS } from '../../../server/db/seed/catalogue/catalogue';
import { ukMenu } from '../../../server/db/seed/catalogue/markets/uk';

/** Issue 13 "Product art, drawn not borrowed": pizzas are drawn from what they are made of. */

const ukPizza = (id: string) => ukMenu.products.find((entry) => entry.record.id === id)!.record as PizzaProduct;
const menuArt = (pizza: PizzaProduct) => toSvgString(pizzaArt({ seed: pizza.id, halves: [pizza.defaultOptions] }));

const base: PizzaArtInput = {
  seed: 'margherita',
  size: 'medium',
  crust: 'pan',
  halves: [{ sauce: 'tomato', cheese: 'mozzarella', toppings: ['pepperoni'] }],
};
const draw = (input: PizzaArtInput) => toSvgString(pizzaArt(input));

describe('pizzaArt', () => {
  it('draws Pepperoni Feast and Veggie Supreme differently, and every UK pizza its own picture', () => {
    expect(menuArt(ukPizza('pepperoni-feast'))).not.toBe(menuArt(ukPizza('veggie-supreme')));
    const pizzas = ukMenu.products.map((entry) => entry.record).filter((record): record is PizzaProduct => record.type === 'pizza');
    const pictures = new Set(pizzas.map(menuArt));
    expect(pictures.size).toBe(pizzas.length);
  });

  it('shows the toppings it is made of: pepperoni discs on the pepperoni pizza, none on the margherita', () => {
    const pepperoniRed = '#b3261e';
    expect(menuArt(ukPizza('pepperoni-feast'))).toContain(`fill="${pepperoniRed}"`);
    expect(menuArt(ukPizza('margherita'))).not.toContain(`fill="${pepperoniRed}"`);
    // BBQ sauce is drawn brown, not the tomato red.
    expect(menuArt(ukPizza('bbq-americano'))).toContain('fill="#5b2a16"');
  });

  it('is deterministic: the same pizza is the same drawing on every build', () => {
    expect(draw(base)).toBe(draw(base));
  });

  it('redraws when the editor changes size, crust, toppings or halves', () => {
    const before = draw(base);
    expect(draw({ ...base, size: 'large' })).not.toBe(before);
    expect(draw({ ...base, crust: 'cheesy-bites' })).not.toBe(before);
    expect(draw({ ...base, crust: 'square-pan' })).toContain('<rect');
    expect(draw({ ...base, halves: [{ ...base.halves[0], toppings: ['pepperoni', 'mushrooms'] }] })).not.toBe(before);
    expect(draw({ ...base, halves: [base.halves[0], { sauce: 'bbq', cheese: 'mozzarella', toppings: ['ham'] }] })).not.toBe(before);
  });

  it('keeps the toppings already placed where they were when one is added', () => {
    const pieces = (svg: string) => svg.match(/<g transform="translate\([^"]+\)[^>]*>/g) ?? [];
    const one = pieces(draw(base));
    const two = pieces(draw({ ...base, halves: [{ ...base.halves[0], toppings: ['pepperoni', 'black-olives'] }] }));
    expect(one.length).toBeGreaterThan(4);
    expect(two.slice(0, one.length)).toEqual(one);
    expect(two.length).toBeGreaterThan(one.length);
  });

  it('puts each half’s toppings on its own side', () => {
    const svg = draw({
      ...base,
      halves: [
        { sauce: 'tomato', cheese: 'mozzarella', toppings: ['pepperoni'] },
        { sauce: 'tomato', cheese: 'mozzarella', toppings: ['pineapple'] },
      ],
    });
    const xs = [...svg.matchAll(/translate\(([\d.]+) [\d.]+\)[^>]*><g><circle r="8.5" fill="#b3261e"/g)].map((m) => Number(m[1]));
    expect(xs.length).toBeGreaterThan(2);
    expect(xs.every((x) => x < 100)).toBe(true);
  });

  it('has a look of its own for every topping any market sells', () => {
    const toppings = new Set(
      MARKET_MENUS.flatMap((menu) => menu.products.flatMap((entry) => (entry.record.type === 'pizza' ? (entry.record as PizzaProduct).toppings.map((t) => t.id) : []))),
    );
    expect([...toppings].filter((id) => !DRAWN_TOPPINGS.includes(id))).toEqual([]);
  });
});

describe('svg helpers', () => {
  it('nests a picture with its ids and references prefixed, so copies in one deal picture never clash', () => {
    const inner = '<svg viewBox="0 0 72 72"><defs><linearGradient id="g"/></defs><rect fill="url(#g)"/></svg>';
    const nested = nestSvg(inner, { x: 10, y: 20, size: 50 }, 'a-');
    expect(nested).toBe('<svg x="10" y="20" width="50" height="50" viewBox="0 0 72 72"><defs><linearGradient id="a-g"/></defs><rect fill="url(#a-g)"/></svg>');
  });

  it('escapes text and hashes strings stably', () => {
    expect(toSvgString({ tag: 'text', attrs: { x: 1.234 }, children: ['Fish & Chips <b>'] })).toBe('<text x="1.23">Fish &amp; Chips &lt;b&gt;</text>');
    expect(hashString('margherita')).toBe(hashString('margherita'));
    expect(hashString('margherita')).not.toBe(hashString('pepperoni-feast'));
  });
});
