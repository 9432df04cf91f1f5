// @vitest-environment jsdom
import { render, renderHook, screen } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PizzaProduct } from '../../../src/api/contract/catalogue';
import { experimentDatafileAtom } from '../../../src/atoms/experiment-definitions';
import { experimentsAtom } from '../../../src/atoms/experiments';
import { hutsAtom } from '../../../src/atoms/huts';
import { flushPersistedWrites } from '../../../src/atoms/persisted';
import { DEFAULT_HUTS } from '../../../src/db/defaults';
import { EXPERIMENTS } from '../../../src/domain/experiments/catalogue';
import { experimentStorageKey } from '../../../src/domain/experiments/record';
import { encodeAssignment } from '../../../src/domain/experiments/stored';
import { i18n, initI18n } from '../../../src/i18n';
import { useMenuContext, type MenuContext } from '../../../src/screens/menu/use-menu-context';
import { ToppingsPicker } from '../../../src/screens/product-modal/ToppingsPicker';
import { CAMDEN } from '../../atoms/basket-fixtures';

// 14-G13: the menu's experiment gates, control vs treatment, drawn the way the datafile keeps a pick
// (as tests/screens/menu/calories-experiment.test.tsx does): product-sorting, deal-sorting,
// vegetarian-toggle, hide-allergens-bar and the editor's topping-sort-order.

beforeAll(async () => {
  await initI18n('en-GB');
});

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-26T12:00:00Z'));
});

afterEach(async () => {
  vi.useRealTimers();
  await flushPersistedWrites();
});

function storeWith(name: string, value: string) {
  const record = EXPERIMENTS.find((entry) => entry.name === name)!;
  const store = createStore();
  store.set(hutsAtom, { ...DEFAULT_HUTS, current: CAMDEN, localised: true });
  store.set(experimentDatafileAtom, { market: record.markets[0]!, experiments: [record] });
  store.set(experimentsAtom, { [experimentStorageKey(record.name)]: encodeAssignment({ value, scheduleId: record.schedule.id }) });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <Provider store={store}>
      <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
    </Provider>
  );
  return wrapper;
}

function contextFor(name: string, value: string): MenuContext {
  return renderHook(() => useMenuContext(), { wrapper: storeWith(name, value) }).result.current;
}

describe('menu experiment gates', () => {
  it.each([
    ['product-sorting', 'popularity', 'productsByPopularity', false, true],
    ['deal-sorting', 'price', 'dealsByPrice', false, true],
    ['vegetarian-toggle', 'offered', 'vegetarianToggle', false, true],
    ['hide-allergens-bar', 'hidden', 'allergensBar', true, false],
  ] as const)('%s: control vs treatment %s', (name, treatment, key, control, treated) => {
    expect(contextFor(name, 'control')[key]).toBe(control);
    expect(contextFor(name, treatment)[key]).toBe(treated);
  });

  it('an unrelated treatment leaves every menu gate at its control', () => {
    const context = contextFor('hide-calorie-info', 'hidden');
    expect(context).toMatchObject({ productsByPopularity: false, dealsByPrice: false, vegetarianToggle: false, allergensBar: true });
  });
});

describe('topping-sort-order in the pizza editor', () => {
  const topping = (id: string, name: string) => ({ id, name, kind: 'veg' as const, veg: true, vegan: true, price: { medium: 1 } });
  const product = {
    id: 'margherita',
    toppings: [topping('olives', 'Olives'), topping('ham', 'Ham'), topping('pepperoni', 'Pepperoni')],
    defaultOptions: { sauce: 'tomato', cheese: 'mozzarella', toppings: [] },
    maxAdditions: 6,
    maxRemovals: 3,
  } as unknown as PizzaProduct;
  const pizzas = [
    { popularity: 90, defaultOptions: { toppings: ['pepperoni'] } },
    { popularity: 40, defaultOptions: { toppings: ['ham'] } },
  ];

  function toppingNames(value: string): string[] {
    render(
      <ToppingsPicker
        product={product}
        pizzas={pizzas}
        half={{ productId: 'margherita', sauce: 'tomato', cheese: 'mozzarella', toppings: [] }}
        size="medium"
        halfName={null}
        price={(amount) => `£${amount.toFixed(2)}`}
        refusal={null}
        onToggle={() => undefined}
      />,
      { wrapper: storeWith('topping-sort-order', value) },
    );
    const names = screen.getAllByRole('checkbox').map((box) => box.closest('label')?.textContent ?? '');
    document.body.innerHTML = '';
    return names.map((name) => name.replace(/\+£.*$/, '').trim());
  }

  it('keeps the pizza order for the control and ranks by popularity for the treatment', () => {
    expect(toppingNames('control')).toEqual(['Olives', 'Ham', 'Pepperoni']);
    expect(toppingNames('popularity')).toEqual(['Pepperoni', 'Ham', 'Olives']);
  });
});
