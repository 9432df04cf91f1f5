import { describe, expect, it } from 'vitest';
import { withLocalisedText } from '../../../src/domain/menu/localised-entries';

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

  it('leaves an entry without content in its own words', () => {
    const content = [{ id: 'other', type: 'pizza', title: 'Autre', description: '' }];
    expect(withLocalisedText([pizza], content)).toEqual([pizza]);
  });
});
