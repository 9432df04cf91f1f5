import { describe, expect, it } from 'vitest';
import { NO_DEAL_ID } from '../../../src/domain/basket/ids';
import { basketItemContent, itemProperties } from '../../../src/domain/basket/item';

describe('the no-deal id (spec 1 §3)', () => {
  it('is ND', () => expect(NO_DEAL_ID).toBe('ND'));
});

describe('a basket item read once into a typed value (spec 1 §3 basket item properties)', () => {
  it('reads a whole pizza', () => {
    const item = basketItemContent({
      type: 'pizza',
      properties: { id: 'margherita', size: 'large', crust: 'thin', sauce: 'tomato', cheese: 'mozzarella', toppings: ['ham'], price: 12.5 },
    });
    expect(item).toMatchObject({ type: 'pizza', productId: 'margherita', size: 'large', crust: 'thin', toppings: ['ham'], price: 12.5 });
  });

  it('reads a half-and-half pizza, otherHalf (the optimiser payload’s name) as secondHalf', () => {
    const stored = basketItemContent({ type: 'pizza', properties: { id: 'margherita', secondHalf: { productId: 'pepperoni', toppings: ['pepperoni'] } } });
    const wire = basketItemContent({ type: 'pizza', properties: { id: 'margherita', otherHalf: { productId: 'pepperoni', toppings: ['pepperoni'] } } });
    expect(stored.type).toBe('half-and-half');
    expect(wire).toEqual(stored);
    if (stored.type === 'half-and-half') {
      expect(stored.secondHalf.productId).toBe('pepperoni');
      expect(stored.firstHalf).toBeUndefined();
    }
  });

  it.each(['side', 'drink', 'dessert', 'dip'])('reads a %s with its option, modifiers and dips', (type) => {
    const item = basketItemContent({ type, properties: { id: 'x', option: 'large', modifiers: ['cheese'], dips: ['bbq'] } });
    expect(item).toMatchObject({ type, productId: 'x', option: 'large', modifiers: ['cheese'], dips: ['bbq'] });
  });

  it('keeps an unknown type as other, with its stored type', () => {
    expect(basketItemContent({ type: 'wings', properties: { id: 'w' } })).toMatchObject({ type: 'other', storedType: 'wings', productId: 'w' });
  });

  it('reads a value of the wrong type as absent, and keeps an empty string', () => {
    const reading = itemProperties({ id: 7, size: '', price: Number.NaN, toppings: ['ham', 3], secondHalf: ['not', 'a', 'half'], optionIndex: 1 });
    expect(reading).toMatchObject({ productId: undefined, size: '', price: undefined, toppings: undefined, secondHalf: undefined, optionIndex: 1 });
  });

  it('reads each properties object once, and an id such as __proto__ stays data', () => {
    const properties = JSON.parse('{"id":"__proto__","title":"Garlic bread"}') as Record<string, unknown>;
    expect(itemProperties(properties)).toBe(itemProperties(properties));
    expect(itemProperties(properties).productId).toBe('__proto__');
    expect(itemProperties({}).productId).toBeUndefined();
  });
});
