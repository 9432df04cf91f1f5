// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Deal, Product } from '../../../src/api/contract/catalogue';
import { dealChoiceSlots } from '../../../src/domain/deals/choice-slots';
import { i18n } from '../../../src/i18n';
import { loadScreenStrings } from '../../support/screen-setup';
import { picksForOption } from '../../../src/screens/deal/deal-model';
import { DealView } from '../../../src/screens/deal/DealView';
import type { DealActions, DealModel } from '../../../src/screens/deal/model';

// The deal page's view renders from a fixture model (no atoms, no address): the split of issue 11.

const cola = {
  id: 'cola',
  type: 'drink',
  kind: 'soft-drink',
  title: 'Cola',
  img: '',
  price: 2.29,
  options: [
    { id: '500ml', name: '500ml', price: 2.29 },
    { id: '1-5l', name: '1.5 l', price: 3.49 },
  ],
} as unknown as Product;

const drinks = {
  id: 'drinks-deal',
  kind: 'bundle-discount',
  type: 'deal',
  title: 'Two drinks',
  desc: 'Any two drinks',
  img: '',
  price: 4.99,
  options: [{ type: 'drink', entities: ['cola'], defaults: [], min: 1, max: 1, count: 1, free: { swaps: 0, additions: 0 }, fixed: false }],
  loyalty: false,
  locked: false,
  max: 5,
  hidden: false,
  popularity: 1,
  conflicts: [],
  rules: {},
  veg: false,
  dispositions: ['delivery', 'collection'],
} as unknown as Deal;

beforeAll(async () => {
  await loadScreenStrings();
});

afterEach(cleanup);

function show(input: Partial<DealModel> = {}) {
  const calls: [string, ...unknown[]][] = [];
  const slots = dealChoiceSlots(drinks);
  const picks = picksForOption(drinks, 0, [cola]).picks;
  const model: DealModel = {
    deal: drinks,
    choices: slots.map((slot) => ({ slot, option: drinks.options[0]!, choice: undefined, picks, optionFull: false, charge: 0 })),
    total: '£4.99',
    saving: null,
    reasons: [],
    inBasket: false,
    adding: false,
    price: (amount) => `£${amount.toFixed(2)}`,
    ...input,
  };
  const actions: DealActions = {
    pick: (slot, pick) => calls.push(['pick', slot.choiceId, pick.key]),
    setItems: (slot, items) => calls.push(['setItems', slot.choiceId, items]),
    customise: (slot, item) => calls.push(['customise', slot.choiceId, item.productId]),
    clear: (slot) => calls.push(['clear', slot.choiceId]),
    add: () => calls.push(['add']),
  };
  render(
    <MemoryRouter>
      <I18nextProvider i18n={i18n}>
        <DealView model={model} actions={actions} />
      </I18nextProvider>
    </MemoryRouter>,
  );
  return calls;
}

describe('deal page view (spec 1 §2)', () => {
  it('shows the deal, its choices and the total, and passes a pick and the add to the actions', () => {
    const calls = show();
    expect(screen.getByRole('heading', { level: 1, name: 'Two drinks' })).toBeTruthy();
    expect(screen.getByText('From £4.99')).toBeTruthy();
    expect(screen.getByText('£4.99', { selector: '.deal-footer__price' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Choose Cola, 1.5 l for choice 1' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add deal to basket' }));
    expect(calls).toEqual([['pick', 1, 'cola:1-5l'], ['add']]);
  });

  it('lists why the deal cannot be added yet and keeps the button disabled', () => {
    show({ reasons: ['Choose 1 more item'], saving: '£1.00', inBasket: true });
    const button = screen.getByRole('button', { name: 'Update deal in basket' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    expect(screen.getByText('Choose 1 more item')).toBeTruthy();
    expect(screen.getByText('You save £1.00')).toBeTruthy();
  });
});
