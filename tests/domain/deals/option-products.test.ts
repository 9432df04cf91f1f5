import { describe, expect, it } from 'vitest';
import { optionAcceptsProduct, parseEntity, resolveOptionEntities } from '../../../src/domain/deals/option-products';
import type { ProductFacts } from '../../../src/domain/deals/types';
import { option } from './deal-option';

const product = (id: string, type: ProductFacts['type'], kind: string = type): ProductFacts => ({ id, type, kind });

const margherita = product('margherita', 'pizza');
const pepperoni = product('pepperoni', 'pizza');
const wedges = product('wedges', 'side', 'side');
const hotWings = product('hot-wings', 'side', 'wings');
const macCheese = product('mac-cheese', 'side', 'pasta');
const cola = product('cola', 'drink');
const cookie = product('cookie', 'dessert');
const garlicDip = product('garlic-dip', 'dip');
const bbqDip = product('bbq-dip', 'dip');

describe('which products an option accepts (spec 1 §5 mixed options)', () => {
  it('a mixed option accepts pizza, side, drink, dessert, wings or pasta, never a dip', () => {
    const mixed = option({ type: 'mixed', entities: ['*'] });
    for (const accepted of [margherita, wedges, hotWings, macCheese, cola, cookie]) {
      expect(optionAcceptsProduct(mixed, accepted)).toBe(true);
    }
    expect(optionAcceptsProduct(mixed, garlicDip)).toBe(false);
    expect(optionAcceptsProduct(option({ type: 'dip', entities: ['garlic-dip', 'bbq-dip'] }), bbqDip)).toBe(true);
  });

  it('wings and pasta options take only sides of that kind; a side option takes neither', () => {
    const wings = option({ type: 'wings', entities: ['*'] });
    expect(optionAcceptsProduct(wings, hotWings)).toBe(true);
    expect(optionAcceptsProduct(wings, wedges)).toBe(false);
    const side = option({ type: 'side', entities: ['*'] });
    expect(optionAcceptsProduct(side, wedges)).toBe(true);
    expect(optionAcceptsProduct(side, hotWings)).toBe(false);
    expect(optionAcceptsProduct(option({ type: 'pasta', entities: ['mac-cheese'] }), macCheese)).toBe(true);
  });

  it('only listed entities are accepted; an `id:size` entity names the product id', () => {
    const large = option({ entities: ['margherita:large'] });
    expect(optionAcceptsProduct(large, margherita)).toBe(true);
    expect(optionAcceptsProduct(large, pepperoni)).toBe(false);
    expect(optionAcceptsProduct(option({ type: 'drink', entities: ['margherita'] }), margherita)).toBe(false);
  });

  it('a subtype narrows the option', () => {
    const veg = option({ entities: ['*'], subtype: 'veg' });
    expect(optionAcceptsProduct(veg, { ...margherita, subtype: 'veg' })).toBe(true);
    expect(optionAcceptsProduct(veg, pepperoni)).toBe(false);
  });

  it('parses entities with and without a variant', () => {
    expect(parseEntity('cola:500ml')).toEqual({ productId: 'cola', variant: '500ml' });
    expect(parseEntity('cola')).toEqual({ productId: 'cola', variant: null });
    expect(parseEntity('cola:')).toEqual({ productId: 'cola', variant: null });
  });

  it('resolves entities against the menu and reports the ones it cannot find (spec 1 §8)', () => {
    const resolved = resolveOptionEntities(option({ entities: ['margherita:large', 'hawaiian', 'cola'], size: 'medium' }), [
      margherita,
      pepperoni,
      cola,
    ]);
    expect(resolved.entries.map((entry) => [entry.product.id, entry.variant])).toEqual([['margherita', 'large']]);
    expect(resolved.missing).toEqual(['hawaiian', 'cola']);
  });

  it("'*' expands to every accepted product at the option's size, without duplicates", () => {
    const resolved = resolveOptionEntities(option({ entities: ['*', 'margherita'], size: 'large' }), [margherita, pepperoni, cola]);
    expect(resolved.entries.map((entry) => [entry.product.id, entry.variant])).toEqual([
      ['margherita', 'large'],
      ['pepperoni', 'large'],
    ]);
    expect(resolved.missing).toEqual([]);
  });
});
