import { describe, expect, it } from 'vitest';
import { describeItem, describeLineText, SERVER_DESCRIPTION_PHRASES, type DescribableProduct } from '../../../src/domain/basket/describe-line';

// A slice of the uk-1 menu (server/db/seed/catalogue/markets/uk.ts): names as the catalogue gives them.
const pizzaBase = {
  type: 'pizza',
  sizes: [
    { id: 'medium', name: 'Medium (11.5")' },
    { id: 'large', name: 'Large (13.5")' },
  ],
  crusts: [
    { id: 'classic-pan', name: 'Classic Pan' },
    { id: 'thin', name: 'Italian Thin' },
  ],
  sauces: [
    { id: 'tomato', name: 'Tomato Sauce' },
    { id: 'bbq', name: 'BBQ Sauce' },
  ],
  cheeses: [{ id: 'mozzarella', name: 'Mozzarella' }],
  toppings: [
    { id: 'ham', name: 'Ham' },
    { id: 'pineapple', name: 'Pineapple' },
    { id: 'onion', name: 'Red Onions' },
    { id: 'mushroom', name: 'Mushrooms' },
  ],
} as const;

const PRODUCTS: Record<string, DescribableProduct> = {
  margherita: { ...pizzaBase, id: 'margherita', title: 'Margherita', defaultOptions: { sauce: 'tomato', cheese: 'mozzarella', toppings: [] } },
  hawaiian: { ...pizzaBase, id: 'hawaiian', title: 'Hawaiian', defaultOptions: { sauce: 'tomato', cheese: 'mozzarella', toppings: ['ham', 'pineapple'] } },
  wings: {
    id: 'wings',
    type: 'side',
    title: 'Chicken Wings',
    options: [
      { id: '6', name: '6 pieces' },
      { id: '12', name: '12 pieces' },
    ],
    modifiers: [{ id: 'hot', name: 'Hot sauce' }],
  },
  'garlic-bread': { id: 'garlic-bread', type: 'side', title: 'Garlic Bread', options: [{ id: 'regular', name: 'Regular' }] },
};
const productOf = (id: string) => PRODUCTS[id];
const en = SERVER_DESCRIPTION_PHRASES.en;

describe('describeItem (10-G16)', () => {
  it('describes the walkthrough half-and-half: half Margherita with extra toppings, half Hawaiian', () => {
    const item = {
      type: 'pizza',
      properties: {
        id: 'margherita',
        size: 'large',
        crust: 'classic-pan',
        sauce: 'tomato',
        cheese: 'mozzarella',
        toppings: ['onion', 'mushroom'],
        secondHalf: { productId: 'hawaiian', sauce: 'tomato', cheese: 'mozzarella', toppings: ['ham', 'pineapple'] },
      },
    };
    const description = describeItem(item, productOf);
    expect(description.size).toEqual({ id: 'large', name: 'Large (13.5")' });
    expect(description.crust).toEqual({ id: 'classic-pan', name: 'Classic Pan' });
    expect(description.halves?.[0].product.name).toBe('Margherita');
    expect(description.halves?.[0].added.map((ref) => ref.name)).toEqual(['Red Onions', 'Mushrooms']);
    expect(description.halves?.[1].product.name).toBe('Hawaiian');
    expect(description.halves?.[1].added).toEqual([]);
    expect(describeLineText(description, en)).toEqual(['Large (13.5") · Classic Pan', 'Half Margherita (extra Red Onions, extra Mushrooms) + half Hawaiian']);
  });

  it('names removed default toppings and a changed sauce against the product defaults', () => {
    const item = { type: 'pizza', properties: { id: 'hawaiian', size: 'medium', crust: 'thin', sauce: 'bbq', toppings: ['ham', 'onion'] } };
    const description = describeItem(item, productOf);
    expect(description.halves).toBeNull();
    expect(description.removed.map((ref) => ref.id)).toEqual(['pineapple']);
    expect(description.added.map((ref) => ref.id)).toEqual(['onion']);
    expect(description.sauce?.name).toBe('BBQ Sauce');
    expect(describeLineText(description, en)).toEqual(['Medium (11.5") · Italian Thin', 'BBQ Sauce, extra Red Onions, no Pineapple']);
  });

  it('says nothing about toppings when the pizza has its defaults', () => {
    const description = describeItem({ type: 'pizza', properties: { id: 'hawaiian', size: 'large', crust: 'classic-pan' } }, productOf);
    expect(describeLineText(description, en)).toEqual(['Large (13.5") · Classic Pan']);
  });

  it('describes a deal choice the same way (otherHalf, the payload name of the second half)', () => {
    const choice = {
      type: 'pizza',
      properties: { id: 'hawaiian', size: 'large', crust: 'classic-pan', choiceId: 'c1', optionIndex: 0, otherHalf: { productId: 'margherita', toppings: ['ham'] } },
    };
    const text = describeLineText(describeItem(choice, productOf), SERVER_DESCRIPTION_PHRASES.fr);
    expect(text).toEqual(['Large (13.5") · Classic Pan', 'Moitié Hawaiian + moitié Margherita (supplément Ham)']);
  });

  it("shows a side's option only when it has several, and its modifiers", () => {
    expect(describeLineText(describeItem({ type: 'side', properties: { id: 'wings', option: '12', modifiers: ['hot'] } }, productOf), en)).toEqual([
      '12 pieces',
      'extra Hot sauce',
    ]);
    expect(describeLineText(describeItem({ type: 'side', properties: { id: 'garlic-bread', option: 'regular' } }, productOf), en)).toEqual([]);
  });

  it("lets the page put its own translated names in by id", () => {
    const description = describeItem({ type: 'pizza', properties: { id: 'margherita', size: 'large', crust: 'classic-pan', toppings: ['ham'] } }, productOf);
    const french = { large: 'Grande', 'classic-pan': 'Pâte classique', ham: 'Jambon' } as Record<string, string>;
    expect(describeLineText(description, SERVER_DESCRIPTION_PHRASES.fr, (_kind, ref) => french[ref.id] ?? ref.name)).toEqual([
      'Grande · Pâte classique',
      'supplément Jambon',
    ]);
  });

  it('falls back to stored ids and titles for a product the catalogue no longer has', () => {
    const description = describeItem({ type: 'pizza', properties: { id: 'gone', title: 'Old Pizza', size: 'large' } }, productOf);
    expect(description.product).toEqual({ id: 'gone', name: 'Old Pizza' });
    expect(describeLineText(description, en)).toEqual(['large']);
  });
});
