import { describe, expect, it } from 'vitest';
import { dealChoiceSlots, isDipGroup, isOptionFull, missingRequiredChoices, selectedInOption } from '../../../src/domain/deals/choice-slots';
import { option } from './deal-option';

describe('numbered choices (spec 1 §2 deal page, §5 dips rule)', () => {
  it('an option with count 2 gives two numbered choices, both required when min is 2', () => {
    const slots = dealChoiceSlots({ options: [option({ count: 2, min: 2, max: 2 }), option({ type: 'side', entities: ['wedges'] })] });
    expect(slots.map((slot) => [slot.choiceId, slot.optionIndex, slot.position, slot.required])).toEqual([
      [1, 0, 0, 1],
      [2, 0, 1, 1],
      [3, 1, 0, 1],
    ]);
  });

  it('min 0 makes a choice optional', () => {
    const [slot] = dealChoiceSlots({ options: [option({ type: 'drink', entities: ['cola'], min: 0 })] });
    expect(slot?.required).toBe(0);
  });

  it('dips with count over 1 form a single required option, even with min 0', () => {
    const dips = option({ type: 'dip', entities: ['garlic-dip', 'bbq-dip'], count: 3, min: 0, max: 3 });
    expect(isDipGroup(dips)).toBe(true);
    const slots = dealChoiceSlots({ options: [dips] });
    expect(slots).toHaveLength(1);
    expect(slots[0]).toMatchObject({ choiceId: 1, capacity: 3, required: 3, defaultEntities: [] });
  });

  it('a dips group starts with its defaults, topped up with the first', () => {
    const [three] = dealChoiceSlots({ options: [option({ type: 'dip', entities: ['garlic-dip', 'bbq-dip'], defaults: ['garlic-dip', 'bbq-dip', 'sweet-chilli-dip'], count: 3, max: 3 })] });
    expect(three?.defaultEntities).toEqual(['garlic-dip', 'bbq-dip', 'sweet-chilli-dip']);
    const [two] = dealChoiceSlots({ options: [option({ type: 'dip', entities: ['garlic-dip'], defaults: ['garlic-dip'], count: 2, max: 2 })] });
    expect(two?.defaultEntities).toEqual(['garlic-dip', 'garlic-dip']);
  });

  it('a single dip stays an ordinary choice', () => {
    const dip = option({ type: 'dip', entities: ['garlic-dip'], count: 1, min: 0 });
    expect(isDipGroup(dip)).toBe(false);
    expect(dealChoiceSlots({ options: [dip] })[0]).toMatchObject({ capacity: 1, required: 0 });
  });

  it('defaults fill choices in order; a fixed option is required and keeps its default', () => {
    const slots = dealChoiceSlots({
      options: [
        option({ count: 2, min: 2, max: 2, defaults: ['margherita'] }),
        option({ type: 'drink', entities: ['cola'], defaults: ['cola'], fixed: true, min: 0 }),
      ],
    });
    expect(slots.map((slot) => slot.defaultEntity)).toEqual(['margherita', null, 'cola']);
    expect(slots.map((slot) => slot.defaultEntities)).toEqual([['margherita'], [], ['cola']]);
    expect(slots[2]).toMatchObject({ fixed: true, required: 1 });
  });
});

describe('full options (spec 1 §5)', () => {
  it('a deal option whose selected count reaches its max is full', () => {
    const pizzas = option({ count: 3, min: 1, max: 2 });
    expect(isOptionFull(pizzas, 1)).toBe(false);
    expect(isOptionFull(pizzas, 2)).toBe(true);
    expect(isOptionFull(pizzas, 3)).toBe(true);
  });

  it('counts what is chosen across the option’s choices', () => {
    const slots = dealChoiceSlots({ options: [option({ count: 2, max: 2, min: 2 }), option({ type: 'side', entities: ['wedges'] })] });
    const chosen: Record<number, number> = { 1: 1, 2: 1, 3: 0 };
    expect(selectedInOption(slots, 0, (id) => chosen[id] ?? 0)).toBe(2);
    expect(selectedInOption(slots, 1, (id) => chosen[id] ?? 0)).toBe(0);
  });
});

describe('missing required choices', () => {
  const slots = dealChoiceSlots({
    options: [
      option({ count: 2, min: 2, max: 2 }),
      option({ type: 'dip', entities: ['garlic-dip', 'bbq-dip'], count: 2, max: 2, min: 0 }),
      option({ type: 'drink', entities: ['cola'], min: 0 }),
    ],
  });

  it('lists the choices still to fill and how many items each needs', () => {
    expect(missingRequiredChoices(slots, () => 0)).toEqual([
      { choiceId: 1, needed: 1 },
      { choiceId: 2, needed: 1 },
      { choiceId: 3, needed: 2 },
    ]);
    const chosen: Record<number, number> = { 1: 1, 2: 1, 3: 1 };
    expect(missingRequiredChoices(slots, (id) => chosen[id] ?? 0)).toEqual([{ choiceId: 3, needed: 1 }]);
  });

  it('is empty when every required choice is filled; optional choices never block', () => {
    const chosen: Record<number, number> = { 1: 1, 2: 1, 3: 2 };
    expect(missingRequiredChoices(slots, (id) => chosen[id] ?? 0)).toEqual([]);
  });
});
