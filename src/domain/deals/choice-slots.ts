/**
 * Numbered choices (spec 1 §2 deal page, §3 Temporary deal choices, §5 "Deal rules"): how a deal's
 * options become the numbered choices the deal page shows, which of them must be filled, and when
 * an option is full. Pure: the deal page, the basket and the server number choices the same way.
 *
 * How a deal's options become numbered choices (our reading of spec 1 §2, §5):
 * - an option with `count` n gives n choices of one item each ("Choice 1: Pick a large pizza",
 *   "Choice 2: Pick a large pizza"); `min` of them must be filled (0: the option is optional) and at
 *   most `max` may be filled ("a deal option whose selected count reaches its max is full");
 * - "dips with count over 1 form a single required option": one choice holding `count` dips, which
 *   must all be chosen (the same dip may be chosen more than once);
 * - choices are numbered from 1 in option order; `optionIndex` is the option's index in `options`.
 */

import type { DealFacts, DealOptionFacts, DealOptionType } from './types';

/** One numbered choice of a deal page. */
export interface DealChoiceSlot {
  /** 1, 2, 3 … in the order the page shows them. */
  choiceId: number;
  /** Index of the option in `deal.options`. */
  optionIndex: number;
  /** Position of this choice among its option's choices (0-based). */
  position: number;
  type: DealOptionType;
  /** Items this choice holds: 1, or the dips count for a dips group. */
  capacity: number;
  /** Items that must be chosen for the deal to be added (0: optional). */
  required: number;
  fixed: boolean;
  /** The product (or `id:variant`) pre-filled here, if the option has a default for this position. */
  defaultEntity: string | null;
  /** What the choice holds at first, one entity per item: [defaultEntity], or a dips group's defaults. */
  defaultEntities: string[];
}

/** "Dips with count over 1 form a single required option" (spec 1 §5). */
export function isDipGroup(option: DealOptionFacts): boolean {
  return option.type === 'dip' && option.count > 1;
}

/** The deal's options as numbered choices, defaults placed in order. */
export function dealChoiceSlots(deal: Pick<DealFacts, 'options'>): DealChoiceSlot[] {
  const slots: DealChoiceSlot[] = [];
  deal.options.forEach((option, optionIndex) => {
    if (isDipGroup(option)) {
      const capacity = Math.min(option.count, option.max);
      const first = option.defaults[0];
      // The group's defaults in order; a short list is topped up with its first dip.
      const defaults = first === undefined ? [] : Array.from({ length: capacity }, (_, index) => option.defaults[index] ?? first);
      slots.push({
        choiceId: slots.length + 1,
        optionIndex,
        position: 0,
        type: option.type,
        capacity,
        required: capacity,
        fixed: option.fixed,
        defaultEntity: first ?? null,
        defaultEntities: defaults,
      });
      return;
    }
    for (let position = 0; position < option.count; position += 1) {
      const defaultEntity = option.defaults[position] ?? (option.fixed ? (option.defaults[0] ?? null) : null);
      slots.push({
        choiceId: slots.length + 1,
        optionIndex,
        position,
        type: option.type,
        capacity: 1,
        required: position < Math.min(option.min, option.max) || option.fixed ? 1 : 0,
        fixed: option.fixed,
        defaultEntity,
        defaultEntities: defaultEntity === null ? [] : [defaultEntity],
      });
    }
  });
  return slots;
}

/** "A deal option whose selected count reaches its max is full" (spec 1 §5). */
export function isOptionFull(option: Pick<DealOptionFacts, 'max'>, selectedCount: number): boolean {
  return selectedCount >= option.max;
}

/** Choices that still need items, with how many each needs (the add button waits for none). */
export function missingRequiredChoices(
  slots: readonly DealChoiceSlot[],
  chosenCount: (choiceId: number) => number,
): { choiceId: number; needed: number }[] {
  return slots
    .map((slot) => ({ choiceId: slot.choiceId, needed: Math.max(0, slot.required - chosenCount(slot.choiceId)) }))
    .filter((entry) => entry.needed > 0);
}

/** Items chosen across an option's choices (for isOptionFull). */
export function selectedInOption(
  slots: readonly DealChoiceSlot[],
  optionIndex: number,
  chosenCount: (choiceId: number) => number,
): number {
  return slots.filter((slot) => slot.optionIndex === optionIndex).reduce((sum, slot) => sum + chosenCount(slot.choiceId), 0);
}
