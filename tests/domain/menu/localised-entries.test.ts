import { describe, expect, it } from 'vitest';
import { withLocalisedText, type ContentText } from '../../../src/domain/menu/localised-entries';

describe('localised menu text (spec 1 §7 product content)', () => {
  const pizza = { id: 'margherita', type: 'pizza', title: 'Margherita', desc: 'Tomato and mozzarella' };
  const deal = { id: 'any-20', rules: {}, title: 'Any pizza £20', desc: 'Any large pizza' };
  const discount = { id: 'web-only-20-off', title: '20% off' };

  it('keeps the list as it is without content', () => {
    const list = [pizza];
    expect(withLocalisedText(list, [])).toBe(list);
  });

  it('takes title and description from the content of the same type and id', () => {
    const content = [
      { id: 'margherita', type: 'pizza', title: 'Marguerite', description: 'Tomate et mozzarella' },
      { id: 'any-20', type: 'deal', title: 'Toute pizza à 20 €', description: 'Une grande pizza' },
      { id: 'web-only-20-off', type: 'discount', title: '20 % de réduction', description: 'En ligne' },
      { id: 'margherita', type: 'deal', title: 'wrong type', description: 'never used' },
    ];
    expect(withLocalisedText([pizza, deal, discount], content)).toEqual([
      { ...pizza, title: 'Marguerite', desc: 'Tomate et mozzarella' },
      { ...deal, title: 'Toute pizza à 20 €', desc: 'Une grande pizza' },
      { ...discount, title: '20 % de réduction' },
    ]);
  });

  it("names sizes, crusts, sauces, toppings and options in the content's locale (10-G30)", () => {
    const caPizza = {
      ...pizza,
      sizes: [{ id: 'small', name: 'Small (10")', price: 12.99 }],
      crusts: [{ id: 'pan', name: 'Original Pan' }, { id: 'thin', name: "Thin 'N Crispy" }],
      toppings: [{ id: 'ham', name: 'Ham' }],
    };
    const bag = { id: 'paper-bag', type: 'side', title: 'Paper Bag', desc: '', options: [{ id: 'regular', name: 'Paper Bag', price: 0.25 }] };
    const content: ContentText[] = [
      {
        id: 'margherita',
        type: 'pizza',
        title: 'Margherita',
        description: 'Sauce marinara et mozzarella.',
        names: { 'size:small': 'Petite (10 po)', 'crust:pan': 'Pâte originale Pan', 'topping:ham': 'Jambon' },
      },
      { id: 'paper-bag', type: 'side', title: 'Sac de papier', description: '', names: { 'option:regular': 'Sac de papier' } },
    ];
    const [frPizza] = withLocalisedText([caPizza], content);
    const [frBag] = withLocalisedText([bag], content);
    expect(frPizza!.sizes).toEqual([{ id: 'small', name: 'Petite (10 po)', price: 12.99 }]);
    // A choice the content does not name keeps its own words.
    expect(frPizza!.crusts).toEqual([{ id: 'pan', name: 'Pâte originale Pan' }, { id: 'thin', name: "Thin 'N Crispy" }]);
    expect(frPizza!.toppings).toEqual([{ id: 'ham', name: 'Jambon' }]);
    expect(frBag).toEqual({ ...bag, title: 'Sac de papier', options: [{ id: 'regular', name: 'Sac de papier', price: 0.25 }] });
  });

  it('leaves an entry without content in its own words', () => {
    const content = [{ id: 'other', type: 'pizza', title: 'Autre', description: '' }];
    expect(withLocalisedText([pizza], content)).toEqual([pizza]);
  });
});
