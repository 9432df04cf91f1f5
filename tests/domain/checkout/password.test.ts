import { describe, expect, it } from 'vitest';
import { passwordHint } from '../../../src/domain/checkout';

describe('password hint (spec 2 §5: 8 characters, lower case, upper case and a number)', () => {
  it.each([
    ['', false, ['lower', 'upper', 'digit'], '0/8'],
    ['a', false, ['upper', 'digit'], '1/8'],
    ['Pizza', false, ['digit'], '5/8'],
    ['Pizza25', false, [], '7/8'],
    ['Pizza2025', true, [], '8/8'],
    ['PIZZA2025', false, ['lower'], '8/8'],
    ['pizza2025', false, ['upper'], '8/8'],
    ['PizzaHutt', false, ['digit'], '8/8'],
    ['Élodie2025', true, [], '8/8'], // accented letters count
    ['Ab1' + ' '.repeat(5), true, [], '8/8'],
  ] as const)('%j → ok %s, missing %j, %s', (password, ok, missing, length) => {
    expect(passwordHint(password)).toEqual({ ok, missing, length });
  });
});
