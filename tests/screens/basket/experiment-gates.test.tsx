// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { experimentDatafileAtom } from '../../../src/atoms/experiment-definitions';
import { experimentsAtom } from '../../../src/atoms/experiments';
import { flushPersistedWrites } from '../../../src/atoms/persisted';
import { settingsAtom } from '../../../src/atoms/settings';
import { DEFAULT_SETTINGS } from '../../../src/db/defaults';
import { EXPERIMENTS } from '../../../src/domain/experiments/catalogue';
import { encodeAssignment } from '../../../src/domain/experiments/stored';
import { experimentStorageKey } from '../../../src/domain/experiments/record';
import type { FlagLevel } from '../../../src/domain/flags/flags';
import { i18n } from '../../../src/i18n';
import { installDialogPolyfill, loadScreenStrings } from '../../support/screen-setup';
import { BasketView } from '../../../src/screens/basket/BasketView';
import type { BasketModel } from '../../../src/screens/basket/model';
import { actions, model, price } from './fixtures';

// 14-G13 'checkout-button-text' (CA) and 14-G16 'synthetic hides the discount modal', on the basket.

beforeAll(async () => {
  installDialogPolyfill();
  await loadScreenStrings();
});

// Inside the catalogue's run (2026-01-01 to 2027-07-01), whatever day the suite runs.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-26T12:00:00Z'));
});

afterEach(async () => {
  cleanup();
  vi.useRealTimers();
  await flushPersistedWrites();
});

const buttonText = EXPERIMENTS.find(({ name }) => name === 'checkout-button-text')!;

function show(store: ReturnType<typeof createStore>, input: Partial<BasketModel> = {}) {
  const view = (next: Partial<BasketModel>) => (
    <Provider store={store}>
      <MemoryRouter>
        <I18nextProvider i18n={i18n}>
          <BasketView model={model(next)} actions={actions(() => undefined)} mode="overlay" />
        </I18nextProvider>
      </MemoryRouter>
    </Provider>
  );
  const result = render(view(input));
  return (next: Partial<BasketModel>) => result.rerender(view(next));
}

const atLevel = (flagLevel: FlagLevel, extra: Partial<typeof DEFAULT_SETTINGS> = {}) => {
  const store = createStore();
  store.set(settingsAtom, { ...DEFAULT_SETTINGS, flagLevel, ...extra });
  return store;
};

describe('checkout button text experiment', () => {
  it("keeps 'Checkout' for the control and without a datafile", () => {
    const store = atLevel('production');
    store.set(experimentDatafileAtom, { market: 'CA', experiments: [buttonText] });
    store.set(experimentsAtom, { [experimentStorageKey(buttonText.name)]: encodeAssignment({ value: 'control', scheduleId: buttonText.schedule.id }) });
    show(store);
    expect(screen.getByRole('button', { name: 'Checkout, 2 items, £17.98' })).toBeTruthy();
  });

  it("reads 'Place my order' for a visitor kept in the treatment while the experiment is live", () => {
    const store = atLevel('production');
    store.set(experimentDatafileAtom, { market: 'CA', experiments: [buttonText] });
    store.set(experimentsAtom, { [experimentStorageKey(buttonText.name)]: encodeAssignment({ value: 'place-order', scheduleId: buttonText.schedule.id }) });
    show(store);
    const button = screen.getByRole('button', { name: 'Place my order, 2 items, £17.98' });
    expect(button.textContent).toContain('Place my order');
  });

  it('falls back to the control when the kept pick belongs to an older run', () => {
    const store = atLevel('production');
    store.set(experimentDatafileAtom, { market: 'CA', experiments: [buttonText] });
    store.set(experimentsAtom, { [experimentStorageKey(buttonText.name)]: encodeAssignment({ value: 'place-order', scheduleId: 'older-run' }) });
    show(store);
    expect(screen.getByRole('button', { name: 'Checkout, 2 items, £17.98' })).toBeTruthy();
  });

  it('shows the treatment when /debug forces it, even with no datafile', () => {
    show(atLevel('production', { forcedVariants: { 'checkout-button-text': 'place-order' } }));
    expect(screen.getByRole('button', { name: 'Place my order, 2 items, £17.98' })).toBeTruthy();
  });
});

describe('discount-activated modal by flag level', () => {
  const applied = price({ discount: { id: 'd', title: '20% off', amount: 3.3, applicable: true, gap: 0 } });
  const notYet = price({ discount: { id: 'd', title: '20% off', amount: 0, applicable: false, gap: 1 } });
  const openDialog = () => screen.queryAllByRole('dialog').find((dialog) => dialog.hasAttribute('open'));

  it('opens at production', () => {
    const rerender = show(atLevel('production'), { price: notYet });
    rerender({ price: applied });
    expect(within(openDialog()!).getByText('Discount activated')).toBeTruthy();
  });

  it('stays shut at synthetic (S1 §6), and a hand-set flag on /debug brings it back', () => {
    const rerender = show(atLevel('synthetic'), { price: notYet });
    rerender({ price: applied });
    expect(openDialog()).toBeUndefined();
    cleanup();
    const again = show(atLevel('synthetic', { flagOverrides: { discountModal: true } }), { price: notYet });
    again({ price: applied });
    expect(openDialog()).toBeDefined();
  });
});
